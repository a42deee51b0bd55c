import type { ProPerksDocument } from '@indiwave/domain/contract/pro-perks';

const DAY = 86_400_000;
/** The first Pro Session: a Thursday, 7 PM Indian time (13:30 UTC); they run every two weeks (spec 2 §2.3). */
const FIRST_SESSION = Date.UTC(2024, 0, 4, 13, 30);
const SESSION_EVERY_DAYS = 14;
const IST_OFFSET_MS = 330 * 60_000;

const TOPICS = [
  { title: 'Releasing your first single', description: 'Planning a release: dates, artwork, pre-saves and the first week after.' },
  { title: 'Pitching to playlists and radio', description: 'How curators and stations choose, and how to write a pitch they read.' },
  { title: 'Music rights and royalties 101', description: 'Publishing, master rights, collecting societies, and where your money comes from.' },
  { title: 'Building a fanbase on social media', description: 'Short video, consistency and turning listeners into fans who buy.' },
  { title: 'Booking your first gigs', description: 'Reaching venues and festivals, your e-Press Kit, and negotiating fees.' },
  { title: 'Sync licensing for independents', description: 'Getting your music into films, series and ads.' },
] as const;

/** 'day/month/year at time AM/PM' in Indian time, the spec's masterclass date (spec 2 §3). */
function toSpecDate(utcMs: number): string {
  const local = new Date(utcMs + IST_OFFSET_MS);
  const hours = local.getUTCHours();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} at ${pad(hours % 12 || 12)}:${pad(local.getUTCMinutes())} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/**
 * The built-in Pro Perks (until the team saves its own): the two sessions before now and the
 * three after on the bi-weekly calendar, partner coupons and learning resources. Links point at
 * this site's own pages, so nothing leaves for a host we do not know.
 */
export function buildDefaultProPerks(now: Date): ProPerksDocument {
  const index = Math.floor((now.getTime() - FIRST_SESSION) / (SESSION_EVERY_DAYS * DAY));
  const masterclasses = [-1, 0, 1, 2, 3].map((offset) => {
    const number = index + offset;
    const start = FIRST_SESSION + number * SESSION_EVERY_DAYS * DAY;
    const topic = TOPICS[((number % TOPICS.length) + TOPICS.length) % TOPICS.length];
    return {
      title: topic.title,
      description: topic.description,
      image: '',
      date: toSpecDate(start),
      duration: '1 hour',
      ended: false,
      startingSoon: offset === 1,
      whatsappGroupLink: 'https://chat.whatsapp.com/indiwave-pro-sessions',
    };
  });
  return {
    masterclasses,
    couponCodes: [
      { companyName: 'StudioSpace', brandImage: '', subtitle: '30% off recording studio hours', code: 'INDIEPRO30', details: ['Valid at partner studios in 12 cities', 'Up to 10 hours a month'], isNew: true, redeemNowLink: 'https://studiospace.example/redeem' },
      { companyName: 'MixMaster', brandImage: '', subtitle: 'Your first track mixed and mastered free', code: 'MIXFIRST', details: ['One track per member', 'Delivered in 5 working days'], isNew: false, redeemNowLink: 'https://mixmaster.example/redeem' },
      { companyName: 'GearBazaar', brandImage: '', subtitle: '15% off instruments and audio gear', code: 'GEARUP15', details: ['Online and in stores', 'Not with other offers'], isNew: false, redeemNowLink: 'https://gearbazaar.example/redeem' },
    ],
    learningResources: [
      { title: 'The release checklist', description: 'Everything to do in the eight weeks before a release, week by week.', image: '', link: '/distribution-guide', pdfName: '' },
      { title: 'Writing an artist bio', description: 'What bookers and editors read first, with examples.', image: '', link: '/artist/epk', pdfName: '' },
      { title: 'Promoting a release', description: 'Pre-saves, promo videos and radio pitching with the promo tools.', image: '', link: '/promote', pdfName: '' },
    ],
  };
}
