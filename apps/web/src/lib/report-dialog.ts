import { create } from 'zustand';

type ReportDialogState = { url: string | null };

/**
 * The Report Abuse dialog on screen (spec 2 §2.1). A store with no other dependencies, so any
 * more-menu can offer 'Report Abuse' without loading the form: ReportDialogHost loads it.
 */
export const useReportDialog = create<ReportDialogState>(() => ({ url: null }));

/** Opens the Report Abuse dialog for a page: an address of the site, or a path ('/songs/x'); the current page by default. */
export function openReportDialog(url?: string): void {
  const address = url ?? window.location.href;
  useReportDialog.setState({ url: address.startsWith('/') ? `${window.location.origin}${address}` : address });
}

/** Closes the Report Abuse dialog. */
export function closeReportDialog(): void {
  useReportDialog.setState({ url: null });
}
