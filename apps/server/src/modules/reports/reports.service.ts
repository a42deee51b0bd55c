import { REPORT_RATE_LIMIT } from '@indiwave/domain/constants';
import type { ReportAbuseRequest } from '@indiwave/domain/contract/reports';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { CaptchaPort } from '../../platform/captcha/captcha.port.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { ReportTargetFields } from '../moderation/moderation.service.ts';
import { presentReportMail } from './reports.presenter.ts';
import type { ReportsRepository } from './reports.repository.ts';

type ReportsServiceDeps = {
  repository: ReportsRepository;
  limits: RateLimiter;
  captcha: CaptchaPort;
  mail: MailPort;
  supportEmail: string;
  brandName: string;
  now: () => Date;
  /** What the address names (item, owner, snapshot), for the moderation queue (issue 21). */
  describeTarget: (url: string) => Promise<ReportTargetFields>;
};

/**
 * Report abuse (spec 2 §5.3): a per-address limit, the robot check, then stored for moderation
 * (with what the address names and a snapshot of it, issue 21) and mailed to support.
 */
export function createReportsService(deps: ReportsServiceDeps) {
  return {
    /**
     * Files a report. It is stored before it is mailed, so a mail failure loses nothing: the
     * reporter then sees the mail error (502) while the team still finds the report.
     */
    async reportAbuse(input: ReportAbuseRequest, reporter: AuthUser | null, ip: string): Promise<void> {
      await deps.limits.consume(`report:ip:${ip}`, REPORT_RATE_LIMIT);
      if (!(await deps.captcha.verify(input.recaptcha, ip))) throw AppError.badRequest(MESSAGES.robotFailed, { recaptcha: MESSAGES.robotFailed });
      const sentAt = deps.now().toISOString();
      const target = await deps.describeTarget(input.url);
      const reportId = await deps.repository.insertReport({
        ...target,
        url: input.url,
        complaint: input.complaint,
        description: input.description,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        reporter_id: reporter?.id ?? null,
        ip,
        created_at: sentAt,
      });
      await deps.mail.send(presentReportMail(input, { to: deps.supportEmail, brandName: deps.brandName, reportId, ip, reporterId: reporter?.id ?? null, sentAt }));
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
