import type { FastifyBaseLogger } from 'fastify';
import { LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_USER_MAX } from '@indiwave/domain/constants';
import { profileRoutes as profileContract } from '@indiwave/domain/contract/profile';
import { withProduct } from '@indiwave/domain/rules/brand';
import type { AppDeps } from './app-deps.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createAccountDeps } from './modules/accounts/account-deps.ts';
import { createRegistrationService } from './modules/accounts/registration.service.ts';
import { createSessionService } from './modules/accounts/session.service.ts';
import { createSettingsService } from './modules/accounts/settings.service.ts';
import { ACCOUNT_LINK_MAIL_JOB, createVerificationService } from './modules/accounts/verification.service.ts';
import { createAchievementsRepository } from './modules/achievements/achievements.repository.ts';
import { createAchievementsService } from './modules/achievements/achievements.service.ts';
import { createAdsRepository } from './modules/ads/ads.repository.ts';
import { createAdsService } from './modules/ads/ads.service.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createFiguresService } from './modules/figures/figures.service.ts';
import { BROADCAST_JOB, createBroadcastsService } from './modules/broadcasts/broadcasts.service.ts';
import { createBlogsRepository } from './modules/blogs/blogs.repository.ts';
import { createBlogsService } from './modules/blogs/blogs.service.ts';
import { createCatalogDeps } from './modules/catalog/catalog-deps.ts';
import { createCatalogServices } from './modules/catalog/catalog-services.ts';
import { createMediaAccess } from './modules/catalog/media-access.service.ts';
import { createMediaUrls } from './modules/catalog/media-urls.ts';
import { RENDITIONS_JOB } from './modules/catalog/renditions.job.ts';
import { createCommentsRepository } from './modules/comments/comments.repository.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { RECONCILE_ORDER_JOB, type ReconcilePayload } from './modules/commerce/checkout.service.ts';
import { createCommerceServices } from './modules/commerce/commerce-services.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createContentImagesRepository } from './modules/content-images/content-images.repository.ts';
import { createContentImagesService } from './modules/content-images/content-images.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createReleaseDeliveryService, RELEASE_DELIVERY_JOB, RELEASE_RESTORE_JOB, RELEASE_TAKEDOWN_JOB } from './modules/distribution/release-delivery.service.ts';
import { createReleaseReviewService } from './modules/distribution/release-review.service.ts';
import { createAgreementTemplatesService } from './modules/distribution/agreement-templates.service.ts';
import { createReleasesRepository } from './modules/distribution/releases.repository.ts';
import { createReleasesService, type ReleasesDeps } from './modules/distribution/releases.service.ts';
import { createRevenueService } from './modules/revenue/revenue.service.ts';
import { createDiscoveryRepository } from './modules/discovery/discovery.repository.ts';
import { createDiscoveryService } from './modules/discovery/discovery.service.ts';
import { createLinkPreviewService } from './modules/link-preview/link-preview.service.ts';
import { createLiveService } from './modules/live/live.service.ts';
import { createLiveStreams } from './modules/live/live-streams.ts';
import { createMailboxService } from './modules/mailbox/mailbox.service.ts';
import { createMembershipService } from './modules/membership/membership.service.ts';
import { createMessagingRepository } from './modules/messaging/messaging.repository.ts';
import { createMessagingService } from './modules/messaging/messaging.service.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createEmailPreferencesService } from './modules/notifications/email-preferences.service.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createNotifier } from './modules/notifications/notifier.service.ts';
import { createTeamAccountService, toTeamIdentity } from './modules/notifications/team-account.service.ts';
import { createOpportunitiesRepository } from './modules/opportunities/opportunities.repository.ts';
import { createOpportunitiesService, OPPORTUNITY_JOBS, type OpportunitiesDeps } from './modules/opportunities/opportunities.service.ts';
import { createOpportunityReviewService } from './modules/opportunities/opportunity-review.service.ts';
import { createPlayerRepository } from './modules/player/player.repository.ts';
import { createPlayerService } from './modules/player/player.service.ts';
import { createPlaylistsRepository } from './modules/playlists/playlists.repository.ts';
import { createPlaylistsService } from './modules/playlists/playlists.service.ts';
import { createProPerksService } from './modules/pro-perks/pro-perks.service.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { ANIMATION_JOB } from './modules/promo/animation.service.ts';
import { PRESAVE_RELEASE_JOB } from './modules/promo/presave.service.ts';
import { createPromoServices } from './modules/promo/promo-services.ts';
import { createReferenceRepository } from './modules/reference/reference.repository.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createReferenceAdminService } from './modules/reference/reference-admin.service.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createSearchIndex } from './modules/search/search-index.service.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createShareRepository } from './modules/share/share.repository.ts';
import { createShareService } from './modules/share/share.service.ts';
import { createSiteAnalyticsRepository } from './modules/site-analytics/site-analytics.repository.ts';
import { createSiteAnalyticsService } from './modules/site-analytics/site-analytics.service.ts';
import { createSocialReads } from './modules/social/social-reads.service.ts';
import { createSocialRepository } from './modules/social/social.repository.ts';
import { createSocialService } from './modules/social/social.service.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createTvProgrammesService } from './modules/tv/tv-programmes.service.ts';
import { createTvReviewService, TV_AIR_JOB } from './modules/tv/tv-review.service.ts';
import { createTvRepository } from './modules/tv/tv.repository.ts';
import { createTvService, type TvDeps } from './modules/tv/tv.service.ts';
import { createMailOutboxRepository } from './platform/mail/mail-outbox.repository.ts';
import { createDeliveryPort } from './platform/delivery/create-delivery-port.ts';
import { createSmsOutboxRepository } from './platform/sms/sms-outbox.repository.ts';

/**
 * The composition root: every service of the app, built once, in dependency order (a service is
 * made after everything it reads), and the background jobs they run registered with the queue.
 * app.ts hands each routes plugin the services it calls; nothing else builds a service, and no
 * module keeps a cache of another's. A new module's service goes here, below what it needs.
 */
export function createServices(deps: AppDeps, logger: FastifyBaseLogger) {
  const { config, db, dialect, platform } = deps;
  if (!config.secretKey) throw new Error('The app needs SECRET_KEY (main.ts keeps a generated one in DATA_DIR).');
  const secretKey = config.secretKey;
  const { clock, jobs } = platform;
  const now = () => clock.now();
  const nowIso = () => clock.now().toISOString();

  // Shared ground: limits, signed media links, the search index, social reads, the audit log.
  const limits = createRateLimiter(db, clock, config.rateLimitFactor);
  const urls = createMediaUrls(secretKey, clock);
  const search = createSearchIndex({ db, dialect, config, clock });
  const socialReads = createSocialReads(db, dialect);
  const audit = createAuditService({ db, now });
  const membership = createMembershipService({ db, dialect, clock });
  const team = createTeamAccountService({ db, config, logger, now: nowIso });
  const notifier = createNotifier(deps, logger);
  // Before the services whose changes earn achievements (settings, the catalogue): they award in their transactions.
  const achievements = createAchievementsService({ db, repository: createAchievementsRepository(db), notifier, logger, now });

  // Accounts: sign-in, registration, settings.
  const accountDeps = createAccountDeps(deps, logger, {
    limits,
    readProState: (userId) => membership.readSessionState(userId),
    syncSearch: (userId) => search.syncOwner(userId),
  });
  const session = createSessionService(accountDeps);
  const verification = createVerificationService(accountDeps, session.keys);
  const settings = createSettingsService(accountDeps, session, verification, achievements);
  const registration = createRegistrationService(accountDeps, session, verification);
  jobs.register(ACCOUNT_LINK_MAIL_JOB, (payload) => verification.sendAccountLinkMail(payload));

  const analytics = createAnalyticsService({ repository: createAnalyticsRepository(db), achievements, secretKey, now });

  // The catalogue, and its renditions job.
  const catalog = createCatalogServices(createCatalogDeps(deps, logger, { search, social: socialReads, achievements }));
  jobs.register(RENDITIONS_JOB, catalog.renditions);

  // Content of the team (issue 20): pictures, blogs, first-party analytics, advertisements, search engines.
  const contentImages = createContentImagesService({ repository: createContentImagesRepository(db), storage: platform.storage, publicUrl: urls.publicUrl, now });
  const blogs = createBlogsService({ repository: createBlogsRepository(db), audit, images: contentImages, announce: (post) => notifier.blog(post), now, logger });
  const siteAnalytics = createSiteAnalyticsService({ repository: createSiteAnalyticsRepository(db), limits, secretKey, now, logger });
  const ads = createAdsService({
    repository: createAdsRepository(db),
    audit,
    images: contentImages,
    // The viewer's Pro state on the server clock (issue 17): for_pro 1 is for active members only.
    readProState: async (userId) => (await membership.readStatus(userId)).state,
    readTotals: (ids) => siteAnalytics.readAdTotals(ids),
    now,
  });
  const seo = createSeoService({ repository: createSeoRepository(db), blogs, publicUrl: config.publicUrl, brandName: config.brand.name, now });

  const playlists = createPlaylistsService({ repository: createPlaylistsRepository(db), catalog, search, social: socialReads, notifier, achievements, now });
  const comments = createCommentsService({
    repository: createCommentsRepository(db),
    findVisibleItem: (type, slug, user) =>
      type === 'playlist'
        ? playlists.findVisiblePlaylistRef(slug, user)
        : type === 'blog'
          ? blogs.findCommentable(slug)
          : catalog.items.findVisibleItem(type, slug, catalog.items.viewerOf(user)),
    notifier,
    limits,
    urls,
    now,
    logger,
  });
  const discovery = createDiscoveryService({ repository: createDiscoveryRepository(db), catalog, social: socialReads, search, teamSlug: toTeamIdentity(config.brand).slug, now });
  const searchService = createSearchService({ index: search, discovery, now });
  const profile = createProfileService({
    repository: createProfileRepository(db),
    views: analytics,
    catalog,
    social: socialReads,
    storage: platform.storage,
    techRiderDownloadPath: `/api${withProduct(profileContract.downloadTechRider.path, config.brand.slug)}`,
    now,
  });
  const linkPreviews = createLinkPreviewService({
    readers: {
      song: async (slug) => {
        const [{ result: song }, { result: player }] = await Promise.all([catalog.songs.readSong(null, slug), catalog.songs.readPlayerSong(null, slug)]);
        return { song, mp3: player.mp3 };
      },
      album: async (slug) => (await catalog.albums.readAlbum(null, slug)).result,
      playlist: async (slug) => (await playlists.readPlaylist(null, slug)).result,
      video: async (slug) => (await catalog.videos.readVideo(null, slug)).result,
      artist: async (slug) => (await profile.readProfile(null, slug)).result,
      blog: (slug) => blogs.readBlog(slug),
    },
    context: { publicUrl: config.publicUrl, brandName: config.brand.name },
    brandSlug: config.brand.slug,
    logger,
  });
  const social = createSocialService({ repository: createSocialRepository(db, dialect), catalog, playlists, notifier, analytics, now });
  const player = createPlayerService({ repository: createPlayerRepository(db), catalog, playlists, analytics, now, limits, secretKey });
  const share = createShareService({
    repository: createShareRepository(db),
    catalog,
    playlists,
    comments,
    storage: platform.storage,
    context: { publicUrl: config.publicUrl, brandName: config.brand.name },
  });
  const dashboard = createDashboardService({ repository: createDashboardRepository(db), analytics, achievements, now });

  // Trust and safety: moderation, abuse reports, then messaging (which files message reports).
  const moderation = createModerationService({
    db,
    clock,
    audit,
    notifier,
    mail: platform.mail,
    search,
    revokeUserKeys: (userId) => session.keys.revokeUserKeys(userId),
    urls,
    config: { publicUrl: config.publicUrl, brandName: config.brand.name, brandSlug: config.brand.slug, secretKey },
    logger,
  });
  const reports = createReportsService({
    repository: createReportsRepository(db),
    limits,
    captcha: platform.captcha,
    mail: platform.mail,
    supportEmail: config.supportEmail,
    brandName: config.brand.name,
    now,
    describeTarget: (url) => moderation.describeReportedUrl(url),
  });
  const messaging = createMessagingService({
    repository: createMessagingRepository(db),
    notifier,
    team,
    limits,
    fanout: platform.fanout,
    mail: platform.mail,
    supportEmail: config.supportEmail,
    brandName: config.brand.name,
    logger,
    now: nowIso,
    fileReport: (input) => moderation.fileMessageReport(input),
  });

  // The bell, e-mail preferences and live updates.
  const notificationsRepository = createNotificationsRepository(db);
  const preferences = createEmailPreferencesService({ repository: notificationsRepository, secretKey, publicUrl: config.publicUrl, now: nowIso });
  const notifications = createNotificationsService({ repository: notificationsRepository, notifier, team, preferences });
  const live = createLiveService({
    secretKey,
    clock,
    keys: session.keys,
    streams: createLiveStreams({
      fanout: platform.fanout,
      readCounts: async (userId) => {
        const [notification, unread] = await Promise.all([notifier.countUnread(userId), messaging.countUnread(userId)]);
        return { notification, message: { unread_count: unread } };
      },
      listLiveSessions: (tokenIds) => session.keys.listLiveKeyIds(tokenIds),
      heartbeatMs: LIVE_HEARTBEAT_MS,
      maxPerUser: LIVE_STREAMS_PER_USER_MAX,
      logger,
    }),
  });

  // Opportunities and TV (issue 19).
  const opportunityDeps: OpportunitiesDeps = {
    repository: createOpportunitiesRepository(db),
    catalog: catalog.items,
    notifier,
    mail: platform.mail,
    jobs,
    clock,
    config: { publicUrl: config.publicUrl, brandName: config.brand.name },
    urls,
    // Pro-only briefs take active Pro members (issue 17's membership, on the server clock).
    isProMember: (userId) => membership.isActive(userId),
    logger,
  };
  const opportunities = createOpportunitiesService(opportunityDeps);
  const opportunityReview = createOpportunityReviewService(opportunityDeps, opportunities, audit);
  jobs.register(OPPORTUNITY_JOBS.reminder, (payload) => opportunities.runReminder(payload));
  jobs.register(OPPORTUNITY_JOBS.opened, (payload) => opportunities.runOpened(payload));
  jobs.register(OPPORTUNITY_JOBS.results, (payload) => opportunityReview.runResultsDue(payload));

  const tvDeps: TvDeps = {
    repository: createTvRepository(db),
    catalog: {
      findEntriesBySlugs: (type, slugs) => catalog.items.findEntriesBySlugs(type, slugs),
      // The pitch's answers are the video form's TV fields (spec 2 §3 Video upload): saved on the video too.
      updateVideoTvFields: async (user, slug, fields) => void (await catalog.videos.updateVideo(user, slug, fields)),
    },
    messaging,
    storage: platform.storage,
    clock,
    logger,
  };
  const tv = createTvService(tvDeps);
  const tvReview = createTvReviewService({ ...tvDeps, jobs, audit });
  const tvProgrammes = createTvProgrammesService({ db, tv: tvDeps.repository, audit, clock: tvDeps.clock });
  jobs.register(TV_AIR_JOB, (payload) => tvReview.runAir(payload));

  // Promo tools (issue 8), the shop and Pro (issue 17).
  const promo = createPromoServices(deps, logger, { urls, limits, audit });
  jobs.register(ANIMATION_JOB, (payload, context) => promo.animation.runJob(payload, context));
  jobs.register(PRESAVE_RELEASE_JOB, (payload) => promo.presave.runReleaseJob(payload));
  const commerce = createCommerceServices(deps, logger, { membership, sales: catalog.sales, audit, limits });
  jobs.register(RECONCILE_ORDER_JOB, (payload) => commerce.paymentEvents.reconcile(payload as ReconcilePayload));
  const proPerks = createProPerksService({ db, clock, membership, audit });

  // Distribution (issue 18): Pro artists' releases, their agreements and the team's review.
  const agreementTemplates = createAgreementTemplatesService({ db, audit, clock });
  const releaseDeps: ReleasesDeps = {
    db,
    assertPro: (userId) => membership.assertActive(userId),
    codes: verification,
    notifier,
    storage: platform.storage,
    artworkUrl: (key) => urls.signedUrl(key),
    clock,
    brandName: config.brand.name,
    readAgreementTemplate: () => agreementTemplates.readCurrentBody(),
    logger,
  };
  const releases = createReleasesService(releaseDeps);
  const releaseReview = createReleaseReviewService({
    ...releaseDeps,
    audit,
    prefixes: { isrc: config.distribution.isrcPrefix, upc: config.distribution.upcPrefix },
    onApproved: async (releaseId) => void (await jobs.enqueue(RELEASE_DELIVERY_JOB, { releaseId })),
    onTakenDown: async (releaseId, takedownId) => void (await jobs.enqueue(RELEASE_TAKEDOWN_JOB, { releaseId, takedownId })),
    onRestored: async (releaseId, takedownId) => void (await jobs.enqueue(RELEASE_RESTORE_JOB, { releaseId, takedownId })),
  });
  const releaseDelivery = createReleaseDeliveryService({
    repository: createReleasesRepository(db),
    storage: platform.storage,
    // Batches go to a folder under DATA_DIR, or to the SFTP server of DELIVERY_SFTP_URL.
    delivery: createDeliveryPort(config),
    review: releaseReview,
    sender: { dpid: config.distribution.dpid, name: config.brand.name },
    clock,
    logger,
  });
  jobs.register(RELEASE_DELIVERY_JOB, (payload) => releaseDelivery.deliver(payload));
  jobs.register(RELEASE_TAKEDOWN_JOB, (payload) => releaseDelivery.deliverTakedown(payload));
  jobs.register(RELEASE_RESTORE_JOB, (payload) => releaseDelivery.deliverRestore(payload));
  // Revenue (issue 18 item 6): store statements, the artists' reports, bank details and payouts.
  const revenue = createRevenueService({ db, clock, audit });

  // The rest: the team's console, the contact form, reference data, system, development tools.
  const staff = createStaffService({ db, clock });
  const broadcasts = createBroadcastsService({ db, clock, jobs, audit, notifier, mail: platform.mail, config: { publicUrl: config.publicUrl, brandName: config.brand.name }, logger });
  jobs.register(BROADCAST_JOB, (payload) => broadcasts.runJob(payload));
  const figures = createFiguresService({ db, clock });
  const contact = createContactService({
    repository: createContactRepository(db),
    limits,
    captcha: platform.captcha,
    mail: platform.mail,
    supportEmail: config.supportEmail,
    brandName: config.brand.name,
  });
  const reference = createReferenceService(createReferenceRepository(db), clock);
  const referenceAdmin = createReferenceAdminService({ db, audit, reference });
  const system = createSystemService(deps);
  const mailbox = createMailboxService(createMailOutboxRepository(db));
  const smsOutbox = createSmsOutboxRepository(db);
  const mediaAccess = createMediaAccess(db, clock);

  return {
    session,
    verification,
    settings,
    registration,
    achievements,
    analytics,
    catalog,
    contentImages,
    blogs,
    siteAnalytics,
    ads,
    seo,
    playlists,
    comments,
    discovery,
    search: searchService,
    profile,
    linkPreviews,
    social,
    player,
    share,
    dashboard,
    moderation,
    reports,
    messaging,
    notifications,
    live,
    opportunities,
    opportunityReview,
    tv,
    tvReview,
    tvProgrammes,
    promo,
    commerce,
    membership,
    proPerks,
    releases,
    agreementTemplates,
    releaseReview,
    revenue,
    audit,
    staff,
    broadcasts,
    figures,
    contact,
    reference,
    referenceAdmin,
    system,
    mailbox,
    smsOutbox,
    mediaAccess,
    /** Work that starts with the server: the team account, the catalogue's sweep, the queue, the analytics roll-up. */
    async start(): Promise<void> {
      // Made at start, not on first use: the inbox and the admin id need it from the first request.
      await team.getTeam();
      await catalog.sweep.start();
      await jobs.start();
      await siteAnalytics.start();
    },
    async stop(): Promise<void> {
      catalog.sweep.stop();
      await jobs.stop();
      await siteAnalytics.stop();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
