import { lazy, Suspense } from 'react';
import { useReportDialog } from '../../../lib/report-dialog';

// The form and its robot check load when someone first reports.
const ReportDialog = lazy(() => import('./ReportDialog'));

/** Mounted once by the shell: shows the Report Abuse dialog when something asks for it. */
export function ReportDialogHost() {
  const url = useReportDialog((state) => state.url);
  if (!url) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog url={url} />
    </Suspense>
  );
}
