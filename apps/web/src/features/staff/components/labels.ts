import type { ReportDecision } from '@indiwave/domain/contract/moderation';

/** The buttons of the decisions, and whether the owner must be given a reason. */
export const DECISION_LABELS: Record<ReportDecision, { label: string; needsReason: boolean }> = {
  dismiss: { label: 'Dismiss', needsReason: false },
  take_down: { label: 'Take down', needsReason: true },
  warn: { label: 'Warn the owner', needsReason: true },
  suspend: { label: 'Suspend the account', needsReason: true },
  restore: { label: 'Restore (grant the appeal)', needsReason: false },
  uphold: { label: 'Uphold (refuse the appeal)', needsReason: true },
};

export const RESOLUTION_LABELS: Record<string, string> = {
  dismissed: 'Dismissed',
  taken_down: 'Taken down',
  warned: 'Owner warned',
  suspended: 'Account suspended',
  restored: 'Restored on appeal',
  upheld: 'Appeal refused',
};

export const STRIKE_LABELS: Record<string, string> = { warn: 'Warning', take_down: 'Take-down', suspend: 'Suspension' };

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
export const formatDate = (iso: string) => `${DATE_FORMAT.format(new Date(iso))} UTC`;
