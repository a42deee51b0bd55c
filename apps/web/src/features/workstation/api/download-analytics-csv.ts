import { useMutation } from '@tanstack/react-query';
import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-file.ts';
import { toAnalyticsQuery, type AnalyticsRange } from '../analytics/analytics-range.ts';

/** GET analytics/export_csv: the CSV comes as a file, not JSON; the browser downloads it. */
export function downloadAnalyticsCsv(range: AnalyticsRange): Promise<string> {
  return downloadWithToken(buildApiUrl(workstationRoutes.analyticsCsv.path, undefined, toAnalyticsQuery(range)), 'text/csv', 'analytics.csv');
}

/** Downloads the analytics of a range as CSV. */
export function useDownloadAnalyticsCsv() {
  return useMutation({
    mutationKey: ['account', 'workstation', 'analytics-csv'] as const,
    mutationFn: downloadAnalyticsCsv,
  });
}
