import { MESSAGES } from '@indiwave/domain/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';

type EditLoaderProps<T> = {
  query: { data?: T; error: unknown; isPending: boolean };
  /** The viewer may edit what loaded (spec 2 §6). */
  canEdit: (item: T) => boolean;
  children: (item: T) => ReactNode;
};

/** Loads the item an edit page changes; refuses items the viewer may not edit. */
export function EditLoader<T>({ query, canEdit, children }: EditLoaderProps<T>) {
  if (query.isPending) return <div className="h-96 animate-pulse rounded-2xl border border-border bg-surface" aria-label="Loading" role="status" />;
  if (query.error || !query.data) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return <FormAlert message={isMissing ? MESSAGES.uploadMissing : readErrorMessage(query.error)} />;
  }
  if (!canEdit(query.data)) {
    return (
      <div className="rounded-2xl border border-border bg-surface p-6 text-fg-muted">
        {MESSAGES.notEditable}{' '}
        <Link to="/mydashboard/songs" className="text-accent-soft underline">
          Back to your songs
        </Link>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
