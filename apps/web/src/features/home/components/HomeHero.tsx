import { MESSAGES } from '@indiwave/domain/messages';
import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { Clapperboard, Globe, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '../../../lib/config.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { REGISTER_LINK, SIGN_IN_LINK } from '../home-links.ts';

const CLAIMS = [
  { icon: Trophy, value: TOUR_CLAIMS.monthlyOpportunities, label: 'monthly opportunities from brands' },
  { icon: Globe, value: TOUR_CLAIMS.stores, label: `stores across ${TOUR_CLAIMS.countries} countries` },
  { icon: Clapperboard, value: TOUR_CLAIMS.households, label: `households reached by ${BRAND.name} TV` },
];

// Heights of the decorative equaliser, as classes (no inline styles, for the CSP).
const BARS = [
  'h-[40%]',
  'h-[70%]',
  'h-[55%]',
  'h-[90%]',
  'h-[65%]',
  'h-[80%]',
  'h-[45%]',
  'h-full',
  'h-[60%]',
  'h-[75%]',
  'h-[50%]',
  'h-[85%]',
  'h-[35%]',
  'h-[70%]',
  'h-[55%]',
];

/** The first screen of the home page: the tagline, what the platform is, the claims and the two ways in. */
export function HomeHero() {
  return (
    <div className="relative overflow-hidden border-b border-border bg-linear-to-br from-accent-strong/30 via-surface to-bg">
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-14 md:px-8 md:py-20 xl:grid-cols-[1fr_20rem] xl:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-soft uppercase">
            For independent artists, bands and listeners
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-fg md:text-6xl">
            {MESSAGES.tagline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-fg-muted md:text-xl">
            {BRAND.name} is the music and video network for independent artists. Release your songs worldwide, build an
            audience that claps for every track, and get paid by stores and brands, while your music stays yours.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={REGISTER_LINK} className={getButtonClass('primary', 'md')}>
              Join free
            </Link>
            <Link to={SIGN_IN_LINK} className={getButtonClass('secondary', 'md')}>
              Sign in
            </Link>
          </div>
          <p className="mt-4 text-fg-muted">
            Just here to listen?{' '}
            <Link to="/songs" className="font-medium text-accent-soft underline underline-offset-4 hover:text-fg">
              Discover new music
            </Link>
          </p>
        </div>
        <div aria-hidden="true" className="hidden h-56 items-end gap-1.5 xl:flex">
          {BARS.map((height, index) => (
            <span
              key={index}
              className={`flex-1 rounded-t-md bg-linear-to-t from-accent to-highlight opacity-80 ${height}`}
            />
          ))}
        </div>
      </div>
      <div className="mx-auto w-full max-w-content px-4 pb-14 md:px-8">
        <dl className="grid gap-4 md:grid-cols-3">
          {CLAIMS.map(({ icon: Icon, value, label }) => (
            // dt and dd stay direct children of the group (valid <dl>); the icon sits inside the dt.
            <div
              key={label}
              className="relative flex flex-col-reverse rounded-2xl border border-border bg-surface/80 py-5 pr-5 pl-17"
            >
              <dt className="text-fg-muted">
                <Icon aria-hidden="true" className="absolute top-1/2 left-5 size-8 -translate-y-1/2 text-accent-soft" />
                {label}
              </dt>
              <dd className="text-3xl font-extrabold tracking-tight text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
