import type { SessionReply } from '@indiwave/domain/contract/auth';
import { PRO_STATE } from '@indiwave/domain/constants';
import { statusFromType, toStoredToken, typeFromStatus } from '@indiwave/domain/rules/session-user';
import type { SessionUser, SignInProvider } from '../../lib/session.ts';

/** The Pro state as the cached user keeps it: 0 none, 1 active, 2 expired (spec 1 §3.1). */
function toProMember(isPro: number): SessionUser['isProMember'] {
  if (isPro === PRO_STATE.active) return 1;
  if (isPro === PRO_STATE.expired) return 2;
  return 0;
}

/**
 * Maps the session reply (spec 1 §3.2) to the cached user of spec 1 §3.1: status from type
 * (an artist with an artist type named band is a Band), the token stored as 'Token ' + key,
 * names, place, flags, Pro state and days to expiry. `previous` keeps what the reply does not
 * carry (the provider of a social sign-in) when a call refreshes the user.
 */
export function toSessionUser(reply: SessionReply, previous?: Pick<SessionUser, 'signInProvider'> | null, provider?: SignInProvider): SessionUser {
  const r = reply.result;
  const artistTypes = r.artist_type.map((item) => item.name);
  const status = statusFromType(r.is_type, artistTypes);
  const name = [r.profile.first_name, r.profile.last_name].filter(Boolean).join(' ').trim();
  const user: SessionUser = {
    status,
    category: reply.category,
    token: toStoredToken(r.token),
    id: r.id,
    type: typeFromStatus(status),
    slug: r.slug_username,
    fname: r.profile.first_name,
    lname: r.profile.last_name,
    bname: r.band_name ?? '',
    name: name || r.slug_username,
    dp: r.profile.profile_pic,
    cover: r.profile.cover_pic,
    genre: r.genre_id.map((item) => item.name),
    artistType: artistTypes,
    country: r.country ?? r.profile.country,
    state: r.state,
    city: r.city,
    mobile: r.mobile,
    mobileCountryCode: r.mobile_country_code,
    email: r.email,
    isEmailVerified: r.ismail_verify,
    isMobVerified: r.ismobile_verify,
    isPwdSet: r.has_usable_password,
    songsCount: r.songs_count,
    videosCount: r.videos_count,
    iswhatsapp_verify: r.iswhatsapp_verify,
    whatsapp_number: r.whatsapp_number,
    isFromIndia: r.is_from_india,
    ip: r.ip,
    authorize_for_tv: r.authorize_for_tv,
    isProMember: toProMember(r.is_pro),
    isShowUpdateForm: r.is_show_update_form,
    placeIds: { country: r.country_id, state: r.state_id, city: r.city_id },
    guides: { dashboard: r.is_dashboard_sg_read, claps: r.is_claps_sg_read, schedule: r.is_schedule_sg_read },
    isStaff: r.is_staff,
  };
  if (r.sds_e !== null) user.expdays = r.sds_e;
  const signInProvider = provider ?? previous?.signInProvider;
  if (signInProvider) user.signInProvider = signInProvider;
  return user;
}
