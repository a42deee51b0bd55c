import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createAuthTokensRepository } from '../accounts/auth-tokens.repository.ts';
import { createSessionTokenService } from '../accounts/session-token.service.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createMediaUrls } from '../catalog/media-urls.ts';
import { createNotifier } from '../notifications/notifier.service.ts';
import { getSearchIndex } from '../search/search-index.service.ts';
import { createModerationService, type ModerationService } from './moderation.service.ts';

/** The moderation service of an app, built from its deps (the reports and moderation routes share it). */
export function buildModerationService(deps: AppDeps, logger: FastifyBaseLogger): ModerationService {
  const { clock } = deps.platform;
  const keys = createSessionTokenService(createAuthTokensRepository(deps.db), clock);
  return createModerationService({
    db: deps.db,
    clock,
    audit: createAuditService({ db: deps.db, now: () => clock.now() }),
    notifier: createNotifier(deps, logger),
    mail: deps.platform.mail,
    search: getSearchIndex({ db: deps.db, dialect: deps.dialect, config: deps.config, clock }),
    revokeUserKeys: (userId) => keys.revokeUserKeys(userId),
    urls: createMediaUrls(deps.config.secretKey ?? '', clock),
    config: { publicUrl: deps.config.publicUrl, brandName: deps.config.brand.name, brandSlug: deps.config.brand.slug, secretKey: deps.config.secretKey ?? '' },
    logger,
  });
}
