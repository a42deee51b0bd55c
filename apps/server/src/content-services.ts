import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createAdsRepository } from './modules/ads/ads.repository.ts';
import { createAdsService } from './modules/ads/ads.service.ts';
import { createBlogsRepository } from './modules/blogs/blogs.repository.ts';
import { createBlogsService } from './modules/blogs/blogs.service.ts';
import { toUploadTempDir } from './modules/catalog/catalog-deps.ts';
import { createMediaUrls } from './modules/catalog/media-urls.ts';
import { createContentImagesRepository } from './modules/content-images/content-images.repository.ts';
import { createContentImagesService } from './modules/content-images/content-images.service.ts';
import { getMembershipService } from './modules/membership/membership-services.ts';
import { createNotifier } from './modules/notifications/notifier.service.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createSiteAnalyticsRepository } from './modules/site-analytics/site-analytics.repository.ts';
import { createSiteAnalyticsService } from './modules/site-analytics/site-analytics.service.ts';

const servicesByApp = new WeakMap<AppDeps, ContentServices>();

/**
 * The services of issue 20 (blogs, advertisements, first-party analytics events, search
 * engines, the team's pictures), built once per app in dependency order: the one place they are
 * composed until they join the app's composition root.
 */
export function getContentServices(deps: AppDeps, logger: FastifyBaseLogger): ContentServices {
  let services = servicesByApp.get(deps);
  if (!services) {
    services = createContentServices(deps, logger);
    servicesByApp.set(deps, services);
  }
  return services;
}

function createContentServices(deps: AppDeps, logger: FastifyBaseLogger) {
  const { config, db, platform } = deps;
  const now = () => platform.clock.now();
  const urls = createMediaUrls(config.secretKey ?? '', platform.clock);
  const contentImages = createContentImagesService({ repository: createContentImagesRepository(db), storage: platform.storage, publicUrl: urls.publicUrl, now });
  const notifier = createNotifier(deps, logger);
  const blogs = createBlogsService({ repository: createBlogsRepository(db), images: contentImages, announce: (post) => notifier.blog(post), now, logger });
  const siteAnalytics = createSiteAnalyticsService({
    repository: createSiteAnalyticsRepository(db),
    limits: createRateLimiter(db, platform.clock, config.rateLimitFactor),
    secretKey: config.secretKey ?? '',
    now,
    logger,
  });
  const ads = createAdsService({
    repository: createAdsRepository(db),
    images: contentImages,
    // The viewer's Pro state on the server clock (issue 17): for_pro 1 is for active members only.
    readProState: async (userId) => (await getMembershipService(deps).readStatus(userId)).state,
    readTotals: (ids) => siteAnalytics.readAdTotals(ids),
    now,
  });
  const seo = createSeoService({ repository: createSeoRepository(db), blogs, publicUrl: config.publicUrl, brandName: config.brand.name, now });
  return { contentImages, blogs, siteAnalytics, ads, seo, uploadDir: toUploadTempDir(config) };
}
export type ContentServices = ReturnType<typeof createContentServices>;
