import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { staffRoutes, type AuditFilters } from '@indiwave/domain/contract/staff';
import { buildApiUrl, callApi } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-file.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The filters as query parameters: empty ones left out. */
function toQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** GET admin/audit_log: one page, older than `before`. */
export function getAuditLog(filters: AuditFilters, before: number | undefined, signal?: AbortSignal) {
  return callApi(staffRoutes.auditLog, { query: { ...toQuery(filters), before }, signal });
}

/** The log for these filters, page after page ('Load more'). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.account.staffPart('audit', filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}

/** GET admin/audit_log/export: the matching lines as a CSV download. */
export function downloadAuditCsv(filters: AuditFilters): Promise<string> {
  return downloadWithToken(buildApiUrl(staffRoutes.auditLogExport.path, undefined, toQuery(filters)), 'text/csv', 'audit-log.csv');
}

/** Downloads the matching lines as CSV. */
export function useDownloadAuditCsv() {
  return useMutation({ mutationKey: [...queryKeys.account.staffPart('audit-export')], mutationFn: downloadAuditCsv });
}
