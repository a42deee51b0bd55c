/** The owner columns every catalogue view selects from its joined `users` row (spec 2 §3 `user`). */
export const OWNER_COLUMNS = [
  'users.slug as owner_slug',
  'users.first_name as owner_first_name',
  'users.last_name as owner_last_name',
  'users.band_name as owner_band_name',
  'users.profile_pic as owner_profile_pic',
] as const;
