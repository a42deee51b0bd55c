import type { ReleaseEventKind, ReleaseStatus } from '@indiwave/domain/constants';
import type { Agreement, Release, ReleaseTrack } from '@indiwave/domain/contract/distribution';
import { RELEASE_EVENT_LABELS, RELEASE_REJECT_CODE_TEXTS, RELEASE_STATUS_LABELS } from '@indiwave/domain/messages';
import { isReleaseEditable, listTitleHints } from '@indiwave/domain/rules/distribution-rules';
import { fillAgreementTemplate } from '@indiwave/domain/rules/agreement-template';
import type { MailMessage } from '../../platform/mail/mail.port.ts';
import type { AgreementRow, ReleaseEventRow, ReleaseRow, TakedownRow, TrackRow } from './releases.repository.ts';

/** What a release's page shows besides its own rows: its takedowns, and the stores' names. */
export type ReleaseExtras = { takedowns: TakedownRow[]; storeNames: Map<string, string> };

/** The stores (slugs) a release is taken down from now: those of takedowns not restored. */
export function listStoresTakenDown(takedowns: TakedownRow[]): string[] {
  return [...new Set(takedowns.filter((takedown) => takedown.restored_at === null).flatMap((takedown) => parseList(takedown.stores)))];
}

export function parseList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export function presentTrack(track: TrackRow): ReleaseTrack {
  return {
    id: track.id,
    position: track.position,
    title: track.title,
    version: track.version,
    artists: parseList(track.artists),
    isrc: track.isrc,
    is_explicit: track.is_explicit === 1,
    lyrics: track.lyrics,
    caller_tune_start: track.caller_tune_start,
    audio:
      track.audio_key && track.duration_ms !== null
        ? { name: track.audio_name ?? '', duration_s: Math.round(track.duration_ms / 100) / 10, sample_rate: track.sample_rate ?? 0, bit_depth: track.bit_depth ?? 0, size: track.audio_size ?? 0 }
        : null,
  };
}

/** The hints of the release title and every track title (listTitleHints), each once. */
export function listReleaseHints(release: ReleaseRow, tracks: TrackRow[]): string[] {
  const hints = [...listTitleHints(release.title, parseList(release.artists))];
  for (const track of tracks) hints.push(...listTitleHints(track.title, parseList(track.artists)));
  return [...new Set(hints)];
}

export function presentRelease(
  release: ReleaseRow,
  tracks: TrackRow[],
  events: ReleaseEventRow[],
  agreement: { id: number; signed_at: string } | null,
  artworkUrl: (key: string) => string,
  extras: ReleaseExtras,
): Release {
  const own = tracks.filter((track) => track.release_id === release.id);
  const takedowns = extras.takedowns.filter((takedown) => takedown.release_id === release.id);
  const status = release.status as ReleaseStatus;
  const reasons = JSON.parse(release.reject_reasons) as Array<{ field: string; code: keyof typeof RELEASE_REJECT_CODE_TEXTS; message: string }>;
  return {
    id: release.id,
    kind: release.kind as Release['kind'],
    is_transfer: release.is_transfer === 1,
    title: release.title,
    version: release.version,
    artists: parseList(release.artists),
    genre: release.genre,
    language: release.language,
    label: release.label,
    release_date: release.release_date,
    original_release_date: release.original_release_date,
    upc: release.upc,
    spotify_url: release.spotify_url,
    apple_url: release.apple_url,
    gaana_url: release.gaana_url,
    platforms: parseList(release.platforms),
    stores: parseList(release.stores),
    territories: parseList(release.territories),
    status,
    status_label: RELEASE_STATUS_LABELS[status],
    is_editable: isReleaseEditable(status),
    artwork: release.artwork_key ? { url: artworkUrl(release.artwork_key) } : null,
    tracks: own.map(presentTrack),
    hints: isReleaseEditable(status) ? listReleaseHints(release, own) : [],
    reject_reasons: status === 'rejected' ? reasons.map((reason) => ({ field: reason.field, code: reason.code, text: RELEASE_REJECT_CODE_TEXTS[reason.code] ?? '', message: reason.message })) : [],
    agreement,
    timeline: events
      .filter((event) => event.release_id === release.id)
      .map((event) => ({ status: event.status as ReleaseEventKind, label: RELEASE_EVENT_LABELS[event.status as ReleaseEventKind], at: event.created_at, note: event.note })),
    stores_taken_down: listStoresTakenDown(takedowns),
    takedowns: takedowns.map((takedown) => ({
      id: takedown.id,
      stores: parseList(takedown.stores).map((slug) => ({ slug, name: extras.storeNames.get(slug) ?? slug })),
      reason: takedown.reason,
      at: takedown.created_at,
      appeal: takedown.appeal_text !== null && takedown.appealed_at !== null ? { text: takedown.appeal_text, at: takedown.appealed_at } : null,
      restored_at: takedown.restored_at,
      can_appeal: takedown.appeal_text === null && takedown.restored_at === null,
    })),
    created_at: release.created_at,
  };
}

export function presentAgreement(row: AgreementRow): Agreement {
  return { id: row.id, release_id: row.release_id, release_title: row.release_title, text: row.body, signed_at: row.signed_at, signed_from: row.signed_ip, channel: row.channel as Agreement['channel'], sent_to: row.sent_to };
}

/**
 * The distribution agreement of one release, from the team's current template: who grants what
 * to whom, for which recordings, stores and territories. Generated when the code is asked for and
 * again when it is signed; the two must match or nothing is signed (the release, or the
 * template, changed in between).
 */
export function renderAgreement(input: {
  template: string;
  brandName: string;
  artist: { name: string; email: string };
  release: ReleaseRow;
  tracks: TrackRow[];
  storeNames: string[];
  territories: string[];
}): string {
  const { release } = input;
  return fillAgreementTemplate(input.template, {
    brand: input.brandName,
    artist_name: input.artist.name,
    artist_email: input.artist.email,
    release_title: release.title,
    release: `${release.kind === 'album' ? 'An album' : 'A single'}${release.is_transfer === 1 ? ', transferred from another distributor,' : ''} titled "${release.title}"${release.version ? ` (${release.version})` : ''} by ${parseList(release.artists).join(', ')}, to be released on ${release.release_date}, with these recordings:`,
    recordings: input.tracks.map((track) => `   ${track.position}. "${track.title}"${track.version ? ` (${track.version})` : ''} by ${parseList(track.artists).join(', ')}${track.isrc ? `, ISRC ${track.isrc}` : ''}`).join('\n'),
    stores: input.storeNames.join(', '),
    territories: input.territories.join(', '),
  });
}

export function presentAgreementCodeMail(to: string, code: string, brandName: string, title: string): MailMessage {
  return {
    to,
    subject: `${brandName}: your code to sign the agreement of "${title}"`,
    text: `Your code to sign the distribution agreement of "${title}" is ${code}.\n\nIt works for 10 minutes. If you did not ask for it, ignore this e-mail.`,
  };
}

export function presentAgreementCodeSms(code: string, brandName: string, title: string): string {
  return `${code} is your ${brandName} code to sign the distribution agreement of "${title}". It works for 10 minutes.`;
}

/** A mobile number as the artist is shown it: its country code and last 4 digits (+91******3210). */
export function maskMobile(countryCode: string, mobile: string): string {
  return `${countryCode}${mobile.slice(0, -4).replace(/./g, '*')}${mobile.slice(-4)}`;
}
