import type { FollowPerson } from '@indiwave/domain/contract/social';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { PersonRow } from './social.repository.ts';

/** The shown name: band name, or first and last name. */
export function toPersonName(row: Pick<PersonRow, 'band_name' | 'first_name' | 'last_name'>): string {
  return row.band_name || [row.first_name, row.last_name].filter(Boolean).join(' ');
}

/** A row → a person of a followers or following list. */
export function presentFollowPerson(row: PersonRow, state: { followersCount: number; isFollowing: boolean; viewerId: number | null }, urls: MediaUrls): FollowPerson {
  return {
    slug: row.slug,
    name: toPersonName(row),
    first_name: row.first_name,
    last_name: row.last_name,
    profile_pic: urls.profilePic(row.profile_pic),
    type: row.type === 'Artist' || row.type === 'Band' ? row.type : 'Listener',
    followers_count: state.followersCount,
    is_following: state.isFollowing,
    is_self: row.id === state.viewerId,
  };
}
