import type { Generated } from 'kysely';

/** Distribution tables (issue 18); see migrations/018-distribution.ts for what each column means. */
export type DistributionTables = {
  distribution_stores: { id: Generated<number>; slug: string; name: string; dpid: string; position: number; is_active: Generated<number> };
  distribution_territories: { code: string; name: string };
  releases: ReleasesTable;
  release_tracks: ReleaseTracksTable;
  release_events: { id: Generated<number>; release_id: number; status: string; note: Generated<string>; actor_id: number | null; created_at: string };
  release_agreements: {
    id: Generated<number>;
    release_id: number;
    user_id: number;
    release_title: string;
    body: string;
    body_sha256: string;
    channel: string;
    sent_to: string;
    signed_ip: string;
    signed_at: string;
  };
  distribution_code_counters: { kind: string; next_value: number };
};

export type ReleasesTable = {
  id: Generated<number>;
  user_id: number;
  kind: string;
  is_transfer: Generated<number>;
  title: string;
  version: Generated<string>;
  artists: string;
  genre: string;
  language: string;
  label: Generated<string>;
  release_date: string;
  original_release_date: string | null;
  upc: string | null;
  spotify_url: Generated<string>;
  apple_url: Generated<string>;
  gaana_url: Generated<string>;
  platforms: Generated<string>;
  stores: string;
  territories: string;
  artwork_key: string | null;
  status: string;
  reject_reasons: Generated<string>;
  agreement_id: number | null;
  created_at: string;
  updated_at: string;
};

export type ReleaseTracksTable = {
  id: Generated<number>;
  release_id: number;
  position: number;
  title: string;
  version: Generated<string>;
  artists: string;
  isrc: string | null;
  is_explicit: Generated<number>;
  lyrics: Generated<string>;
  caller_tune_start: Generated<number>;
  audio_key: string | null;
  audio_name: string | null;
  audio_size: number | null;
  duration_ms: number | null;
  sample_rate: number | null;
  bit_depth: number | null;
  created_at: string;
};
