/**
 * Every user-facing sentence of the specification, verbatim, typos included.
 * Sentences that are ours (the spec says "not shown") are marked as such.
 */
export const MESSAGES = {
  // spec 1 §1
  tagline: 'Distribute, Promote and Monetize your music',
  // spec 1 §2.4
  searchPlaceholder: 'Search songs, videos, artists...',
  // spec 1 §4, §8
  newVersion: 'New version available. Load New Version?',
  updateRequired: 'Update Required',
  // Ours: the spec only says the browser or a Flash plugin must be updated (spec 1 §2.7).
  updateRequiredDetail: 'To play the media you will need to either update your browser to a recent version or update your Flash plugin.',
  addedToQueue: 'Added to Queue',
  confirmDefault: 'Are you sure?',
  invalidSafeType: 'Invalid safe type specified',
  // READING: errors
  clientError: 'Client-side error occured!',
  clientErrorPhone: 'Client-side error occured',
  serverError: 'Server-side error occured!',
  serverErrorPhone: 'Server-side error occured',
  helperError: 'An error occurred.',
  userNotFound: 'User not found',
  // spec 1 §5 / spec 2 §5.5
  required: 'required',
  invalidInput: 'invalid input',
  // spec 2 §5.1
  artistNameRequired: 'Please enter your artist name',
  artistNameInvalid: 'Please enter a valid artist name',
  artistNameMax: "Artist name can't be more than 50 characters long.",
  usernameRequired: 'Please enter a username',
  usernameInvalid: 'Please enter a valid username',
  usernameMin: 'Username must be atleast 3 characters long',
  usernameMax: "Username can't be more than 50 characters long",
  usernameTaken: 'The username entered already exist',
  mobileInvalid: 'Please enter a valid mobile number',
  emailRequired: 'Please enter your email ID',
  emailInvalid: 'Please enter a valid email ID',
  emailTakenRegistration: 'The Email ID entered already exist',
  emailTakenPopup: 'The email ID entered already exist',
  robotRequired: "Please prove that you're not a robot",
  countryRequired: 'Please select your country',
  stateRequired: 'Please select your state',
  cityRequired: 'Please select your city',
  otherCityRequired: 'Please enter your city',
  otherCityInvalid: 'Please enter valid city name',
  skillsMin: 'Please choose atleast one option.',
  skillsMax: 'You can only select 3',
  passwordMin: 'Password must be atleast 6 characters long.',
  passwordMax: "Password can't be more than 20 characters long.",
  // spec 2 §8
  loginFailed: 'Your email and/or password do not match New to the product?',
  createAccount: 'Create your account',
  invalidOtp: 'Invaild OTP',
  emailVerified: 'Email verified successfully',
  otpSentEmail: 'OTP sent on your email address.',
  addedToPlaylist: 'Added to playlist!',
  reportedSuccessfully: 'Reported successfully',
  mobileVerified: 'Mobile verified successfully',
  copiedSuccessfully: 'Copied successfully',
  noPlaylists: "You don't have any playlists yet",
  cartEmpty: 'Hey, your cart is empty.',
  // spec 2 §5.2
  playlistNameRequired: 'Please enter Playlist Name',
  titleInvalid: 'Please enter a valid title',
  // Ours (issue 5): follow and playlist refusals the spec does not word.
  followSelf: 'You cannot follow yourself.',
  followArtistsOnly: 'Only artists and bands can be followed.',
  playlistTracksMax: 'A playlist can hold at most 500 tracks.',
  playlistNotOwner: 'You can only change your own playlists.',
  playlistCreated: 'Your playlist has been created.',
  playlistSaved: 'Your playlist has been saved.',
  playlistDeleted: 'Your playlist has been deleted.',
  playlistTrackRemoved: 'Removed from playlist.',
  // spec 2 §5.4
  selectOne: 'Please select one',
  artistBandNameRequired: 'Please enter your Artist/Band Name',
  nameRequired: 'Please enter your name',
  mobileTenDigits: 'Please enter a valid 10 digit mobile number',
  mobileRequired: 'Please enter mobile number',
  // spec 2 §5.5
  imageJpegOnly: 'Image must be in jpeg format.',
  imageFormat: 'The file format selected is not .jpeg or .png',
  imageTooLarge: 'The file selected exceeds 2 MB',
  imageTooSmall: 'The image must be atleast 500*500',
  audioFormat: 'The file format selected is not .mp3, .wav or .flac',
  distributionTooLarge: 'The file selected exceeds 200 MB',
  imageHint: 'Supported Formats: .jpeg, .png',
  audioHint: 'Supported Formats: .mp3, .wav, .flac',
  // spec 2 §2.1 dialogs
  verifyEmailTitle: 'Verify Email Address',
  resendOtp: 'Resend OTP',
  registerStepArtist: 'Add Your Artist Detail',
  registerStepCity: 'Tell Us City Of Your Stay',
  registerStepSkills: 'Great, tell us bit more about you',
  registerStepListener: 'Add Your Details As Listener',
  notAnArtist: 'Not an Artist? Click here',
  areYouAnArtist: 'Are you an Artist? Click here',
  forgotPassword: 'Forgot your password',
  startTour: 'Start a Quick Tour',
  noThanks: 'No Thanks',
  choosePlan: 'Choose Your Membership Plan',
  shareReview: 'Share Review',
  // spec 2 §4 masterclass
  classEnded: 'Class has ended',
  classOngoing: 'Class is ongoing',
  classStarted: 'Class has started',
  classEndedBadge: 'Class Ended',
  comingSoon: 'Coming Soon',
  // spec 1 §2.4 header
  viewAllNotifications: 'View all notifications',
  upgradeNow: 'Upgrade Now',
  proMember: 'Pro Member',
  followAll: 'Follow All',
  unfollowAll: 'Unfollow All',
  fullText: 'Full Text',
  showLess: 'Show Less',

  // ours (spec: not shown) — see docs/decisions.md
  tracksStillUploading: 'Wait for the tracks to finish uploading.',
  tracksFailed: 'Remove the tracks that failed to upload.',
  uploadMissing: 'We could not find this upload.',
  notFound: 'Not found',
  bodyTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many requests. Please try again later.',
  // ours (issue 14: hardening) — see docs/security.md
  uploadIncomplete: 'The upload was cut off before it finished. Please try again.',
  busy: 'We are busy right now. Please try again in a moment.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  contactSent: 'Thank you! Your message has reached our team.',
  contactSubjectRequired: 'Please enter a subject',
  contactMessageRequired: 'Please enter your message',
  contactMessageMax: "Message can't be more than 5000 characters long.",
  contactNameMax: "Name can't be more than 50 characters long.",
  contactSubjectMax: "Subject can't be more than 150 characters long.",
  robotFailed: 'The robot check failed. Please try again.',
  robotUnavailable: 'The robot check is not available here.',
  mailFailed: 'Your message could not be sent right now. Please try again in a few minutes.',

  // accounts (issue 3) — ours where the spec says "not shown"; see docs/decisions.md
  passwordRequired: 'Please enter your password',
  oldPasswordRequired: 'Please enter your old password',
  oldPasswordWrong: 'Your old password is incorrect',
  passwordMismatch: 'The new password and confirm password do not match',
  passwordChanged: 'Your password has been changed.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  linkInvalid: 'This link is invalid or has expired.',
  forgotPasswordSent: 'If an account exists for this email ID, we have sent a link to reset the password to it.',
  activationSent: 'We have sent a verification link to your email ID.',
  emailAlreadyVerified: 'Your email ID is already verified.',
  otpSentMobile: 'OTP sent on your mobile number.',
  countryCodeInvalid: 'Please select your country code',
  nameInvalid: 'Please enter a valid name',
  nameMax: "Name can't be more than 50 characters long.",
  lastNameMax: "Last name can't be more than 50 characters long.",
  bandNameMax: "Band name can't be more than 50 characters long.",
  bioMax: "Bio can't be more than 1000 characters long.",
  /** Free prose with an HTML tag (issue 15 item 10): names the characters to remove. */
  htmlTagInvalid: "HTML tags are not allowed: remove the '<' before a letter, '/', '!' or '?'.",
  genresMax: 'You can only select 5 genres',
  profileLanguagesMax: 'You can select at most 50 languages',
  languageUnknown: 'Please choose languages from the list; one of them does not exist.',
  signInRequired: 'Please sign in to continue.',
  socialProviderUnavailable: 'Sign-in with this provider is not available.',
  socialTokenInvalid: 'We could not verify your sign-in. Please try again.',
  alreadyRegistered: 'You are already registered.',
  alreadyArtist: 'Your account is already an artist profile.',
  changesSaved: 'Your changes have been saved.',
  accountDeleted: 'Your account has been deleted.',
  deleteReasonRequired: 'Please tell us why you are leaving',
  deleteReasonMax: "Reason can't be more than 1000 characters long.",
  instagramInvalid: 'Please enter a valid Instagram URL',
  facebookInvalid: 'Please enter a valid Facebook URL',
  twitterInvalid: 'Please enter a valid Twitter URL',
  youtubeInvalid: 'Please enter a valid YouTube URL',
  imageRequired: 'Please select an image',
  loggedOut: 'You have been logged out.',
  deletedUserName: 'Deleted user',
  smsFailed: 'We could not send the SMS right now. Please try again in a few minutes.',
  // catalogue and media (issue 4) — spec 2 §5.5 where quoted there; ours otherwise (docs/decisions.md)
  audioRequired: 'Please select an audio file',
  /** A chosen file of 0 bytes (issue 15 item 10): not the missing-file message. */
  fileEmpty: 'This file is empty (0 bytes). Please choose another file.',
  titleRequired: 'Please enter a title',
  titleMax: "Title can't be more than 120 characters long.",
  versionInvalid: 'Please enter a valid version',
  versionMax: "Version can't be more than 120 characters long.",
  artistNamesMax: "Artist name can't be more than 120 characters long.",
  genreRequired: 'Please select a genre',
  genresCatalogMax: 'You can only select 5 genres',
  languageRequired: 'Please select a language',
  languagesMax: 'You can only select 5 languages',
  textTooLong: 'This text is too long.',
  buyLinkInvalid: 'Please enter a valid URL',
  priceInvalid: 'Please enter a valid price',
  releaseDateRequired: 'Please select a release date',
  releaseDateInvalid: 'Please select a valid release date',
  releaseDateFuture: 'The release date must be in the future',
  releaseDateTooFar: 'The release date can be at most 10 years ahead',
  productionYearInvalid: 'Please enter a valid year',
  youtubeUrlRequired: 'Please enter a YouTube URL',
  youtubeUrlInvalid: 'Please enter a valid YouTube URL',
  uploadNotFound: 'The uploaded file was not found. Please upload it again.',
  uploadArtistsOnly: 'Please upgrade to an artist profile to upload.',
  notOwner: 'You can only change your own uploads.',
  /** The e-Press Kit's tech rider must be a PDF (ours, in the style of the spec's file messages). */
  techRiderFormat: 'The file format selected is not .pdf',
  /** The tech rider upload without a file (ours). */
  techRiderRequired: 'Please select a PDF file',
  /** Press photos past PRESS_PHOTOS_MAX (ours). */
  pressPhotosMax: 'You can add at most 12 press photos.',
  /** Band members are for bands (ours). */
  bandMembersBandsOnly: 'Only bands can list band members.',
  /** A band member without a name (ours). */
  bandMemberNameRequired: 'Please enter the member name',
  /** Artist preferences are for artists and bands (ours). */
  preferencesArtistsOnly: 'Only artists and bands can set preferences.',
  techRiderSaved: 'Tech rider uploaded successfully',
  techRiderDeleted: 'Tech rider deleted successfully',
  pressPhotoSaved: 'Press photo added successfully',
  pressPhotoDeleted: 'Press photo deleted successfully',
  bandMembersSaved: 'Band members saved successfully',
  preferencesSaved: 'Preferences saved successfully',
  notEditable: 'This release cannot be changed here.',
  albumNeedsTracks: 'Add at least one track before publishing the album.',
  albumTracksMax: 'An album can have at most 50 tracks',
  trackNotYours: 'A track was not found among your uploads.',
  notDownloadable: 'This item is not available for download.',
  songSaved: 'Your song has been saved.',
  songDeleted: 'Your song has been deleted.',
  albumSaved: 'Your album has been saved.',
  albumPublished: 'Your album has been published.',
  albumDeleted: 'Your album has been deleted.',
  videoSaved: 'Your video has been saved.',
  videoDeleted: 'Your video has been deleted.',
  mediaLinkExpired: 'This link has expired.',
  // notifications and messaging (issue 7) — ours where the spec says "not shown" (docs/decisions.md)
  notificationNotFound: 'This notification does not exist.',
  notificationHidden: 'Notification hidden.',
  allNotificationsRead: 'All notifications marked as read.',
  broadcastTextRequired: 'Please enter the broadcast text',
  broadcastTextMax: "Broadcast text can't be more than 500 characters long.",
  broadcastLinkInvalid: 'Please enter a valid link',
  broadcastSent: 'Your broadcast has been sent.',
  // the console's broadcasts (ours, issue 21)
  broadcastAudienceInvalid: 'Please choose who receives the broadcast',
  broadcastCountryInvalid: 'Please choose a country from the list',
  broadcastQueued: 'Your broadcast is on its way. Its progress shows below.',
  teamOnly: 'Only the team can do this.',
  // staff role (ours: spec 1 §6 'Admin rights: not shown')
  staffOnly: 'Only staff can do this.',
  adminOnly: 'Only admins can do this.',
  // opportunities (issue 19; ours: spec 2 §8 'Other user-facing messages are not shown')
  oppListenerUpgrade: 'Upgrade to an artist profile to apply to opportunities.',
  oppVerifyEmail: 'Please verify your email address before applying.',
  oppProOnly: 'This opportunity is for Pro members only.',
  oppNotOpenYet: 'This opportunity is not open for applications yet.',
  oppClosed: 'This opportunity is closed for applications.',
  oppAlreadyApplied: 'You have already applied to this opportunity. You can edit your application until the deadline.',
  oppNoApplication: 'You have not applied to this opportunity.',
  oppNotEditable: 'Your application has been reviewed and can no longer be changed.',
  oppItemsRequired: 'Please choose at least one song or video.',
  oppSongsOnly: 'This opportunity takes songs only.',
  oppVideosOnly: 'This opportunity takes videos only.',
  oppItemNotYours: 'You can only apply with your own songs and videos.',
  oppItemPrivate: 'A private song or video cannot be sent. Make it public first.',
  oppItemProcessing: 'This song is still being processed. Please try again in a minute.',
  oppNoteMax: "Your note can't be more than 1000 characters long.",
  oppApplied: 'Your application has been sent.',
  oppApplicationUpdated: 'Your application has been updated.',
  oppWithdrawn: 'Your application has been withdrawn.',
  oppUnsaved: 'Opportunity removed from your saved list.',
  oppInviteRequested: "Thanks! We'll let you know as soon as this opportunity opens.",
  oppAlreadyOpen: 'This opportunity is open: you can apply now.',
  oppReasonRequired: 'Please choose a reason.',
  oppWinnerBeforeClose: 'Winners can be picked once the opportunity has closed.',
  oppDatesOrder: 'The opening must come before the deadline, and the result date after the deadline.',
  oppDecisionSaved: 'Decision saved.',
  oppSaved: 'Opportunity saved.',
  oppPublished: 'Opportunity published.',
  oppUpdated: 'Opportunity updated.',
  oppTitleRequired: 'Please enter a title',
  oppBrandRequired: 'Please enter the brand',
  oppSummaryRequired: 'Please enter a summary',
  oppBriefRequired: 'Please enter the brief',
  oppRewardRequired: 'Please enter the reward',
  oppDateRequired: 'Please enter a valid date',
  oppCategoryInvalid: 'Please choose a category',
  // Indiwave TV (issue 19; ours)
  tvListenerUpgrade: 'Upgrade to an artist profile to pitch videos to TV.',
  tvChooseWhere: 'Choose where you want your video shown: on TV, on the website or both.',
  tvCertificateRequired: 'Please upload the CBFC certificate of your video to pitch it to TV.',
  tvCertificateFormat: 'The file format selected is not .pdf, .jpeg or .png',
  tvCertificateNotFound: 'Please upload the certificate again.',
  tvAuthorizationRequired: 'Please authorise us to broadcast your video.',
  tvAuthorized: 'Thank you. You can now pitch your videos to TV.',
  tvAlreadyPitched: 'This video has already been pitched.',
  tvPitchSent: 'Your video has been pitched. You will hear from the TV team in your messages.',
  tvProgrammeRequired: 'Please choose a programme.',
  tvProgrammeNeedsTv: 'Only a video pitched to TV can be scheduled on a programme.',
  tvAirTimeFuture: 'Please choose a date and time in the future.',
  tvDeclineReasonRequired: 'Please give a reason.',
  tvDeclineReasonMax: "The reason can't be more than 500 characters long.",
  tvPitchUpdated: 'Pitch updated.',
  // staff console (ours, issue 21)
  staffAccountRequired: 'Please enter the e-mail or profile URL of the account',
  staffAccountNotFound: 'We could not find this account.',
  staffRoleInvalid: 'Please choose a role: staff or admin',
  staffReasonMax: 'Please keep the reason under 1000 characters',
  staffNotMember: 'This account has no role.',
  staffLastAdmin: 'The team must keep at least one admin.',
  staffRoleGranted: 'Role saved.',
  staffRoleRevoked: 'Role removed.',
  staffDeletedAccount: 'This account was deleted.',
  auditDateInvalid: 'Please enter a date as YYYY-MM-DD',
  auditDateOrder: 'The first day must come before the last',
  auditQueryTooLong: 'Please shorten the search',
  // moderation (ours, issue 21)
  moderationReasonRequired: 'Please give the reason the owner will read',
  moderationDecisionInvalid: 'Please choose a decision',
  moderationDecisionNotAllowed: 'This decision does not fit this report.',
  moderationReportClosed: 'This report is already closed.',
  moderationNoOwner: 'This report names nothing on our site to act on. Dismiss it, or act from the item itself.',
  moderationTargetGone: 'The reported item no longer exists; only its snapshot remains.',
  moderationAlreadyTakenDown: 'This is already taken down.',
  moderationAlreadySuspended: 'This account is already suspended.',
  moderationCannotSuspendStaff: 'A member of the team cannot be suspended. Take their role away first.',
  moderationStrikeNotFound: 'This notice does not exist.',
  moderationStrikeOverturned: 'This strike has already been overturned.',
  reportAssigned: 'The report is yours.',
  reportReleased: 'The report is back in the queue.',
  reportDismissed: 'Report dismissed.',
  reportTakenDown: 'Taken down. The owner and the reporters have been told.',
  reportWarned: 'Warning sent. The reporters have been told.',
  reportSuspended: 'Account suspended; its sessions have ended.',
  reportRestored: 'Restored. The owner has been told.',
  reportUpheld: 'Appeal refused; the decision stands.',
  strikeOverturned: 'Strike overturned. The owner has been told.',
  accountSuspended: 'This account has been suspended. We have e-mailed you the reason and how to appeal.',
  appealTextRequired: 'Please tell the team why the decision should change',
  appealTextMax: 'Please keep your appeal under 2000 characters',
  appealSent: 'Your appeal has been sent. The team will look at it.',
  appealAlreadyMade: 'You have already appealed this decision.',
  appealWindowClosed: 'The time to appeal this decision has passed.',
  appealNotNeeded: 'This decision has already been overturned.',
  appealLinkInvalid: 'This link is not valid. Sign in to see your notices.',
  recipientRequired: 'Please choose who to send your message to',
  recipientNotFound: 'We could not find this user.',
  messageToSelf: 'You cannot send a message to yourself.',
  tvCommunicationTeamOnly: 'TV communication messages can only be sent to the TV team.',
  messageSent: 'Your message has been sent.',
  messageNotFound: 'This message does not exist.',
  messageDeleted: 'Message deleted.',
  conversationDeleted: 'Conversation deleted.',
  markedUnread: 'Marked as unread.',
  // Comments, reviews, reports and share cards (issue 6; ours where the spec is silent).
  commentRequired: 'Please write your comment',
  commentMax: "Comment can't be more than 1000 characters long.",
  starRatingRequired: 'Please rate it from 1 to 5 stars',
  alreadyReviewed: 'You have already reviewed this. Edit your review instead.',
  commentNotFound: 'This comment does not exist.',
  commentDeleted: 'Comment deleted.',
  commentUpdated: 'Comment updated.',
  reportUrlRequired: 'Please enter the url',
  reportUrlInvalid: 'Please enter a valid url',
  reportDescriptionRequired: 'Please enter a description',
  cardNotAvailable: 'Review cards are made for song comments and album reviews.',
  cardDownloadFailed: 'The card image could not be downloaded. Please try again.',
  messageTargetRequired: 'Please choose a message or a conversation',
  complaintInvalid: 'Please select a complaint type',
  reportDescriptionMax: "Description can't be more than 1000 characters long.",
  emailPreferencesSaved: 'Your email preferences have been saved.',
  liveTicketInvalid: 'Your live-update ticket is invalid or has expired.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{N}` in the upload-size template of READING ('The file selected exceeds {N} MB'). */
export function fileTooLarge(megabytes: number): string {
  return `The file selected exceeds ${megabytes} MB`;
}

/** 'Starting in N hours' / 'Starting in N minutes' (spec 2 §4). */
export function startingIn(amount: number, unit: 'hours' | 'minutes'): string {
  return `Starting in ${amount} ${unit}`;
}

/**
 * Notification sentences (ours; spec 1 §3.3 shows only that the text is HTML). `{actor}` is the
 * person, or 'X and N others' for a group; `{kind}` the object's kind ('song'); `{title}` and
 * `{playlist}` titles. Names and titles are escaped and set in <b> by rules/notification-text.ts.
 */
export const NOTIFICATION_TEXTS = {
  follow: '{actor} started following you',
  clap: '{actor} clapped for your {kind} {title}',
  comment: '{actor} commented on your {kind} {title}',
  reply: '{actor} replied to your comment on {title}',
  review: '{actor} reviewed your {kind} {title}',
  playlist_add: '{actor} added your {kind} {title} to the playlist {playlist}',
  message: '{actor} sent you a message',
  opportunity: 'New opportunity: {title}',
  blog: 'New on the blog: {title}',
  // Ours (issue 8).
  achievement: 'You earned an achievement: {title}',
} as const;

/**
 * The team's notices after a moderation decision (issue 21, ours). Plain text: the notification
 * escapes it. {kind} is the item's kind ('song', 'e-Press Kit' …), {title} its title, {reason}
 * what staff wrote.
 */
export const MODERATION_NOTICES = {
  take_down: 'The team took down your {kind} "{title}". Reason: {reason}',
  warn: 'The team warned you about your {kind} "{title}". Reason: {reason}',
  suspend: 'The team suspended your account. Reason: {reason}',
  restore_take_down: 'The team restored your {kind} "{title}".',
  restore_warn: 'The team withdrew its warning about your {kind} "{title}".',
  restore_suspend: 'The team lifted the suspension of your account.',
  upheld: 'The team looked at your appeal about your {kind} "{title}": the decision stands. {reason}',
  reporter_acted: 'Thank you for reporting "{title}": the team has acted on it.',
  reporter_dismissed: 'Thank you for reporting "{title}": the team looked at it and found nothing against the rules.',
  appeal_hint: 'You can appeal within {days} days.',
} as const;

/** How notices name each kind of reported item. */
export const MODERATION_KIND_WORDS = { song: 'song', album: 'album', playlist: 'playlist', video: 'video', comment: 'comment', message: 'message', profile: 'e-Press Kit' } as const;

/** The call-to-action label of each kind of notification (spec 1 §3.3 message.cta_text; ours). */
export const NOTIFICATION_CTA_TEXTS = {
  follow: 'View Profile',
  clap: 'View',
  comment: 'View Comment',
  reply: 'View Reply',
  review: 'View Review',
  playlist_add: 'View Playlist',
  message: 'Reply',
  opportunity: 'View Opportunity',
  broadcast: 'Read More',
  blog: 'Read Blog',
  achievement: 'View Achievements',
  moderation: 'View Notice',
} as const;

/** 'and 1 other' / 'and N others' after the newest person of a grouped notification. */
export function andOthers(count: number): string {
  return `and ${count} other${count === 1 ? '' : 's'}`;
}

/** What each e-mailed notification type is about, for the settings page and the unsubscribe page. */
export const EMAIL_PREFERENCE_LABELS = {
  message: 'new messages',
  follow: 'new followers',
} as const;

/** The unsubscribe page's sentence: 'You will no longer receive emails about new followers.' */
export function unsubscribedFrom(label: string): string {
  return `You will no longer receive emails about ${label}.`;
}

/** The complaint types of the Report Abuse dialog (spec 2 §5.3), verbatim. */
export const COMPLAINT_TYPES = [
  'Copyright Infringement',
  'Abusive Image',
  'Abusive Videos',
  'Abusive Lyrics',
  'Scam',
  'Harrassment',
  'Spam',
  'Unwanted Contact by Adult',
  'Others',
] as const;

/** Artist workstation (issue 8): the analytics range checks; ours, the spec does not show them. */
export const WORKSTATION_MESSAGES = {
  analyticsRangeInvalid: 'Please choose a valid date range.',
  analyticsRangeMax: 'The date range can be at most 366 days.',
  artistsOnly: 'Please upgrade to an artist profile to see your dashboard.',
} as const;

/** The dashboard's to-do items (issue 8, ours): what each asks the artist to do. */
export const DASHBOARD_TODO_TEXTS = {
  verify_email: { title: 'Verify your email', description: 'Confirm your email address so fans, radios and stores can reach you.' },
  profile_pic: { title: 'Add a profile picture', description: 'A face or a logo makes your e-Press Kit recognisable.' },
  cover_pic: { title: 'Add a cover image', description: 'A wide cover image sets the mood of your e-Press Kit.' },
  bio: { title: 'Write your bio', description: 'Tell listeners and bookers who you are in a few lines.' },
  genres: { title: 'Choose your genres', description: 'Genres help listeners find you in the artist directory.' },
  city: { title: 'Add your city', description: 'Your city puts you on the map for local fans and gigs.' },
  social_links: { title: 'Link your social profiles', description: 'Add Instagram, Facebook, YouTube or your website to your e-Press Kit.' },
  first_song: { title: 'Upload your first song', description: 'Share your music: listeners can play and clap it right away.' },
  first_video: { title: 'Add a video', description: 'Videos show fans your music and your stage.' },
  first_album: { title: 'Create an album', description: 'Group your songs into an album or EP.' },
  band_members: { title: 'Add your band members', description: 'Show who plays what on your e-Press Kit.' },
} as const;

/** The achievements (issue 8, ours): each code's title and what earned it. */
export const ACHIEVEMENT_TEXTS = {
  first_upload: { title: 'First upload', description: 'You uploaded your first song.' },
  plays_100: { title: '100 plays', description: 'Your music was played 100 times.' },
  plays_1000: { title: '1,000 plays', description: 'Your music was played 1,000 times.' },
  plays_10000: { title: '10,000 plays', description: 'Your music was played 10,000 times.' },
  followers_10: { title: 'First 10 followers', description: '10 people follow you.' },
  followers_100: { title: 'First 100 followers', description: '100 people follow you.' },
  first_clap: { title: 'First clap', description: 'Someone clapped for your music.' },
  full_press_kit: { title: 'Full e-Press Kit', description: 'Your e-Press Kit has a picture, a cover, a bio, genres, a city and social links.' },
  first_video: { title: 'First video', description: 'You added your first video.' },
  first_album: { title: 'First album', description: 'You created your first album.' },
  first_playlist_add: { title: 'On a playlist', description: 'Someone added your song to their playlist.' },
} as const;

/** The notification an award sends: 'You earned an achievement: First clap'. */
export function achievementEarned(title: string): string {
  return `You earned an achievement: ${title}`;
}

/**
 * The dashboard's welcome and 6-step guided tour (spec 1 §1, spec 2 §2.1 Screen guide; issue 8).
 * The buttons 'Start a Quick Tour' and 'No Thanks' are the spec's (MESSAGES.startTour/noThanks);
 * the claims are the spec's numbers (TOUR_CLAIMS); the other sentences are ours.
 */
export const TOUR_TEXTS = {
  welcomeTitle: 'Welcome to your workstation',
  welcomeBody: 'This is where your music grows: your figures, your next steps and the tools that promote you. Take a one-minute tour?',
  steps: {
    figures: { title: 'Your music at a glance', body: 'Plays, claps, followers and profile views, with how they changed over the last 7 and 28 days.' },
    todo: { title: 'Your next steps', body: 'Each step takes you where it is done, and leaves the list once it is.' },
    workstation: { title: 'Your workstation', body: 'Your dashboard, your e-Press Kit (the page fans and bookers see) and your Pro Perks are always one click away.' },
    distribution: { title: 'Release everywhere', body: 'Distribute your music to 150+ stores across 240 countries, then follow its streams and revenue.' },
    opportunities: { title: 'Get discovered', body: 'Apply to 30+ monthly opportunities from brands, labels and festivals, and promote your songs with the promo tools.' },
    tv: { title: 'Broadcast on TV', body: 'Pitch your videos to our TV channel, reaching 200+ Mn households.' },
  },
  scheduleGuide: 'Pick the day your release goes public. Until then only you can see it, and fans who pre-save it are told on release day.',
  epkPromoTitle: 'Your e-Press Kit is live',
  epkPromoBody: 'Share your e-Press Kit with fans, bookers and brands: your music, videos, story and achievements on one page.',
  epkPromoButton: 'View my e-Press Kit',
} as const;

/** The label of each application state, as artists and staff read it (issue 19, ours). */
export const APPLICATION_STATUS_LABELS = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  won: 'Winner',
  not_selected: 'Not selected',
  withdrawn: 'Withdrawn',
} as const;

/** Why an entry was not selected: the sentence the artist reads (issue 19, ours). */
export const DECLINE_REASON_TEXTS = {
  not_a_fit: 'Your entry was not the right fit for this brief.',
  brief_not_met: "Your entry did not meet the brief's requirements.",
  production_quality: 'The recording or video quality was not ready for this campaign.',
  strong_competition: 'Another entry was chosen among many strong ones.',
  no_decision: 'No decision was made by the result date, so your entry was not selected.',
} as const;

/** The label of each TV pitch state (issue 19, ours). */
export const TV_PITCH_STATUS_LABELS = {
  submitted: 'Submitted',
  in_review: 'In review',
  accepted: 'Accepted',
  scheduled: 'Scheduled',
  aired: 'Aired',
  declined: 'Declined',
} as const;

/** 'An application that is Winner cannot become Withdrawn.' */
export function applicationTransitionRefused(from: string, to: string): string {
  return `An application that is ${from} cannot become ${to}.`;
}

/** 'A pitch that is Aired cannot become Declined.' */
export function pitchTransitionRefused(from: string, to: string): string {
  return `A pitch that is ${from} cannot become ${to}.`;
}

/** 'You can send at most 3 songs or videos to this opportunity.' */
export function tooManyEntries(max: number): string {
  return `You can send at most ${max} ${max === 1 ? 'song or video' : 'songs or videos'} to this opportunity.`;
}

/** The save dialogs (spec 2 §2.1 custom dialog types opp_save, opp_save_soon, opp_notify; the texts are ours). */
export const OPPORTUNITY_DIALOGS = {
  opp_save: { title: 'Opportunity saved', body: "We'll e-mail you {hours} hours before it closes, so you don't miss the deadline." },
  opp_save_soon: { title: 'Closing soon', body: 'Saved. This opportunity closes in less than {hours} hours: apply now so you do not miss it.' },
  opp_notify: { title: "We'll let you know", body: "This opportunity is not open yet. We'll notify you and e-mail you the day it opens." },
} as const;

/** What an opportunity's notifications say (issue 19, ours); titles are escaped by rules/notification-text.ts. */
export const OPPORTUNITY_NOTICES = {
  shortlisted: (title: string) => `You're on the shortlist for ${title}.`,
  won: (title: string) => `Congratulations! You won ${title}.`,
  notSelected: (title: string, reason: string) => `Your entry to ${title} was not selected. ${reason}`,
  closingSoon: (title: string, hours: number) => `${title} closes in ${hours} hours. Apply before the deadline.`,
  opened: (title: string) => `${title} is now open for applications.`,
} as const;

/** What the TV team's messages say as a pitch moves (issue 19, ours). `when` is a formatted date. */
export const TV_NOTICES = {
  pitched: (title: string, where: string) => `I pitched my video "${title}" to ${where}.`,
  inReview: (title: string) => `Your video "${title}" is in review with the TV team.`,
  acceptedForProgramme: (title: string, programme: string) => `Good news: your video "${title}" was accepted for ${programme}. We will tell you the date it airs.`,
  acceptedForWebsite: (title: string) => `Good news: your video "${title}" was accepted and is now featured on our TV page.`,
  scheduled: (title: string, programme: string, when: string) => `Your video "${title}" will air on ${programme} on ${when}.`,
  aired: (title: string, programme: string) => `Your video "${title}" aired on ${programme}. Thank you for sharing it with our viewers!`,
  declined: (title: string, reason: string) => `Your video "${title}" was not taken for the channel. ${reason}`,
} as const;

/**
 * Commerce (issue 17): Pro membership, cart and coupons, payments, orders, Pro Perks. The spec's
 * words first (spec 1 §2.3, §4; spec 2 §2.1, §2.3, §4, §8), verbatim; the rest are ours
 * (docs/decisions.md 'Commerce').
 */
export const COMMERCE_MESSAGES = {
  // spec 2 §2.1 Cart dialog, §4 Cart, §8 empty states
  cartTitle: 'Cart',
  cartSubtitle: 'Review your purchase',
  cartEmpty: 'Hey, your cart is empty.',
  pay: 'Pay',
  download: 'Download',
  // spec 2 §2.1 subscription popup, spec 1 §2.3 drawer, spec 1 §4 Pro state
  choosePlan: 'Choose Your Membership Plan',
  upgradeNow: 'Upgrade Now',
  proMember: 'Pro Member',
  getPro: 'Get Pro',
  expiredBadge: 'EXPIRED',
  // spec 2 §2.3 Pro Perks
  proSessions: 'Pro Sessions',
  couponCodes: 'Exclusive Coupon Codes',
  learningResources: 'Learning Resources',
  joinWhatsapp: 'Join WhatsApp Group',
  redeemNow: 'Redeem Now',
  accessResource: 'Access Resource',
  copiedSuccessfully: 'Copied successfully',

  // ours: the subscription pages and dialogs
  renewalTitle: 'Renew your Pro membership',
  renewalBody: 'Your Pro membership ends soon. Renew now and get 20% off: your new year starts when the current one ends.',
  renewalExpireTitle: 'Your Pro membership has expired',
  renewalExpireBody: 'Renew now at 20% off and get your Pro tools back at once.',
  renewNow: 'Renew Now',
  continueToCheckout: 'Continue',
  proOnlyTitle: 'This is a Pro feature',
  proRequired: 'This is a Pro feature. Upgrade to Pro to use it.',
  proForArtists: 'Pro is for artists and bands. Please upgrade to an artist profile first.',
  proNeedsVerifiedEmail: 'Please verify your email ID before buying Pro.',
  proThanks: 'Welcome to Pro! Your Pro features are unlocked.',
  // ours: cart and coupons
  addedToCart: 'Added to cart',
  removedFromCart: 'Removed from cart',
  alreadyInCart: 'Already in your cart',
  itemNotForSale: 'This item is not for sale.',
  itemUnavailable: 'This item is no longer available.',
  ownItem: 'You cannot buy your own music.',
  alreadyOwned: 'You already own this. Find it in My Orders.',
  cartFull: 'Your cart is full. Please check out or remove something first.',
  skuRequired: 'Please choose an item.',
  couponRequired: 'Please enter a coupon code',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  couponInvalid: 'This coupon code is not valid.',
  couponExpired: 'This coupon has expired.',
  couponNotStarted: 'This coupon is not active yet.',
  couponUsedUp: 'This coupon has been fully redeemed.',
  couponAlreadyUsed: 'You have already used this coupon.',
  couponForeign: 'This coupon belongs to another account.',
  couponNotApplicable: 'This coupon does not apply to the items in your cart.',
  couponEmptyCart: 'Add something to your cart before applying a coupon.',
  noCoupon: 'No coupon is applied.',
  couponCodeTaken: 'A coupon with this code exists already.',
  couponCreated: 'Coupon created.',
  couponEnded: 'Coupon ended: it is no longer accepted.',
  couponAlreadyEnded: 'This coupon has already ended.',
  // ours: payments and orders
  paymentsUnavailable: 'Payments are not available right now. Please try again later.',
  gatewayUnavailable: 'We could not reach the payment gateway. Please try again in a few minutes.',
  paymentFailed: 'Your payment did not go through. Nothing was charged.',
  paymentCancelled: 'Payment cancelled.',
  paymentSignatureInvalid: 'We could not verify this payment. If money was taken, it will be refunded or your order completed within a day.',
  paymentAmountMismatch: 'The amount paid does not match the order.',
  webhookSignatureInvalid: 'Invalid signature.',
  orderNotFound: 'Order not found.',
  orderNotPaid: 'This order is not paid yet.',
  orderNotRefundable: 'Only a paid order can be refunded.',
  orderRefunded: 'This order was refunded.',
  downloadNotOwned: 'This order has no such item to download.',
  downloadLinkInvalid: 'This download link is not valid.',
  downloadLinkExpired: 'This download link has expired. Open My Orders for a new one.',
  gstinInvalid: 'Please enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV).',
  billingNameMax: "Name can't be more than 120 characters long.",
  billingAddressMax: "Address can't be more than 500 characters long.",
  billingSaved: 'Billing details saved.',
  proPerksInvalid: 'The Pro Perks data is not valid.',
  proPerksSaved: 'Pro Perks saved.',
} as const;

/** The order states as buyers read them (ours). */
export const ORDER_STATUS_LABELS = {
  created: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Completed',
  failed: 'Payment failed',
  refunded: 'Refunded',
} as const;

/**
 * Blogs, advertisements, analytics events and the staff screens that run them (issue 20). The
 * spec shows none of these sentences: all are ours.
 */
export const CONTENT_MESSAGES = {
  blogNotFound: 'This blog post could not be found.',
  blogTitleRequired: 'Please enter a title.',
  blogTitleMax: "The title can't be more than 150 characters long.",
  blogExcerptMax: "The summary can't be more than 300 characters long.",
  blogBodyRequired: 'Please write the post.',
  blogBodyMax: 'The post is too long.',
  blogCategoryRequired: 'Please choose a category.',
  blogCategoryNotFound: 'This category does not exist.',
  blogImageRequired: 'Please choose an image.',
  blogImageInvalid: 'The image must be a PNG or JPEG picture.',
  blogSaved: 'Blog post saved.',
  blogDeleted: 'Blog post deleted.',
  blogsEmpty: 'No blog posts yet.',
  adNotFound: 'This campaign could not be found.',
  adNameRequired: 'Please enter a name.',
  adNameMax: "The name can't be more than 100 characters long.",
  adUrlInvalid: 'Please enter a link starting with https:// or /.',
  adImageRequired: 'Please choose an image.',
  adImageInvalid: 'The image must be a PNG or JPEG picture.',
  adPagesRequired: 'Please choose at least one page.',
  adTimeInvalid: 'Please enter a whole number of seconds.',
  adWindowInvalid: 'The end must come after the start.',
  adTrackRequired: 'Please choose the song this ad plays with.',
  adTrackNotFound: 'This song could not be found.',
  adDatesInvalid: 'The campaign must end after it starts.',
  adSaved: 'Campaign saved.',
  adDeleted: 'Campaign deleted.',
  eventsInvalid: 'These analytics events could not be read.',
  rangeInvalid: 'Please choose a valid date range.',
  closeAd: 'Close advertisement',
  advertisement: 'Advertisement',
} as const;

/** The staff console's catalogue screens (issue 21 item 5): TV programmes, radio stations, reference lists. All ours. */
export const CATALOGUE_MESSAGES = {
  programmeNameRequired: 'Please enter the name of the programme.',
  programmeNameMax: "The name can't be more than 80 characters long.",
  programmeLengthRequired: 'Please say how long and how often it airs.',
  programmeSlotRequired: 'Please say when it airs.',
  programmeDescriptionRequired: 'Please describe the programme.',
  programmeForWhomRequired: 'Please say which videos it plays.',
  programmeLineMax: "This can't be more than 160 characters long.",
  programmeDescriptionMax: "The description can't be more than 600 characters long.",
  programmeNameTaken: 'A programme with this name already exists.',
  programmeNotFound: 'This programme could not be found.',
  programmeRetired: 'This programme is retired and takes no new pitches.',
  programmeOrderInvalid: 'Please list every programme exactly once to reorder them.',
  programmeAdded: 'Programme added.',
  programmeSaved: 'Programme saved.',
  programmeRetiredDone: 'Programme retired: it takes no new pitches.',
  programmeRestored: 'Programme restored: it takes pitches again.',
  programmeOrderSaved: 'Order saved.',
  scheduleRangeInvalid: 'Please choose a valid day.',
  stationNameRequired: 'Please enter the name of the station.',
  stationNameMax: "The name can't be more than 80 characters long.",
  stationCityRequired: 'Please enter the city.',
  stationCityMax: "The city can't be more than 60 characters long.",
  stationGenresRequired: 'Please say what the station plays.',
  stationGenresMax: "This can't be more than 120 characters long.",
  stationTaken: 'A station with this name already exists in this city.',
  stationNotFound: 'This radio station could not be found.',
  stationRetired: 'This radio station is retired and takes no new pitches.',
  stationAdded: 'Radio station added.',
  stationSaved: 'Radio station saved.',
  stationRetiredDone: 'Radio station retired: artists can no longer pitch to it.',
  stationRestored: 'Radio station restored: artists can pitch to it again.',
  referenceNameRequired: 'Please enter a name.',
  referenceNameMax: "The name can't be more than 60 characters long.",
  referenceNotFound: 'This item could not be found.',
  referenceTaken: (item: string, name: string) => `There is already a ${item} named "${name}".`,
  referenceSlugTaken: (item: string, name: string) => `This name would share its address with the ${item} "${name}". Please choose another.`,
  referenceAdded: (item: string) => `The ${item} was added.`,
  referenceRenamed: (item: string) => `The ${item} was renamed.`,
  achievementRules: {
    first_upload: 'An artist or band publishes or saves their first song.',
    first_video: 'An artist or band adds their first video.',
    first_album: 'An artist or band creates their first album.',
    full_press_kit: 'The e-Press Kit has a picture, a cover, a bio, genres, a city and social links.',
    first_clap: 'Someone else claps for one of their songs.',
    first_playlist_add: 'Someone else adds one of their songs to a playlist.',
  } as Record<string, string>,
  achievementPlaysRule: (plays: string) => `Their music reaches ${plays} plays in all.`,
  achievementFollowersRule: (followers: string) => `${followers} people follow them.`,
} as const;

/** Distribution (issue 18): the spec's words where it has them (MESSAGES.imageJpegOnly, distributionTooLarge …), ours otherwise. */
export const DISTRIBUTION_MESSAGES = {
  wavOnly: 'The file format selected is not .wav',
  wavHint: 'Supported Formats: .wav',
  wavPcm: 'The audio must be uncompressed PCM WAV.',
  wavStereo: 'The audio must be stereo (2 channels).',
  wavBitDepth: 'The audio must be 16 or 24 bit.',
  wavSampleRate: 'The audio must be 44.1 kHz or more.',
  wavTooShort: 'The audio must be at least 30 seconds long.',
  audioRequired: 'Please select a .wav file',
  artworkSize: 'The image must be 3000*3000',
  artworkRgb: 'The image must be in RGB colour.',
  artworkRequired: 'Please add the artwork (3000*3000 jpeg).',
  artistsRequired: 'Please enter at least one artist',
  artistsMax: 'You can add at most 5 artists',
  nameInvalid: 'Names cannot contain < > or ?',
  versionInvalid: 'The version can only have letters, digits and spaces',
  spotifyUrlInvalid: 'Please enter a valid Spotify artist URL',
  appleUrlInvalid: 'Please enter a valid Apple Music artist URL',
  gaanaUrlInvalid: 'Please enter a valid Gaana link',
  lyricsRoman: 'Lyrics must be in Roman script, without < or >',
  isrcInvalid: 'Please enter a valid ISRC (12 characters, e.g. INABC2400001)',
  upcInvalid: 'Please enter a valid UPC/EAN (12 or 13 digits with a correct check digit)',
  isrcRequired: 'A transfer needs the ISRC of each track',
  upcRequired: 'A transfer needs the UPC of the release',
  originalDateRequired: 'A transfer needs its original release date',
  originalDateInvalid: 'The original release date must be in the last 15 years, not in the future',
  platformsRequired: 'A transfer needs the platforms it is on now',
  newReleaseDate: 'A new release date must be 10 days to 10 years ahead',
  transferReleaseDate: "A transfer's release date must be today to 15 days ahead",
  storesRequired: 'Please choose at least one store',
  storeUnknown: 'This store is not offered',
  territoriesRequired: 'Please choose at least one territory',
  territoryUnknown: 'This territory code is not known',
  callerTuneInvalid: 'The caller-tune clip must be 30 seconds within the track',
  singleOneTrack: 'A single has exactly one track',
  albumTracksMin: 'An album needs at least 2 tracks',
  tracksMax: 'An album can have at most 50 tracks',
  notEditable: 'This release cannot be changed now.',
  agreementNeeded: 'Please sign the agreement before submitting.',
  agreementCodeSent: 'We sent a code to your e-mail address. Enter it to sign the agreement.',
  agreementCodeSentMobile: 'We sent a code to your mobile number. Enter it to sign the agreement.',
  mobileNotVerified: 'Verify your mobile number in Settings to sign with a code by SMS.',
  agreementSigned: 'Agreement signed.',
  agreementNotReady: 'Complete the release (artwork and tracks) before signing its agreement.',
  submitted: 'Your release was submitted for review.',
  saved: 'Release saved.',
  trackAdded: 'Track added.',
  trackRemoved: 'Track removed.',
  artworkSaved: 'Artwork saved.',
  moveRefused: (from: string, to: string) => `A release that is ${from} cannot become ${to}.`,
  rejectReasonsRequired: 'Please give a reason for each rejected field.',
  released: 'Release updated.',
  takedownStoresRequired: 'Please choose the stores to take the release down from.',
  takedownReasonRequired: 'Please give the reason for the takedown.',
  takedownNotLive: 'Only a release delivered to stores can be taken down.',
  takedownStoreNotOffered: (store: string) => `The release is not in ${store}.`,
  takedownStoreDown: (store: string) => `The release is taken down from ${store} already.`,
  takenDown: 'The release was taken down from the chosen stores.',
  appealRequired: 'Please write your appeal.',
  appealOnce: 'You have appealed this takedown already.',
  appealClosed: 'This takedown is over: the release was restored.',
  appealSent: 'Your appeal was sent to the team.',
  restored: 'The release was restored and delivered to the stores again.',
} as const;

/** Revenue (issue 18 item 6): statements, the report, bank details and payouts. */
export const REVENUE_MESSAGES = {
  statementRequired: 'Please choose a statement file (CSV or TSV).',
  statementEmpty: 'The statement has no lines.',
  statementHeader: (missing: string) => `The statement's header line must name every column; missing: ${missing}.`,
  statementLine: (line: number, field: string, problem: string) => `Line ${line}: ${field} ${problem}. Nothing was imported.`,
  statementImported: 'Statement imported.',
  statementAlreadyImported: 'This statement was imported before; nothing changed.',
  noDistributedRelease: 'Revenue reports open once one of your releases has been delivered to stores.',
  ifscInvalid: 'Please enter a valid IFSC (11 characters, e.g. SBIN0001234)',
  accountNumberInvalid: 'Please enter a valid account number (9 to 18 digits)',
  accountNumbersDiffer: 'The account numbers do not match',
  holderNameRequired: "Please enter the account holder's name",
  bankNameRequired: 'Please enter the name of the bank',
  bankSaved: 'Bank details saved.',
  bankNeeded: 'Please add your bank details before asking for a payout.',
  payoutBelowMinimum: (minimum: string) => `A payout can be asked for from ${minimum} upward.`,
  payoutAboveBalance: 'The amount is more than your available balance.',
  payoutOpen: 'You already have a payout request being processed.',
  payoutRequested: 'Payout requested.',
  payoutDecided: 'Payout updated.',
  payoutNotOpen: 'This payout request was already decided.',
} as const;

export const PAYOUT_STATUS_LABELS = {
  requested: 'Requested',
  paid: 'Paid',
  rejected: 'Rejected',
} as const;

/** What the artist reads of each state. */
export const RELEASE_STATUS_LABELS = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  delivered: 'Delivered to stores',
  live: 'Live',
  rejected: 'Rejected',
} as const;

/** The timeline's words for what happens per store after delivery. */
export const RELEASE_EVENT_LABELS = {
  ...RELEASE_STATUS_LABELS,
  taken_down: 'Taken down',
  appealed: 'Appealed',
  restored: 'Restored',
} as const;

/** The reason codes of a rejection, as the artist reads them. */
export const RELEASE_REJECT_CODE_TEXTS = {
  artwork_quality: 'The artwork is blurry, pixelated or stretched.',
  artwork_text: 'The artwork has text, logos or links stores do not allow.',
  audio_quality: 'The audio has quality problems (clipping, silence, noise).',
  metadata_format: 'The metadata does not follow the stores’ style guide.',
  artist_name: 'An artist name is not allowed or does not match the artist’s other releases.',
  title_format: 'The title has extra words (artist names, “Explicit”, version) or wrong casing.',
  rights: 'We could not confirm the rights to this recording.',
  release_date: 'The release date cannot be met.',
  other: 'See the note from our team.',
} as const;

/** Hints stores enforce, shown before submission (issue 18). */
export const RELEASE_HINTS = {
  feat: (title: string) => `“${title}”: put featured artists in the artist list as “feat.”, not in the title.`,
  explicit: (title: string) => `“${title}”: remove “Explicit” from the title; mark the track explicit instead.`,
  artistInTitle: (title: string, artist: string) => `“${title}”: remove the artist name “${artist}” from the title.`,
  titleCase: (title: string, suggestion: string) => `“${title}”: stores prefer title case: “${suggestion}”.`,
  version: (title: string) => `“${title}”: put the version (Remix, Live, Acoustic …) in the version field, not in the title.`,
} as const;

/** The artist's notices at each step. */
export const RELEASE_NOTICES = {
  submitted: (title: string) => `Your release "${title}" was submitted. We will review it within a few days.`,
  in_review: (title: string) => `Your release "${title}" is in review.`,
  approved: (title: string) => `Good news: your release "${title}" was approved and is being delivered to stores.`,
  delivered: (title: string) => `Your release "${title}" was delivered to the stores.`,
  live: (title: string) => `Your release "${title}" is live in stores.`,
  rejected: (title: string) => `Your release "${title}" needs changes before it can go to stores. Open it to see why.`,
} as const;

/** Agreement templates in the staff console (issue 21 item 5; ours). */
export const AGREEMENT_TEMPLATE_MESSAGES = {
  bodyRequired: 'Write the text of the agreement.',
  bodyMax: 'The agreement can be at most 20,000 characters.',
  noteMax: 'The note can be at most 200 characters.',
  noMarkup: 'Write the agreement as plain text: no HTML tags.',
  unknownPlaceholder: (name: string) => `{{${name}}} is not a placeholder we know: use the ones listed beside the text.`,
  missingPlaceholder: (name: string) => `The agreement must use {{${name}}}.`,
  unchanged: 'This text is the current version already.',
  published: 'New version published: agreements signed from now on use it.',
} as const;

/** The artist's notices of takedowns and restores (the stores named). */
export const RELEASE_TAKEDOWN_NOTICES = {
  taken_down: (title: string, stores: string) => `Your release "${title}" was taken down from ${stores}. Open it to see why, and appeal if you disagree.`,
  restored: (title: string, stores: string) => `Your release "${title}" was restored to ${stores}.`,
} as const;
