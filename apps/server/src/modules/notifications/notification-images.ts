import { NOTIFICATION_TYPES, type NotificationType } from '@indiwave/domain/contract/notifications';

/**
 * The default image of each notification type (spec 1 §3.3, READING: seven types): a coloured
 * tile with a white icon. The icons' path data is Lucide's (ISC licence), drawn at 24 px.
 */
const ICONS: Record<NotificationType, { color: string; paths: string }> = {
  // user-plus
  follow: {
    color: '#6d28d9',
    paths: '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><line x1="19" x2="19" y1="8" y2="14"/><line x1="22" x2="16" y1="11" y2="11"/>',
  },
  // hand
  clap: {
    color: '#ea580c',
    paths:
      '<path d="M18 11V6a2 2 0 0 0-2-2a2 2 0 0 0-2 2"/><path d="M14 10V4a2 2 0 0 0-2-2a2 2 0 0 0-2 2v2"/><path d="M10 10.5V6a2 2 0 0 0-2-2a2 2 0 0 0-2 2v8"/><path d="M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.86-5.99-2.34l-3.6-3.6a2 2 0 0 1 2.83-2.82L7 15"/>',
  },
  // message-circle
  comment: {
    color: '#0891b2',
    paths: '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"/>',
  },
  // star
  review: {
    color: '#ca8a04',
    paths:
      '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
  },
  // mail
  message: {
    color: '#2563eb',
    paths: '<path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"/><rect x="2" y="4" width="20" height="16" rx="2"/>',
  },
  // trophy
  opportunity: {
    color: '#16a34a',
    paths:
      '<path d="M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2"/><path d="M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2"/><path d="M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3"/><path d="M4 22h16"/><path d="M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z"/><path d="M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3"/>',
  },
  // megaphone
  broadcast: {
    color: '#db2777',
    paths:
      '<path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"/><path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14"/><path d="M8 6v8"/>',
  },
};

function renderSvg(type: NotificationType): Buffer {
  const { color, paths } = ICONS[type];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${type}">` +
      `<rect width="96" height="96" rx="20" fill="${color}"/>` +
      `<g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`,
  );
}

/** The seven SVG files by name ('follow.svg' …), rendered once. */
const IMAGES: ReadonlyMap<string, Buffer> = new Map(NOTIFICATION_TYPES.map((type) => [`${type}.svg`, renderSvg(type)]));

/** The SVG of a default image file name, or undefined for any other name. */
export function findNotificationImage(file: string): Buffer | undefined {
  return IMAGES.get(file);
}
