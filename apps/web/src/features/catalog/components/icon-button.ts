/** A round icon-only button or link (edit, delete, move): 36px, its label in aria-label. */
export const ICON_BUTTON =
  'inline-grid size-9 shrink-0 place-items-center rounded-full text-fg transition-colors hover:bg-surface-raised disabled:cursor-not-allowed disabled:opacity-40';
