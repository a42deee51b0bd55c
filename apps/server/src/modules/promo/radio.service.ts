import crypto from 'node:crypto';
import { PITCH_RATE_LIMIT, PROMO_MESSAGES, type Pitch, type PitchAnswer, type PitchAnswerQuery, type RadioStation } from '@indiwave/domain/contract/promo';
import { isPubliclyPlayable } from '@indiwave/domain/rules/privacy';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { isUniqueViolation } from '../catalog/catalog-rules.ts';
import { presentPitch, toArtistName, toPrivacy } from './promo.presenter.ts';
import type { PromoRepository } from './promo.repository.ts';

type Deps = {
  repository: PromoRepository;
  mail: MailPort;
  clock: ClockPort;
  limits: RateLimiter;
  secretKey: string;
  publicUrl: string;
  brandName: string;
  recordUse: (userId: number, tool: 'radio_pitch') => Promise<void>;
};

/** The signature of a pitch's answer link (HMAC-SHA-256 under SECRET_KEY, bound to its purpose). */
export function signPitchAnswer(secretKey: string, pitchId: number, answer: PitchAnswer): string {
  return crypto.createHmac('sha256', secretKey).update(`pitch-answer:${pitchId}:${answer}`).digest('base64url');
}

/** True when the link's signature is the one we made for this pitch and answer. */
export function isPitchAnswerSigned(secretKey: string, pitchId: number, answer: string, signature: string): boolean {
  if (answer !== 'accept' && answer !== 'decline') return false;
  const expected = Buffer.from(signPitchAnswer(secretKey, pitchId, answer));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * Radio pitching (spec 2 §9 'Pitching is to 11 radio stations'): a pitch per song and station,
 * mailed to the station with the song's link and two signed links that answer it without an
 * account. Only a song everyone can play is pitched: the station must be able to listen.
 */
export function createRadioService(deps: Deps) {
  const { repository } = deps;
  const answerUrl = (pitchId: number, answer: PitchAnswer) =>
    `${deps.publicUrl}/api/promo/pitch_answer?pitch=${pitchId}&answer=${answer}&sig=${signPitchAnswer(deps.secretKey, pitchId, answer)}`;

  return {
    async listStations(): Promise<RadioStation[]> {
      return (await repository.listStations()).map((row) => ({ slug: row.slug, name: row.name, city: row.city, genre_focus: row.genre_focus }));
    },

    async listPitches(user: AuthUser): Promise<Pitch[]> {
      return (await repository.listPitches({ userId: user.id })).map(presentPitch);
    },

    /** Pitches one of the artist's songs to a station, once; mails the station. */
    async pitch(user: AuthUser, input: { song: string; station: string; message: string }): Promise<Pitch> {
      await deps.limits.consume(`promo-pitch:${user.id}`, PITCH_RATE_LIMIT);
      const song = await repository.findOwnSongBySlug(user.id, input.song);
      if (!song) throw AppError.notFound();
      const now = deps.clock.now();
      if (!isPubliclyPlayable(toPrivacy(song), now)) throw AppError.badRequest(PROMO_MESSAGES.pitchNeedsPublicSong);
      const station = await repository.findStationBySlug(input.station);
      if (!station) throw AppError.notFound();
      if (station.retired_at !== null) throw fieldError('station', CATALOGUE_MESSAGES.stationRetired);
      if (await repository.findPitch(song.id, station.id)) throw AppError.badRequest(PROMO_MESSAGES.alreadyPitched);
      let id: number;
      try {
        id = await repository.insertPitch({ user_id: user.id, song_id: song.id, station_id: station.id, message: input.message, status: 'sent', created_at: now.toISOString() });
      } catch (error) {
        // Two pitches racing: the unique index keeps one.
        if (isUniqueViolation(error)) throw AppError.badRequest(PROMO_MESSAGES.alreadyPitched);
        throw error;
      }
      const owner = await repository.findUserName(user.id);
      const artist = owner ? toArtistName(owner) : '';
      await deps.mail.send({
        to: station.email,
        replyTo: owner?.email,
        subject: `New music for ${station.name}: ${song.title} by ${artist}`,
        text: [
          `Hello ${station.name},`,
          '',
          `${artist} would like you to play "${song.title}" on air.`,
          ...(input.message ? ['', input.message] : []),
          '',
          `Listen: ${deps.publicUrl}/songs/${song.slug}`,
          `Artist's e-Press Kit: ${deps.publicUrl}/${owner?.slug ?? ''}`,
          '',
          `Accept the pitch: ${answerUrl(id, 'accept')}`,
          `Decline the pitch: ${answerUrl(id, 'decline')}`,
          '',
          `— ${deps.brandName}`,
        ].join('\n'),
      });
      await deps.recordUse(user.id, 'radio_pitch');
      return presentPitch((await repository.listPitches({ id }))[0] as Parameters<typeof presentPitch>[0]);
    },

    /** Whether a link is genuine, and the pitch it answers. */
    async findSignedPitch(query: PitchAnswerQuery) {
      if (!isPitchAnswerSigned(deps.secretKey, query.pitch, query.answer, query.sig)) return undefined;
      const [pitch] = await repository.listPitches({ id: query.pitch });
      return pitch ? { pitch: presentPitch(pitch), answer: query.answer } : undefined;
    },

    /** Records the station's answer (its latest click counts). */
    async answer(pitchId: number, answer: PitchAnswer): Promise<void> {
      await repository.answerPitch(pitchId, answer === 'accept' ? 'accepted' : 'declined', deps.clock.now().toISOString());
    },
  };
}
export type RadioService = ReturnType<typeof createRadioService>;
