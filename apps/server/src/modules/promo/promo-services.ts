import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MediaUrls } from '../catalog/media-urls.ts';
import { createAnimationService } from './animation.service.ts';
import { createAssistantService } from './assistant.service.ts';
import { createPresaveService } from './presave.service.ts';
import { createPromoRepository } from './promo.repository.ts';
import { createPromoService } from './promo.service.ts';
import { createRadioStationsService } from './radio-stations.service.ts';
import { createRadioService } from './radio.service.ts';

/** The promo tools' services; the app's composition root (services.ts) calls this once, tests may build their own. */
export function createPromoServices(deps: AppDeps, logger: FastifyBaseLogger, shared: { urls: MediaUrls; limits: RateLimiter; audit: Pick<AuditService, 'runAudited'> }) {
  if (!deps.config.secretKey) throw new Error('The promo tools need SECRET_KEY to sign download and answer links.');
  const repository = createPromoRepository(deps.db);
  const clock = deps.platform.clock;
  const { urls, limits } = shared;
  const assistant = createAssistantService({ config: deps.config.ai, brandName: deps.config.brand.name, limits, logger, recordUse: (userId, tool) => promo.recordUse(userId, tool) });
  const promo = createPromoService({ repository, clock, urls, isAssistantAvailable: assistant.isAvailable });
  const recordUse = promo.recordUse;
  const common = { repository, clock, urls, publicUrl: deps.config.publicUrl, brandName: deps.config.brand.name };
  return {
    promo,
    assistant,
    animation: createAnimationService({ repository, storage: deps.platform.storage, jobs: deps.platform.jobs, clock, urls, tempDir: path.join(deps.config.dataDir, 'tmp', 'promo'), logger, recordUse }),
    radio: createRadioService({ ...common, mail: deps.platform.mail, limits, secretKey: deps.config.secretKey, recordUse }),
    stations: createRadioStationsService({ db: deps.db, audit: shared.audit, clock }),
    presave: createPresaveService({ ...common, mail: deps.platform.mail, jobs: deps.platform.jobs, limits, recordUse }),
  };
}
export type PromoServices = ReturnType<typeof createPromoServices>;
