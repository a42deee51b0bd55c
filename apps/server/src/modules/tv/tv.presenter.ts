import type { TvPitchStatus } from '@indiwave/domain/constants';
import type { MyPitch, StaffPitch, StaffProgramme, StaffSlot, TvProgramme, TvSlot, TvVideo } from '@indiwave/domain/contract/tv';
import { TV_PITCH_STATUS_LABELS } from '@indiwave/domain/messages';
import { TV_PITCH_TRANSITIONS } from '@indiwave/domain/rules/opportunity-rules';
import { toYoutubeThumbnails } from '@indiwave/domain/rules/youtube';
import type { PitchView } from './tv.repository.ts';

type ProgrammeRow = { slug: string; name: string; length: string; slot: string; description: string; for_whom: string };
type EventRow = { pitch_id: number; status: string; note: string; created_at: string };

/** A programme as the channel's pages show it. */
export function presentProgramme(row: ProgrammeRow): TvProgramme {
  return { slug: row.slug, name: row.name, length: row.length, slot: row.slot, description: row.description, for_whom: row.for_whom };
}

/** The shown name of the pitch's artist. */
export function toArtistName(pitch: Pick<PitchView, 'band_name' | 'first_name' | 'last_name' | 'user_slug'>): string {
  return pitch.band_name || `${pitch.first_name} ${pitch.last_name}`.trim() || pitch.user_slug;
}

/** The video of a pitch. */
export function presentTvVideo(pitch: PitchView): TvVideo {
  return {
    slug: pitch.video_slug,
    title: pitch.video_title,
    youtube_video_id: pitch.youtube_video_id,
    image: toYoutubeThumbnails(pitch.youtube_video_id).img_480x360,
    artist: { name: toArtistName(pitch), slug: pitch.user_slug },
  };
}

/** A scheduled or aired pitch as a slot of the schedule. */
export function presentSlot(pitch: PitchView): TvSlot {
  return {
    at: (pitch.status === 'aired' ? (pitch.aired_at ?? pitch.scheduled_at) : pitch.scheduled_at) ?? pitch.updated_at,
    status: pitch.status === 'aired' ? 'aired' : 'scheduled',
    programme: { slug: pitch.programme_slug ?? '', name: pitch.programme_name ?? '' },
    video: presentTvVideo(pitch),
  };
}

/** A pitch as its artist follows it, with its timeline. */
export function presentMyPitch(pitch: PitchView, events: EventRow[]): MyPitch {
  const status = pitch.status as TvPitchStatus;
  return {
    id: pitch.id,
    status,
    status_label: TV_PITCH_STATUS_LABELS[status],
    video: presentTvVideo(pitch),
    is_submit_tv: pitch.is_submit_tv === 1,
    is_submit_website: pitch.is_submit_website === 1,
    video_released: pitch.video_released === 1,
    track_embedded: pitch.track_embedded === 1,
    track_released: pitch.track_released === 1,
    usermessage: pitch.usermessage,
    certificate: pitch.certificate_id !== null && pitch.certificate_name !== null ? { id: pitch.certificate_id, name: pitch.certificate_name } : null,
    programme: pitch.programme_slug && pitch.programme_name ? { slug: pitch.programme_slug, name: pitch.programme_name } : null,
    scheduled_at: pitch.scheduled_at,
    aired_at: pitch.aired_at,
    decline_reason: pitch.decline_reason,
    submitted_at: pitch.created_at,
    timeline: events
      .filter((event) => event.pitch_id === pitch.id)
      .map((event) => ({ status: event.status as TvPitchStatus, label: TV_PITCH_STATUS_LABELS[event.status as TvPitchStatus], at: event.created_at, note: event.note })),
  };
}

/** A pitch as staff review it: the artist, and the moves staff may make ('aired' is the schedule's own). */
export function presentStaffPitch(pitch: PitchView, events: EventRow[]): StaffPitch {
  const status = pitch.status as TvPitchStatus;
  return {
    ...presentMyPitch(pitch, events),
    artist: { name: toArtistName(pitch), slug: pitch.user_slug, email: pitch.email },
    moves: TV_PITCH_TRANSITIONS[status].filter((to) => to !== 'aired'),
  };
}

/** A programme as the team manages it. */
export function presentStaffProgramme(row: ProgrammeRow & { position: number; retired_at: string | null; pitch_count: number | string | null }): StaffProgramme {
  return { ...presentProgramme(row), position: row.position, retired_at: row.retired_at, pitch_count: Number(row.pitch_count ?? 0) };
}

/** A scheduled pitch on the team's schedule (its programme may be retired since). */
export function presentStaffSlot(pitch: PitchView): StaffSlot {
  return {
    pitch_id: pitch.id,
    at: pitch.scheduled_at ?? pitch.updated_at,
    programme: pitch.programme_slug ? { slug: pitch.programme_slug, name: pitch.programme_name ?? '', is_retired: pitch.programme_retired_at !== null } : null,
    video: presentTvVideo(pitch),
  };
}
