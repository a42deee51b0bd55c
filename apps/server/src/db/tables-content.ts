import type { Generated } from 'kysely';

/** Blogs, advertisements and first-party analytics events (issue 20); see migrations/020-content.ts. */
export type ContentTables = {
  content_images: { key: string; purpose: string; width: number; height: number; uploaded_by: number | null; created_at: string };
  blog_categories: { id: Generated<number>; slug: string; name: string; created_at: string };
  blog_posts: BlogPostsTable;
  ad_campaigns: AdCampaignsTable;
  site_event_names: { id: Generated<number>; category: string; action: string; label: string };
  site_event_pages: { id: Generated<number>; page_key: string };
  site_events: { day: number; name_id: number; page_id: number; ad_id: number };
  site_events_daily: { day: number; name_id: number; page_id: number; ad_id: number; count: number };
  site_event_once: { key: string; day: number };
  site_rollups: { day: number; events: number; rolled_at: string };
};

export type BlogPostsTable = {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown as the team wrote it. */
  body_md: string;
  /** The sanitised HTML readers get, rendered when saved. */
  body_html: string;
  reading_minutes: number;
  category_id: number;
  image_key: string | null;
  /** The author (a member of the team). */
  user_id: number;
  is_published: Generated<number>;
  published_at: string | null;
  /** When every account was told of it (once, at its first publication). */
  announced_at: string | null;
  created_at: string;
  updated_at: string;
};

export type AdCampaignsTable = {
  id: Generated<number>;
  name: string;
  /** 'banner', 'popup', 'issue' or 'companion'. */
  placement: string;
  image_key: string;
  image_mobile_key: string | null;
  landing_url: string;
  /** JSON list of page keys ('all' for every page). */
  display_pages: string;
  for_pro: Generated<number>;
  start_time: Generated<number>;
  end_time: Generated<number>;
  /** Companion ads: the track. */
  song_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  is_active: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};
