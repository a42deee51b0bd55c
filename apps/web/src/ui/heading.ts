import type { ComponentType, ReactNode } from 'react';

/**
 * The element a panel titles itself with: a dialog's title inside a dialog, an h1 on a page,
 * so the same form reads right in both places.
 */
export type HeadingComponent = ComponentType<{ className?: string; children?: ReactNode; id?: string }>;
