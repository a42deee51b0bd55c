import { ARTIST_PREFERENCES } from '@indiwave/domain/constants';
import type { NamedRef } from '@indiwave/domain/contract/catalog';
import type { PressPhoto, Profile, TechRider } from '@indiwave/domain/contract/profile';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { PersonRow } from './profile.repository.ts';
import { toPressPreviewKey } from './press-kit-files.ts';

export type ArtistPreference = (typeof ARTIST_PREFERENCES)[number];

/** Stored preference keys that are still ones we offer, in the list's order. */
export function toPreferences(stored: string[]): ArtistPreference[] {
  return ARTIST_PREFERENCES.filter((key) => stored.includes(key));
}

/** The tech rider row → its reply, with the public download URL. */
export function presentTechRider(row: { file_name: string; size: number; created_at: string }, slug: string, downloadPath: string): TechRider {
  return { file_name: row.file_name, size: row.size, url: `${downloadPath}?slug=${encodeURIComponent(slug)}`, uploaded_date: row.created_at };
}

/** A press photo row → its reply. */
export function presentPressPhoto(row: { photo_id: string; storage_key: string; width: number; height: number; created_at: string }, urls: MediaUrls): PressPhoto {
  const previewKey = toPressPreviewKey(row.storage_key);
  return { photo_id: row.photo_id, url: urls.publicUrl(row.storage_key), preview_url: previewKey ? urls.publicUrl(previewKey) : null, width: row.width, height: row.height, uploaded_date: row.created_at };
}

const TYPE_STATUS = { Artist: 1, Band: 2, Listener: 3 } as const;

/** The person and what hangs off them → the profile (contract/profile.ts). */
export function presentProfile(
  person: PersonRow,
  parts: {
    genres: NamedRef[];
    artistTypes: NamedRef[];
    links: { instagram: string; facebook: string; twitter: string; youtube: string } | null;
    followers: number;
    following: number;
    isFollowing: boolean;
    isOwner: boolean;
    canFollow: boolean;
    counts: Profile['counts'];
    members: { name: string; role_id: number; role_name: string }[];
    preferences: ArtistPreference[];
    rider: TechRider | null;
    photos: PressPhoto[];
    urls: MediaUrls;
  },
): Profile {
  const type = person.type === 'Band' ? 'Band' : person.type === 'Listener' ? 'Listener' : 'Artist';
  return {
    slug_username: person.slug,
    type,
    is_type: TYPE_STATUS[type],
    name: person.band_name || [person.first_name, person.last_name].filter(Boolean).join(' '),
    first_name: person.first_name,
    last_name: person.last_name,
    band_name: person.band_name,
    profile_pic: parts.urls.profilePic(person.profile_pic),
    cover_pic: parts.urls.profilePic(person.cover_pic),
    bio: person.bio ?? '',
    genres: parts.genres,
    artist_type: parts.artistTypes,
    city: person.city_name ?? person.other_city ?? '',
    state: person.state_name ?? '',
    country: person.country_name ?? '',
    followers_count: parts.followers,
    following_count: parts.following,
    is_following: parts.isFollowing,
    is_self: parts.isOwner,
    can_follow: parts.canFollow && !parts.isOwner,
    social_links: parts.links ?? { instagram: '', facebook: '', twitter: '', youtube: '' },
    band_members: type === 'Band' ? parts.members.map((member) => ({ name: member.name, role: { id: member.role_id, name: member.role_name } })) : [],
    preferences: parts.preferences,
    // Achievements are awarded by the workstation (issue 8); until then there are none to show.
    achievements: [],
    counts: parts.counts,
    tech_rider: parts.rider,
    press_photos: parts.photos,
    created_date: person.created_at,
  };
}
