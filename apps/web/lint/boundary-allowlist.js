// Imports that broke the web layers when the rule arrived (issue 13), each as
// 'importing file -> imported file' (paths under apps/web/src, without extension).
// This list only shrinks: fix an entry by moving the shared piece to lib/ or ui/, or by letting
// app/ compose the two features, then delete its line. Never add one: new code is born respecting
// the rule (docs/architecture.md, "Web").
export const BOUNDARY_ALLOWLIST = [
  'features/accounts/components/EmailNotificationsSection.tsx -> features/notifications/api/email-preferences',
  'features/catalog/components/AlbumForm.tsx -> features/workstation/tour/ScheduleGuide',
  'features/catalog/components/DashboardFrame.tsx -> features/workstation/components/DashboardNav',
  'features/catalog/components/SongForm.tsx -> features/workstation/tour/ScheduleGuide',
  'features/catalog/pages/AlbumDetailPage.tsx -> features/comments/components/CommentsSection',
  'features/catalog/pages/SongDetailPage.tsx -> features/comments/components/CommentsSection',
  'features/catalog/pages/VideoDetailPage.tsx -> features/comments/components/CommentsSection',
  'features/catalog/pages/VideoDetailPage.tsx -> features/video-popup/components/VideoPoster',
  'features/catalog/pages/VideoDetailPage.tsx -> features/video-popup/popup-video',
  'features/catalog/routes.test.tsx -> app/router',
  'features/library/pages/LibraryPage.tsx -> features/playlists/api/get-own-playlists',
  'features/player/components/SaveQueueForm.tsx -> features/playlists/api/save-playlist',
  'features/playlists/pages/EditPlaylistPage.tsx -> features/catalog/components/ArtworkField',
  'features/playlists/pages/PlaylistDetailPage.tsx -> features/comments/components/CommentsSection',
  'features/profile/components/EditProfileDialog.tsx -> features/accounts/api/get-personal-details',
  'features/profile/components/EditProfileDialog.tsx -> features/accounts/components/PersonalDetailsSection',
  'features/profile/components/EditProfileDialog.tsx -> features/accounts/components/PicturesSection',
  'features/profile/components/EditProfileDialog.tsx -> features/accounts/components/SocialLinksSection',
  'features/profile/components/PressKitAchievements.tsx -> features/workstation/api/get-achievements',
  'features/profile/components/PressKitAchievements.tsx -> features/workstation/components/AchievementList',
  'features/promo/pages/MyPromotePage.tsx -> features/workstation/components/DashboardNav',
];
