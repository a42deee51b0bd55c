import { PRESAVE_SIGNUP_RATE_LIMIT, PROMO_MESSAGES, type PresaveLink, type PresavePage } from '@indiwave/domain/contract/promo';
import { isPubliclyPlayable } from '@indiwave/domain/rules/privacy';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { insertWithSlug } from '../catalog/catalog-rules.ts';
import type { MediaUrls } from '../catalog/media-urls.ts';
import { isUpcoming, presentPresaveLink, presentPresavePage, toArtistName, toPrivacy } from './promo.presenter.ts';
import type { PromoRepository, ReleaseRow } from './promo.repository.ts';

/** The job that mails a link's fans on release day; it runs at the release date. */
export const PRESAVE_RELEASE_JOB = 'promo.presave_release';
export type PresaveReleasePayload = { linkId: number };

type Deps = {
  repository: PromoRepository;
  mail: MailPort;
  jobs: JobQueue;
  clock: ClockPort;
  urls: MediaUrls;
  limits: RateLimiter;
  publicUrl: string;
  brandName: string;
  recordUse: (userId: number, tool: 'presave') => Promise<void>;
};

/**
 * Pre-save links (spec 1 §2.1 sdlink; READING: /sdlink/{slug}): one per upcoming song or album.
 * Fans leave an address; each address is kept once per link and the reply is the same whether
 * it was new or not, so the form tells nobody who else signed up. A job queued for the release
 * date mails them; when it runs and the date has moved, it queues itself for the new date.
 */
export function createPresaveService(deps: Deps) {
  const { repository } = deps;

  async function findRelease(link: { item_type: string; item_id: number }): Promise<ReleaseRow | undefined> {
    return repository.findRelease(link.item_type as 'song' | 'album', { id: link.item_id });
  }

  async function presentOwn(link: { id: number; slug: string; item_type: string; item_id: number; notified_at: string | null; fans: number | string }): Promise<PresaveLink | undefined> {
    const release = await findRelease(link);
    return release ? presentPresaveLink(link, release) : undefined;
  }

  return {
    /** Creates the link of an upcoming release of the artist's, or returns the one it has. */
    async createLink(user: AuthUser, input: { type: 'song' | 'album'; slug: string }): Promise<PresaveLink> {
      const release = await repository.findRelease(input.type, { userId: user.id, slug: input.slug });
      if (!release) throw AppError.notFound();
      const now = deps.clock.now();
      if (!isUpcoming(release, now)) throw AppError.badRequest(PROMO_MESSAGES.notScheduled);
      let link = await repository.findLinkByItem(input.type, release.id);
      if (!link) {
        const id = await insertWithSlug(
          release.slug,
          (slugs) => repository.listTakenLinkSlugs(slugs),
          (slug) => repository.insertLink({ slug, user_id: user.id, item_type: input.type, item_id: release.id, created_at: now.toISOString() }),
        ).catch(async (error: unknown) => {
          // The same release linked twice at once: the unique index kept the other one.
          const existing = await repository.findLinkByItem(input.type, release.id);
          if (existing) return existing.id;
          throw error;
        });
        await deps.jobs.enqueue(PRESAVE_RELEASE_JOB, { linkId: id } satisfies PresaveReleasePayload, { runAt: new Date(release.release_date as string) });
        await deps.recordUse(user.id, 'presave');
        link = await repository.findLinkById(id);
      }
      const own = (await repository.listOwnLinks(user.id)).find((row) => row.id === link?.id);
      return (await presentOwn(own ?? { ...(link as NonNullable<typeof link>), fans: 0 })) as PresaveLink;
    },

    async listLinks(user: AuthUser): Promise<PresaveLink[]> {
      const links = await Promise.all((await repository.listOwnLinks(user.id)).map(presentOwn));
      return links.filter((link): link is PresaveLink => link !== undefined);
    },

    /** The public page; a release made private since is not found. */
    async getPage(slug: string): Promise<PresavePage> {
      const link = await repository.findLinkBySlug(slug);
      const release = link && (await findRelease(link));
      if (!link || !release || (release.is_public === 0 && release.is_scheduled === 0)) throw AppError.notFound();
      return presentPresavePage(link, release, deps.urls, deps.clock.now());
    },

    /** A fan asks to be told: kept once, answered the same either way. */
    async signUp(slug: string, email: string, ip: string): Promise<string> {
      await deps.limits.consume(`presave-signup:${ip}`, PRESAVE_SIGNUP_RATE_LIMIT);
      const link = await repository.findLinkBySlug(slug);
      const release = link && (await findRelease(link));
      if (!link || !release || (release.is_public === 0 && release.is_scheduled === 0)) throw AppError.notFound();
      if (isPubliclyPlayable(toPrivacy(release), deps.clock.now())) throw AppError.badRequest(PROMO_MESSAGES.alreadyReleased);
      await repository.insertFan(link.id, email, deps.clock.now().toISOString());
      return PROMO_MESSAGES.presaveSignedUp;
    },

    /** The release-day job: mails every fan not yet mailed, once the release is out. */
    async runReleaseJob(payload: unknown): Promise<void> {
      const { linkId } = payload as PresaveReleasePayload;
      const link = await repository.findLinkById(linkId);
      const release = link && (await findRelease(link));
      if (!link || !release) return;
      const now = deps.clock.now();
      if (!isPubliclyPlayable(toPrivacy(release), now)) {
        // Moved to a later date: wait for it. Made private: nothing to announce.
        if (isUpcoming(release, now)) await deps.jobs.enqueue(PRESAVE_RELEASE_JOB, { linkId } satisfies PresaveReleasePayload, { runAt: new Date(release.release_date as string) });
        return;
      }
      const artist = toArtistName(release);
      const itemUrl = `${deps.publicUrl}${link.item_type === 'song' ? '/songs/' : '/albums/'}${release.slug}`;
      for (const fan of await repository.listUnnotifiedFans(link.id)) {
        await deps.mail.send({
          to: fan.email,
          subject: `Out now: ${release.title} by ${artist}`,
          text: [`${release.title} by ${artist} is out today.`, '', `Listen now: ${itemUrl}`, '', `You asked to be told at ${deps.publicUrl}/sdlink/${link.slug}. This is the only mail you get about it.`, '', `— ${deps.brandName}`].join('\n'),
        });
        // One by one: a retry after a failure mails only those not mailed yet.
        await repository.markFanNotified(fan.id, deps.clock.now().toISOString());
      }
      await repository.markLinkNotified(link.id, deps.clock.now().toISOString());
    },
  };
}
export type PresaveService = ReturnType<typeof createPresaveService>;
