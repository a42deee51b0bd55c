import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_GROUP_WINDOW_MS } from '@indiwave/domain/constants';
import { NOTIFICATION_TYPE_OF_VERB, type EmailNotificationType, type NotificationCounts, type NotificationVerb } from '@indiwave/domain/contract/notifications';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/database.ts';
import type { MailMessage } from '../../platform/mail/mail.port.ts';
import { isPlaceholderEmail } from '../accounts/session.presenter.ts';
import { publishLiveEvent } from '../live/live-events.ts';
import { createEmailPreferencesService } from './email-preferences.service.ts';
import { presentFollowMail, presentMessageMail, type NotificationMailContext } from './notification-mail.presenter.ts';
import { presentCounts, toDisplayName } from './notifications.presenter.ts';
import { createNotificationsRepository, type NewNotification } from './notifications.repository.ts';
import { createTeamAccountService } from './team-account.service.ts';

/** A song, album, playlist or video a notification is about, as its module knows it now. */
export type NotifyObject = {
  type: 'song' | 'album' | 'playlist' | 'video' | 'blog';
  slug: string;
  /** Its title: kept with the notification, so the sentence survives a rename or deletion. */
  title: string;
  /** URL of its picture (artwork, cover, thumbnail), or null. */
  image?: string | null;
};

/** An opportunity or blog post announced to people. */
export type NotifyPost = { slug: string; title: string; image?: string | null };

/** What a notify call did: the notification's id, or null when nobody is to be told. */
export type NotifyResult = { id: number; isNew: boolean } | null;

/**
 * The notifications other modules raise (issue 7). Each call tells the recipient's open tabs
 * (the live `notification` event with the new counts) and, for follows and messages, may
 * e-mail them. Never about oneself: an actor who is the recipient, or a deleted account on
 * either side, makes no notification. Claps and follows of one object within 24 hours
 * (NOTIFICATION_GROUP_WINDOW_MS) join one notification: 'X and N others clapped for …'.
 *
 * Modules make one with `createNotifier(deps, app.log)` in their routes plugin and call, e.g.,
 * `notify.follow(followerId, artistId)` after the follow is stored.
 */
export function createNotifier(deps: AppDeps, logger: FastifyBaseLogger) {
  const { clock, fanout, mail } = deps.platform;
  const repository = createNotificationsRepository(deps.db);
  const now = () => clock.now().toISOString();
  const preferences = createEmailPreferencesService({ repository, secretKey: deps.config.secretKey, publicUrl: deps.config.publicUrl, now });
  const team = createTeamAccountService({ db: deps.db, config: deps.config, logger, now });

  /** Reads the bell's counts and sends them to the person's open tabs. */
  async function publishCounts(userId: number): Promise<NotificationCounts> {
    const counts = presentCounts(await repository.countUnread(userId));
    publishLiveEvent(fanout, { userId, name: 'notification', data: counts });
    return counts;
  }

  /** True when both people exist and are not the same person. */
  async function canNotify(actorId: number, recipientId: number): Promise<boolean> {
    if (actorId === recipientId) return false;
    const live = await repository.listLiveUserIds([actorId, recipientId]);
    return live.has(actorId) && live.has(recipientId);
  }

  function toFields(verb: NotificationVerb, recipientId: number, actorId: number | null, object?: NotifyObject | null): NewNotification {
    return {
      recipient_id: recipientId,
      type: NOTIFICATION_TYPE_OF_VERB[verb],
      verb,
      actor_id: actorId,
      object_type: object?.type ?? (verb === 'follow' ? 'user' : verb === 'message' ? 'message' : 'broadcast'),
      object_slug: object?.slug ?? null,
      object_title: object?.title ?? null,
      object_image: object?.image ?? null,
    };
  }

  async function addToGroup(verb: NotificationVerb, actorId: number, recipientId: number, groupKey: string, object: NotifyObject | null, isRepeatBumped = false): Promise<NotifyResult> {
    if (!(await canNotify(actorId, recipientId))) return null;
    const windowStart = new Date(clock.now().getTime() - NOTIFICATION_GROUP_WINDOW_MS).toISOString();
    const result = await repository.addToGroup({ notification: toFields(verb, recipientId, actorId, object), actorId, groupKey, windowStart, now: now(), isRepeatBumped });
    if (result.isChanged) await publishCounts(recipientId);
    return { id: result.id, isNew: result.isNew };
  }

  async function addSingle(fields: NewNotification): Promise<NotifyResult> {
    if (fields.actor_id !== null && fields.actor_id !== undefined && !(await canNotify(fields.actor_id, fields.recipient_id))) return null;
    const [id] = await repository.insertNotifications([fields], now());
    await publishCounts(fields.recipient_id);
    return { id, isNew: true };
  }

  /**
   * E-mails a notification when the recipient has a verified address and has not turned the
   * type off. A mail failure is logged and never undoes what caused it.
   */
  async function sendMail(type: EmailNotificationType, recipientId: number, build: (context: NotificationMailContext) => MailMessage): Promise<void> {
    try {
      const person = await repository.findPerson(recipientId);
      if (!person || person.is_email_verified !== 1 || isPlaceholderEmail(person.email)) return;
      if (!(await preferences.isEmailEnabled(recipientId, type))) return;
      await mail.send(
        build({
          to: person.email,
          brandName: deps.config.brand.name,
          unsubscribeUrl: preferences.toUnsubscribeUrl(recipientId, type),
          settingsUrl: `${deps.config.publicUrl}/settings`,
        }),
      );
    } catch (error) {
      logger.warn({ err: error, type, recipientId }, 'notification mail not sent');
    }
  }

  async function findName(userId: number): Promise<{ name: string; slug: string } | null> {
    const person = await repository.findPerson(userId);
    return person ? { name: toDisplayName(person), slug: person.slug } : null;
  }

  async function announceToEveryone(verb: 'broadcast' | 'blog', fields: { body?: string; link?: string | null; post?: NotifyPost }): Promise<number> {
    const sender = await team.getTeam();
    const count = await repository.insertForEveryone(
      {
        type: NOTIFICATION_TYPE_OF_VERB[verb],
        verb,
        actor_id: sender.id,
        object_type: verb,
        object_slug: fields.post?.slug ?? null,
        object_title: fields.post?.title ?? null,
        object_image: fields.post?.image ?? null,
        body: fields.body ?? null,
        link: fields.link ?? null,
      },
      `${verb}:${crypto.randomUUID()}`,
      now(),
    );
    // One event for everyone: each open stream reads its own person's counts.
    publishLiveEvent(fanout, { userId: null, name: 'notification', data: null });
    return count;
  }

  return {
    /** `actorId` started following `recipientId`; follows within the window group; the first of a group is e-mailed. */
    async follow(actorId: number, recipientId: number): Promise<NotifyResult> {
      const result = await addToGroup('follow', actorId, recipientId, 'follow', null);
      if (result?.isNew) {
        const follower = await findName(actorId);
        if (follower) await sendMail('follow', recipientId, (context) => presentFollowMail(context, follower, `${deps.config.publicUrl}/${encodeURIComponent(follower.slug)}`));
      }
      return result;
    },

    /** `actorId` clapped for the recipient's object; claps on one object within the window group, repeated claps change nothing. */
    clap(actorId: number, recipientId: number, object: NotifyObject): Promise<NotifyResult> {
      return addToGroup('clap', actorId, recipientId, `clap:${object.type}:${object.slug}`, object);
    },

    /** `actorId` commented on the recipient's object. */
    comment(actorId: number, recipientId: number, object: NotifyObject): Promise<NotifyResult> {
      return addSingle(toFields('comment', recipientId, actorId, object));
    },

    /** `actorId` replied to the recipient's comment on `object`. */
    reply(actorId: number, recipientId: number, object: NotifyObject): Promise<NotifyResult> {
      return addSingle(toFields('reply', recipientId, actorId, object));
    },

    /** `actorId` reviewed the recipient's album or playlist. */
    review(actorId: number, recipientId: number, object: NotifyObject): Promise<NotifyResult> {
      return addSingle(toFields('review', recipientId, actorId, object));
    },

    /** `actorId` added the recipient's track to their playlist. */
    playlistAdd(actorId: number, recipientId: number, object: NotifyObject, playlist: { slug: string; title: string }): Promise<NotifyResult> {
      return addSingle({ ...toFields('playlist_add', recipientId, actorId, object), extra_slug: playlist.slug, extra_title: playlist.title });
    },

    /** The recipient earned an achievement (issue 8): by nobody, leading to /mydashboard/achievements. */
    achievement(recipientId: number, title: string): Promise<NotifyResult> {
      return addSingle({ ...toFields('achievement', recipientId, null), object_title: title, link: '/mydashboard/achievements' });
    },

    /**
     * A new message from `senderId` (called by messaging). Messages from one sender join one
     * notification that comes back unread with each message. The e-mail goes only for the
     * first unread message of a conversation, so a chat is not a flood of mail.
     */
    async message(senderId: number, recipientId: number, options: { isFirstUnread: boolean; isTvCommunication: boolean }): Promise<NotifyResult> {
      const result = await addToGroup('message', senderId, recipientId, `message:${senderId}`, null, true);
      if (result && options.isFirstUnread) {
        const sender = await findName(senderId);
        if (sender) {
          const url = `${deps.config.publicUrl}/messaging?user=${encodeURIComponent(sender.slug)}`;
          await sendMail('message', recipientId, (context) => presentMessageMail(context, sender, url, options.isTvCommunication));
        }
      }
      return result;
    },

    /** Marks read the message notification from `senderId` once their conversation is read. */
    async readMessageNotification(recipientId: number, senderId: number): Promise<void> {
      if (await repository.markGroupRead(recipientId, `message:${senderId}`)) await publishCounts(recipientId);
    },

    /** An opportunity for these people ('New opportunity: …', or the given sentence); by nobody. */
    async opportunity(recipientIds: number[], opportunity: NotifyPost, text?: string): Promise<number> {
      const live = [...(await repository.listLiveUserIds(recipientIds))];
      await repository.insertNotifications(
        live.map((recipientId) => ({
          ...toFields('opportunity', recipientId, null),
          object_type: 'opportunity',
          object_slug: opportunity.slug,
          object_title: opportunity.title,
          object_image: opportunity.image ?? null,
          body: text ?? null,
        })),
        now(),
      );
      for (const recipientId of live) await publishCounts(recipientId);
      return live.length;
    },

    /**
     * A notice of the team to one person (issue 21: moderation decisions), by nobody: the plain
     * text is the sentence, `link` where it leads. Written with `db` (the decision's transaction);
     * call `publishCounts` for the recipient once it has committed.
     */
    async notice(db: Database, recipientId: number, fields: { body: string; link: string | null; object?: NotifyObject | null }): Promise<number> {
      return createNotificationsRepository(db).insertNotice(
        {
          recipient_id: recipientId,
          type: NOTIFICATION_TYPE_OF_VERB.moderation,
          verb: 'moderation',
          actor_id: null,
          object_type: fields.object?.type ?? 'broadcast',
          object_slug: fields.object?.slug ?? null,
          object_title: fields.object?.title ?? null,
          object_image: fields.object?.image ?? null,
          body: fields.body,
          link: fields.link,
        },
        now(),
      );
    },

    /** A team broadcast to every account but the team (brd_count); plain text, an optional link. Returns how many got it. */
    broadcast(text: string, link: string | null = null): Promise<number> {
      return announceToEveryone('broadcast', { body: text, link });
    },

    /**
     * One batch of a console broadcast (issue 21), from the team account, written with `db` (the
     * batch's transaction); `batchKey` is unique to the batch. Call `announceCountsChanged` once
     * it has committed.
     */
    async broadcastBatch(db: Database, recipientIds: number[], fields: { text: string; link: string | null; batchKey: string }): Promise<number> {
      const sender = await team.getTeam();
      return createNotificationsRepository(db).insertForRecipients(
        { type: NOTIFICATION_TYPE_OF_VERB.broadcast, verb: 'broadcast', actor_id: sender.id, object_type: 'broadcast', object_slug: null, object_title: null, object_image: null, body: fields.text, link: fields.link },
        recipientIds.filter((id) => id !== sender.id),
        fields.batchKey,
        now(),
      );
    },

    /** Tells every open tab to read its counts again (one event for everyone, after a broadcast batch). */
    announceCountsChanged(): void {
      publishLiveEvent(fanout, { userId: null, name: 'notification', data: null });
    },

    /** The team account's id: it sends broadcasts and never receives one. */
    async readTeamId(): Promise<number> {
      return (await team.getTeam()).id;
    },

    /** A new blog post, announced to every account like a broadcast. */
    blog(post: NotifyPost): Promise<number> {
      return announceToEveryone('blog', { post });
    },

    /** The bell's counts of a person (spec 1 §3.4). */
    async countUnread(userId: number): Promise<NotificationCounts> {
      return presentCounts(await repository.countUnread(userId));
    },

    /** Sends a person's current counts to their open tabs (after they read or hide something). */
    publishCounts,
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
