import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@indiwave/domain/messages';
import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { ApiError, buildApiUrl } from '../../../lib/api-client.ts';
import { readSessionToken } from '../../../lib/session.ts';
import { toAnalyticsQuery, type AnalyticsRange } from '../analytics/analytics-range.ts';

/**
 * GET analytics/export_csv: the CSV comes as a file, not JSON, so this fetches it with the token
 * (a plain link cannot send the Authorization header) and hands the browser a download.
 */
export async function downloadAnalyticsCsv(range: AnalyticsRange): Promise<string> {
  const query = toAnalyticsQuery(range);
  const headers: Record<string, string> = { accept: 'text/csv' };
  const token = readSessionToken();
  if (token) headers.authorization = token;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(workstationRoutes.analyticsCsv.path, undefined, query), { headers });
  } catch {
    throw new ApiError(MESSAGES.clientError, 0);
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(reply?.error ?? MESSAGES.serverError, response.status);
  }
  const fileName =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'analytics.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; free the blob after that turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

/** Downloads the analytics of a range as CSV. */
export function useDownloadAnalyticsCsv() {
  return useMutation({
    mutationKey: ['account', 'workstation', 'analytics-csv'] as const,
    mutationFn: downloadAnalyticsCsv,
  });
}
