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
  /** Versions of the agreement's text (migrations/023-agreement-templates.ts); the newest is current. */
  agreement_templates: { id: Generated<number>; body: string; note: Generated<string>; created_by: number | null; created_at: string };
  release_takedowns: {
    id: Generated<number>;
    release_id: number;
    stores: string;
    reason: string;
    actor_id: number;
    created_at: string;
    batch_id: string | null;
    appeal_text: string | null;
    appealed_at: string | null;
    restored_at: string | null;
    restored_by: number | null;
    restore_batch_id: string | null;
  };
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

/** Revenue tables (issue 18 item 6); see migrations/018b-revenue.ts. */
export type RevenueTables = {
  revenue_statements: {
    id: Generated<number>;
    content_sha256: string;
    file_name: string;
    line_count: number;
    matched_count: number;
    unmatched_count: number;
    total_paise: number;
    units: number;
    imported_by: number;
    created_at: string;
  };
  revenue_earnings: {
    id: Generated<number>;
    statement_id: number;
    user_id: number;
    release_id: number;
    track_id: number | null;
    store: string;
    country: string;
    sale_month: string;
    reporting_month: string;
    currency: string;
    rate: string;
    units: number;
    earnings_paise: number;
  };
  revenue_unmatched_lines: {
    id: Generated<number>;
    statement_id: number;
    line_number: number;
    reporting_month: string;
    sale_month: string;
    store: string;
    country: string;
    artist: string;
    title: string;
    isrc: string;
    upc: string;
    units: number;
    earnings: string;
    currency: string;
    rate: string;
    earnings_paise: number;
  };
  bank_details: { user_id: number; holder_name: string; bank_name: string; ifsc: string; account_number: string; updated_at: string };
  payout_requests: {
    id: Generated<number>;
    user_id: number;
    amount_paise: number;
    status: string;
    holder_name: string;
    ifsc: string;
    account_number: string;
    note: Generated<string>;
    decided_by: number | null;
    decided_at: string | null;
    created_at: string;
  };
};
