import type { Logger } from 'pino';
import type { TvPitchStatus } from '@indiwave/domain/constants';
import { toSlug } from '@indiwave/domain/rules/slug';
import type { Config } from '../../config.ts';
import { formatAirTime, TV_AIR_JOB } from '../../modules/tv/tv-review.service.ts';
import { createStoragePort } from '../../platform/storage/create-storage-port.ts';
import type { Database } from '../database.ts';
import { createDemoOpportunitiesRepository } from './demo-opportunities.repository.ts';

const DAY = 86_400_000;

/** A one-page PDF standing in for a CBFC certificate (a real file the review screen opens). */
const DEMO_CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
    '4 0 obj << /Length 86 >> stream\nBT /F1 18 Tf 72 760 Td (Demo certificate: U, unrestricted public exhibition) Tj ET\nendstream endobj\n' +
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * The demo's music videos and their pitches. The footage is the Blender Foundation's open films
 * on YouTube (CC BY), standing in for the invented artists' videos; the titles are the demo's.
 */
const DEMO_VIDEOS: {
  artist: string;
  title: string;
  youtubeId: string;
  pitch: { status: TvPitchStatus; programme?: string; airsIn?: number; isWebsite: boolean; reason?: string; pitchedDaysAgo: number };
}[] = [
  { artist: 'monsoon-theory', title: 'College Fest Anthem (official video)', youtubeId: 'aqz-KE-bpKQ', pitch: { status: 'aired', programme: 'the-countdown', airsIn: -3, isWebsite: true, pitchedDaysAgo: 20 } },
  { artist: 'asha-menon', title: 'First Rain (official video)', youtubeId: 'eRsGyueVLvQ', pitch: { status: 'scheduled', programme: 'fresh-drop', airsIn: 2, isWebsite: true, pitchedDaysAgo: 9 } },
  { artist: 'dhoop-chhaon', title: 'Bulla Ki Jaana (live session)', youtubeId: 'R6MlUcmOul8', pitch: { status: 'scheduled', programme: 'regional-wave', airsIn: 4, isWebsite: false, pitchedDaysAgo: 12 } },
  { artist: 'kabir-sethi', title: 'Local Train Lo-fi (visualiser)', youtubeId: 'WhWc3b3KhnY', pitch: { status: 'accepted', programme: 'fresh-drop', isWebsite: true, pitchedDaysAgo: 6 } },
  { artist: 'ishaan-sen', title: 'Tram Line Beat (official video)', youtubeId: 'mN0zPOpADL4', pitch: { status: 'submitted', isWebsite: true, pitchedDaysAgo: 1 } },
  { artist: 'kabir-sethi', title: 'Chai Stall Dawn (studio cut)', youtubeId: 'Y-rmzh0PI3c', pitch: { status: 'declined', isWebsite: false, reason: 'The picture is 4:3 with black bars; the channel airs 16:9 only. Send it again once it is re-cut.', pitchedDaysAgo: 15 } },
];

/** The steps a pitch went through to reach a state. */
const PATHS: Record<TvPitchStatus, TvPitchStatus[]> = {
  submitted: ['submitted'],
  in_review: ['submitted', 'in_review'],
  accepted: ['submitted', 'in_review', 'accepted'],
  scheduled: ['submitted', 'in_review', 'accepted', 'scheduled'],
  aired: ['submitted', 'in_review', 'accepted', 'scheduled', 'aired'],
  declined: ['submitted', 'in_review', 'declined'],
};

/** 8:00 PM IST (14:30 UTC) on the day `days` from now: when the evening programmes air. */
function toEveningSlot(now: number, days: number): string {
  const day = new Date(now + days * DAY);
  day.setUTCHours(14, 30, 0, 0);
  return day.toISOString();
}

/**
 * Seeds the demo's music videos and the channel's schedule once (when there are no pitches):
 * an aired video, two scheduled in the coming days, one accepted, one waiting for review and
 * one declined with its reason, each with its timeline and certificate; the air times' jobs
 * are queued as scheduling queues them.
 */
export async function seedDemoTv(db: Database, config: Config, logger: Logger): Promise<void> {
  const repository = createDemoOpportunitiesRepository(db);
  if (await repository.hasPitches()) return;
  const users = await repository.findDemoUserIds();
  if (users.size === 0) return;
  const programmes = await repository.findProgrammeIds();
  const programmeNames = new Map((await db.selectFrom('tv_programmes').select(['slug', 'name']).execute()).map((row) => [row.slug, row.name]));
  const storage = createStoragePort(config);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  let seeded = 0;
  for (const [index, video] of DEMO_VIDEOS.entries()) {
    const userId = users.get(video.artist);
    if (!userId) continue;
    const pitchedAt = now - video.pitch.pitchedDaysAgo * DAY;
    const isTv = video.pitch.status !== 'accepted' || video.pitch.programme !== undefined;
    const videoId = await repository.insertVideo({
      user_id: userId,
      slug: `${toSlug(video.title)}-${100 + index}`,
      youtube_video_id: video.youtubeId,
      title: video.title,
      mood_id: null,
      tags: 'music video',
      is_public: 1,
      is_submit_tv: isTv ? 1 : 0,
      video_released: 1,
      cbfc_certificate: isTv ? 1 : 0,
      track_embedded: 1,
      track_released: 1,
      is_submit_website: video.pitch.isWebsite ? 1 : 0,
      usermessage: '',
      song_id: null,
      created_at: iso(pitchedAt - DAY),
      updated_at: iso(pitchedAt),
    });
    const key = `confidential/tv-certificates/${userId}/demo-${index}.pdf`;
    await storage.putBuffer(key, DEMO_CERTIFICATE_PDF, { contentType: 'application/pdf' });
    const certificateId = await repository.insertCertificate({ userId, key, now: iso(pitchedAt) });

    const airsAt = video.pitch.airsIn !== undefined ? toEveningSlot(now, video.pitch.airsIn) : null;
    const programme = video.pitch.programme;
    const programmeName = programme ? (programmeNames.get(programme) ?? '') : '';
    const path = PATHS[video.pitch.status];
    const moves = path.map((status, step) => {
      const at = status === 'aired' && airsAt ? airsAt : iso(pitchedAt + step * 2 * DAY);
      const note = status === 'accepted' ? programmeName : status === 'scheduled' && airsAt ? `${programmeName}, ${formatAirTime(airsAt)}` : status === 'declined' ? (video.pitch.reason ?? '') : status === 'aired' ? programmeName : '';
      return { status, at, note };
    });
    const pitchId = await repository.insertPitch(
      {
        video_id: videoId,
        user_id: userId,
        status: video.pitch.status,
        is_submit_tv: isTv ? 1 : 0,
        is_submit_website: video.pitch.isWebsite ? 1 : 0,
        video_released: 1,
        track_embedded: 1,
        track_released: 1,
        usermessage: video.pitch.status === 'submitted' ? 'Shot over three nights on the Kolkata tram lines. Happy to send a 16:9 master in ProRes.' : '',
        certificate_id: certificateId,
        programme_id: programme ? (programmes.get(programme) ?? null) : null,
        scheduled_at: airsAt,
        aired_at: video.pitch.status === 'aired' ? airsAt : null,
        decline_reason: video.pitch.reason ?? null,
        created_at: iso(pitchedAt),
        updated_at: moves.at(-1)?.at ?? iso(pitchedAt),
      },
      moves,
    );
    if (video.pitch.status === 'scheduled' && airsAt) await repository.insertJob(TV_AIR_JOB, { pitchId, at: airsAt }, airsAt, iso(now));
    seeded += 1;
  }
  logger.info({ pitches: seeded }, 'demo TV schedule seeded');
}
