import {
  ArrowRight,
  Check,
  Crown,
  Disc3,
  Hand,
  Headphones,
  IndianRupee,
  ListMusic,
  Megaphone,
  Tv,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { PRO_LIST_PRICE_PAISE, PRO_PRICE_PAISE, RADIO_STATIONS, TOUR_CLAIMS } from '@indiwave/domain/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND, toProductPath } from '../../../lib/config.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { HomeHero } from '../components/HomeHero.tsx';
import { HomeOpportunities } from '../components/HomeOpportunities.tsx';
import { HomeSection } from '../components/HomeSection.tsx';
import { REGISTER_LINK, SIGN_IN_LINK } from '../home-links.ts';

const B = BRAND.name;
const linkClass =
  'inline-flex items-center gap-1 font-semibold text-accent-soft underline-offset-4 hover:text-fg hover:underline';

type Pillar = { icon: LucideIcon; title: string; text: string; points: string[]; link: { label: string; to: string } };

const PILLARS: Pillar[] = [
  {
    icon: Disc3,
    title: 'Distribute',
    text: `Release singles and albums to ${TOUR_CLAIMS.stores} stores across ${TOUR_CLAIMS.countries} countries.`,
    points: [
      'Spotify, Apple Music, JioSaavn, Gaana, YouTube Music, Amazon Music, Wynk and more',
      'New releases, or transfers from another distributor that keep their plays',
      'Caller tunes on Indian mobile networks',
    ],
    link: { label: 'How distribution works', to: '/distribution-guide' },
  },
  {
    icon: Megaphone,
    title: 'Promote',
    text: 'Turn every release into posts, embeds, pre-saves and pitches.',
    points: [
      'Share cards for Instagram and Facebook',
      'Embeddable players and pre-save links',
      `Pitching to ${RADIO_STATIONS} radio stations with Pro`,
    ],
    link: { label: 'See the promo tools', to: '/artist/promotional-tools' },
  },
  {
    icon: IndianRupee,
    title: 'Monetize',
    text: 'Get paid for your music, by stores and by brands.',
    points: [
      'Store royalties in one revenue report, paid to your bank account',
      `${TOUR_CLAIMS.monthlyOpportunities} opportunities every month from brands, festivals and producers`,
      'Licensing and content deals with the brands we work with',
    ],
    link: { label: 'Opportunities for artists', to: '/opportunities' },
  },
];

const STEPS = [
  { title: 'Create your account', text: 'Sign up free as an artist or a band. It takes a minute.' },
  { title: 'Build your e-Press Kit', text: 'Add your story, photos, songs and videos: one link for every booker.' },
  { title: 'Release with Pro', text: 'Send your music to the stores and keep the royalties coming to you.' },
  { title: 'Promote and apply', text: 'Share, pitch your videos to TV and apply to brand opportunities.' },
];

/**
 * / for visitors: what the platform does for artists, listeners and brands, and the ways in.
 * `catalog` is the music on show (spotlight, featured artists, new music), which discovery owns
 * and app/ puts here (app/pages/HomeRoute.tsx).
 */
export function HomePage({ catalog }: { catalog: ReactNode }) {
  return (
    <>
      <HomeHero />
      {catalog}

      <HomeSection
        eyebrow="For artists and bands"
        title="Everything after the music is made"
        intro={<p>The tools of a record label, without giving away your rights.</p>}
      >
        <ul className="grid gap-4 xl:grid-cols-3">
          {PILLARS.map(({ icon: Icon, title, text, points, link }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-border bg-surface p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent/20 text-accent-soft">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-fg">{title}</h3>
              <p className="mt-2 text-fg-muted">{text}</p>
              <ul className="mt-4 grid gap-2">
                {points.map((point) => (
                  <li key={point} className="flex gap-2 text-fg-muted">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <Link to={link.to} className={`${linkClass} mt-auto pt-5`}>
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeOpportunities />

      <HomeSection
        tone="raised"
        eyebrow="e-Press Kit"
        title="One link that gets you booked"
        intro={
          <p>
            Every artist and band on {B} gets a public electronic press kit: your music with a player, videos, story,
            photos, achievements, band members and tech rider, at an address you choose. Send it to promoters,
            festivals, journalists and brands, and it is always up to date.
          </p>
        }
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/artist/epk" className={getButtonClass('secondary', 'md')}>
            About the e-Press Kit
          </Link>
          <Link to="/artists" className={getButtonClass('ghost', 'md')}>
            Browse artists
          </Link>
        </div>
      </HomeSection>

      <HomeSection
        eyebrow={`${B} TV`}
        title={`Your music video in ${TOUR_CLAIMS.households} households`}
        intro={
          <p>
            {B} TV is our music channel for independent artists. Upload your video, submit it to TV, and our programming
            team watches every submission for programmes like new releases, regional music and the weekly countdown.
          </p>
        }
      >
        <div className="flex flex-wrap gap-3">
          <Link to={toProductPath('/artist/broadcast-on-{product}-tv')} className={getButtonClass('secondary', 'md')}>
            <Tv aria-hidden="true" className="size-5" />
            Broadcast on TV
          </Link>
          <Link to="/programme-format" className={getButtonClass('ghost', 'md')}>
            Programme format
          </Link>
        </div>
      </HomeSection>

      <HomeSection tone="raised" eyebrow="Getting started" title="From sign-up to the stores in four steps">
        <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-border bg-bg p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-accent font-bold text-accent-fg"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-fg">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-fg-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </HomeSection>

      <HomeSection
        eyebrow={`${B} Pro`}
        title="Release and promote without limits"
        intro={<p>Uploading to your profile is free and unlimited. Pro adds what takes your music further.</p>}
      >
        <div className="max-w-2xl rounded-3xl border border-accent bg-surface-raised p-6 md:p-8">
          <p className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Crown aria-hidden="true" className="size-5 text-accent-soft" />
            Pro plan
          </p>
          <p className="mt-2 text-fg-muted">
            <span className="text-3xl font-extrabold text-fg">Rs {PRO_PRICE_PAISE / 100}/Year</span>{' '}
            <s>Rs {PRO_LIST_PRICE_PAISE / 100}/Year</s>
          </p>
          <ul className="mt-5 grid gap-2">
            {[
              `Unlimited distribution to ${TOUR_CLAIMS.stores} stores`,
              'Pro-only opportunities',
              `Pitching tools, including ${RADIO_STATIONS} radio stations`,
              'Personalised e-Press Kit and customisable promo tools',
              'Live masterclasses every two weeks, partner coupons and learning resources',
            ].map((item) => (
              <li key={item} className="flex gap-2 text-fg-muted">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/subscription" className={getButtonClass('primary', 'md')}>
              Get Pro
            </Link>
            <Link to="/faq#pro" className={getButtonClass('ghost', 'md')}>
              Pro questions
            </Link>
          </div>
        </div>
      </HomeSection>

      <HomeSection
        tone="raised"
        eyebrow="For listeners"
        title="Hear it here first"
        intro={<p>New independent music in every language and genre, free to listen.</p>}
      >
        <ul className="grid gap-4 md:grid-cols-3">
          <ListenerCard icon={Headphones} title="Discover" to="/songs" label="Browse songs">
            Fresh releases and recommended songs, videos and playlists from artists you won&rsquo;t hear on the radio
            yet.
          </ListenerCard>
          <ListenerCard icon={Hand} title="Clap and follow" to="/artists" label="Find artists">
            Clap for the songs you love, follow the artists behind them and hear their next release first.
          </ListenerCard>
          <ListenerCard icon={ListMusic} title="Collect" to="/playlists" label="Explore playlists">
            Build playlists, keep your favourites in your Library and pick up your queue where you left it.
          </ListenerCard>
        </ul>
      </HomeSection>

      <HomeSection
        eyebrow="For brands"
        title="Work with independent artists"
        intro={
          <p>
            Opportunities for brands, content creation, music licensing, influencer campaigns and integration on {B} TV.
          </p>
        }
      >
        <Link to="/brands" className={getButtonClass('secondary', 'md')}>
          {B} for brands
        </Link>
      </HomeSection>

      <section aria-labelledby="home-final-cta" className="mx-auto w-full max-w-content px-4 pb-16 md:px-8">
        <div className="rounded-3xl border border-border-strong bg-linear-to-br from-accent-strong/40 via-surface-raised to-surface p-8 text-center md:p-12">
          <h2 id="home-final-cta" className="text-2xl font-bold tracking-tight text-balance text-fg md:text-4xl">
            Your music deserves to be heard
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-fg-muted">
            Join {B} free today. Upload your first song in minutes and release it to the world when you are ready.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={REGISTER_LINK} className={getButtonClass('primary', 'md')}>
              <UserPlus aria-hidden="true" className="size-5" />
              Join free
            </Link>
            <Link to={SIGN_IN_LINK} className={getButtonClass('secondary', 'md')}>
              Sign in
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

type ListenerCardProps = { icon: LucideIcon; title: string; to: string; label: string; children: ReactNode };

function ListenerCard({ icon: Icon, title, to, label, children }: ListenerCardProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-bg p-6">
      <Icon aria-hidden="true" className="size-7 text-accent-soft" />
      <h3 className="mt-3 text-lg font-semibold text-fg">{title}</h3>
      <p className="mt-2 text-fg-muted">{children}</p>
      <Link to={to} className={`${linkClass} mt-auto pt-4`}>
        {label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
