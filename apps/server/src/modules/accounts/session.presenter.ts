import type { AccountType, SessionReply, SessionResult } from '@indiwave/domain/contract/auth';
import { statusFromType } from '@indiwave/domain/rules/session-user';
import { USER_STATUS } from '@indiwave/domain/constants';
import { toStaffRole } from './session-token.service.ts';
import type { NamedRef, ScreenGuideColumn, UserRow } from './users.repository.ts';

/** Addresses kept for a social account that gave no e-mail: never shown, never mailed. */
export const NO_EMAIL_DOMAIN = 'no-email.invalid';

/** True for the stand-in address of an account without an e-mail. */
export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${NO_EMAIL_DOMAIN}`);
}

/** A stored picture key ('avatars/…jpg') as the URL it is served at; full URLs pass through. */
export function toMediaUrl(key: string | null): string | null {
  if (!key) return null;
  return /^(https?:)?\//.test(key) ? key : `/media/${key}`;
}

/** The account type of a row ('Artist', 'Band', 'Listener'); anything unexpected reads as Listener. */
export function toAccountType(type: string): AccountType {
  return type === 'Artist' || type === 'Band' ? type : 'Listener';
}

/** Everything the session reply is made from. */
export type SessionParts = {
  user: UserRow;
  tokenKey: string;
  artistTypes: NamedRef[];
  genres: NamedRef[];
  place: { country: string | null; countryIso: string | null; state: string | null; city: string | null };
  guides: Record<ScreenGuideColumn, number>;
  proState: number;
  proDaysLeft: number | null;
  counts: { songs: number; videos: number };
  isNewUser: boolean;
  ip: string;
};

/** Rows → the session reply of spec 1 §3.2 / spec 2 §3 (the Register response). */
export function presentSession(parts: SessionParts, message?: string): SessionReply {
  const { user } = parts;
  const type = toAccountType(user.type);
  const status = statusFromType(type, parts.artistTypes.map((t) => t.name));
  const category = status === USER_STATUS.band ? 'band' : status === USER_STATUS.artist ? 'artist' : 'listener';
  const result: SessionResult = {
    token: parts.tokenKey,
    id: user.id,
    is_type: type,
    slug_username: user.slug,
    profile: {
      first_name: user.first_name,
      last_name: user.last_name,
      profile_pic: toMediaUrl(user.profile_pic),
      cover_pic: toMediaUrl(user.cover_pic),
      country: parts.place.country,
    },
    band_name: user.band_name,
    genre_id: parts.genres,
    artist_type: parts.artistTypes,
    mobile: user.mobile,
    mobile_country_code: user.mobile_country_code,
    email: isPlaceholderEmail(user.email) ? '' : user.email,
    ismail_verify: user.is_email_verified === 1,
    ismobile_verify: user.is_mobile_verified === 1,
    songs_count: parts.counts.songs,
    videos_count: parts.counts.videos,
    has_usable_password: user.password_hash !== null,
    iswhatsapp_verify: user.is_whatsapp_verified === 1,
    whatsapp_number: user.whatsapp_number,
    is_pro: parts.proState,
    sds_e: parts.proDaysLeft,
    authorize_for_tv: user.is_authorized_for_tv === 1,
    is_new_user: parts.isNewUser,
    is_show_update_form: user.needs_update_form === 1,
    country: parts.place.country,
    state: parts.place.state,
    city: parts.place.city ?? user.other_city,
    country_id: user.country_id,
    state_id: user.state_id,
    city_id: user.city_id,
    is_dashboard_sg_read: parts.guides.is_dashboard_read === 1,
    is_claps_sg_read: parts.guides.is_claps_read === 1,
    is_schedule_sg_read: parts.guides.is_schedule_read === 1,
    ip: parts.ip,
    is_from_india: parts.place.countryIso === 'IN',
    is_staff: toStaffRole(user.staff_role) !== null,
  };
  return message ? { success: true, category, result, message } : { success: true, category, result };
}

/** The screen-guide flags as the API names them. */
export function presentScreenGuides(guides: Record<ScreenGuideColumn, number>) {
  return {
    is_dashboard_sg_read: guides.is_dashboard_read === 1,
    is_claps_sg_read: guides.is_claps_read === 1,
    is_schedule_sg_read: guides.is_schedule_read === 1,
  };
}
