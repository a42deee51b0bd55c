/** An artist as widgets show them; the follow flags come from the item, or from follow_state. */
export type WidgetArtist = {
  slug: string;
  name: string;
  isFollowing?: boolean;
  /** The viewer is this artist: no follow button. */
  isSelf?: boolean;
};

/** A track as the row, the tiles and the bottom sheet show it, from any of the catalogue's shapes. */
export type WidgetTrack = {
  slug: string;
  title: string;
  image: string;
  artists: WidgetArtist[];
  /** Seconds. */
  duration?: number;
  plays?: number;
  /** The viewer's claps and everyone's. */
  mine: number;
  total: number;
  lyrics?: string;
  /** The album the track belongs to: its edit link opens the album (spec 2 §2.2). */
  albumSlug?: string | null;
  /** The track's video, shown in the bottom sheet and under the row on tablets. */
  video?: { slug: string; title: string } | null;
  isOwner?: boolean;
  isVariousArtists?: boolean;
  hasAgreement?: boolean;
  /** The viewer may play it now (audio present, released). */
  isPlayable?: boolean;
};
