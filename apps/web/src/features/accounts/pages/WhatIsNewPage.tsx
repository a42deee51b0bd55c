import { ArrowRight, Compass, Library, ListMusic, MailWarning, Mic2, Newspaper, SlidersHorizontal, Sparkles, TvMinimalPlay, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { openAccountDialog } from '../../../lib/account-dialogs.ts';
import { BRAND, toProductPath } from '../../../lib/config.ts';
import { isListener, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { openUpgradeDialog } from '../api/use-non-pro-action-handler.ts';

type Destination = { to: string; title: string; text: string; icon: LucideIcon };

const DESTINATIONS: Destination[] = [
  { to: '/songs', title: 'Discover music', text: 'Fresh and recommended songs from independent artists.', icon: Compass },
  { to: '/playlists', title: 'Playlists', text: 'Hand-picked sets for every mood and moment.', icon: ListMusic },
  { to: '/artists', title: 'Artists', text: 'Find artists and bands near you, and follow them.', icon: Users },
  { to: toProductPath('/{product}-tv'), title: `${BRAND.name} TV`, text: 'Music videos from the independent scene.', icon: TvMinimalPlay },
  { to: '/library', title: 'Your library', text: 'The songs, albums and videos you clapped for.', icon: Library },
  { to: '/blogs', title: 'Blogs', text: 'Stories, interviews and news from the scene.', icon: Newspaper },
];

/**
 * /what-is-new (READING: the listeners' landing after sign-in): a welcome with the ways into
 * the music, the library, the preferences and, for listeners, the artist profile.
 */
export default function WhatIsNewPage() {
  const user = useSessionUser();
  const firstName = user?.fname?.trim() || user?.name || '';
  return (
    <div className="mx-auto max-w-content px-4 py-10 md:px-8">
      <section className="rounded-3xl border border-border bg-gradient-to-br from-accent-strong/40 via-surface to-surface p-6 md:p-10">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-soft uppercase">
          <Sparkles aria-hidden size={16} /> What's new
        </p>
        <h1 className="mt-3 text-3xl font-bold text-fg md:text-4xl">Welcome{firstName ? `, ${firstName}` : ''}!</h1>
        <p className="mt-3 max-w-2xl text-fg-muted">
          {BRAND.name} is where independent music lives. Play, clap for the songs you love and follow the artists behind them.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/songs" className={getButtonClass('primary')}>
            Start listening <ArrowRight aria-hidden size={18} />
          </Link>
          <Link to="/on-boarding" className={getButtonClass('secondary')}>
            <SlidersHorizontal aria-hidden size={18} /> Pick your genres
          </Link>
        </div>
      </section>

      {user && user.email && !user.isEmailVerified && (
        <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-focus/40 bg-focus/10 p-5 md:flex-row md:items-center md:justify-between">
          <p className="flex items-center gap-2 text-sm text-fg">
            <MailWarning aria-hidden size={20} className="shrink-0 text-focus" />
            Verify your email {user.email} to keep your account safe.
          </p>
          <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => openAccountDialog({ kind: 'verify-email', mode: 'account' })}>
            Verify email
          </button>
        </div>
      )}

      <h2 className="mt-10 text-xl font-bold text-fg">Explore</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {DESTINATIONS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="group flex h-full gap-4 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-accent hover:bg-surface-raised">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/20 text-accent-soft">
                <Icon aria-hidden size={22} />
              </span>
              <span>
                <span className="block font-semibold text-fg group-hover:underline">{title}</span>
                <span className="mt-1 block text-sm text-fg-muted">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      {isListener(user) && (
        <section aria-labelledby="make-music" className="mt-10 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-highlight/20 text-highlight">
              <Mic2 aria-hidden size={22} />
            </span>
            <div>
              <h2 id="make-music" className="font-semibold text-fg">
                Make music too?
              </h2>
              <p className="mt-1 text-sm text-fg-muted">Upgrade to an artist profile to upload, release to stores and apply to opportunities.</p>
            </div>
          </div>
          <button type="button" className={getButtonClass('primary')} onClick={() => openUpgradeDialog('settings')}>
            Upgrade to Artist Profile
          </button>
        </section>
      )}
    </div>
  );
}
