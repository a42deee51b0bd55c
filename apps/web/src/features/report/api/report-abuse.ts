import { useMutation } from '@tanstack/react-query';
import { reportRoutes, type ReportAbuseInput } from '@indiwave/domain/contract/reports';
import { callApi } from '../../../lib/api-client.ts';

/** POST report_abuse: the Report Abuse dialog's form; the server stores it and mails support. */
export function reportAbuse(body: ReportAbuseInput) {
  return callApi(reportRoutes.reportAbuse, { body });
}

/** Sends a report; exposes the pending state and the ApiError of a failure. */
export function useReportAbuse() {
  return useMutation({ mutationKey: ['report', 'send'] as const, mutationFn: reportAbuse });
}
