import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MESSAGES } from '@indiwave/domain/messages';
import { toPageKey } from '@indiwave/domain/rules/page-key';
import { installInvalidFieldFocus } from '../../lib/invalid-field-focus';
import { installClickTracking } from '../../lib/analytics';
import { BRAND } from '../../lib/config';
import { useSessionUser } from '../../lib/session';
import { useIsIdle } from '../../lib/use-is-idle';
import { CartDialogHost } from '../../features/commerce/components/CartDialogHost';
import { RenewalPrompt } from '../../features/membership/components/RenewalPrompt';
import { usePlayerPresence } from '../../features/player/player-presence';
import { PlaylistDialogHost } from '../../features/playlists/components/PlaylistDialogHost';
import { ReportDialogHost } from '../../features/report/components/ReportDialogHost';
import { ShareDialogHost } from '../../features/share/components/ShareDialogHost';
import { useVideoPopupStore } from '../../features/video-popup/store';
import { AccountDialogHost } from './AccountDialogHost';
import { AccountUrlWatcher } from './AccountUrlWatcher';
import { Breadcrumbs } from './Breadcrumbs';
import { GlobalSpinner } from './GlobalSpinner';
import { Header } from './Header';
import { NavDrawer } from './NavDrawer';
import { useRouteData } from './route-data';

// The watcher brings the API client and its zod contracts; a freshly loaded page is current
// anyway, so it loads once the browser is idle and keeps the first page's JS small.
const VersionWatcher = lazy(() =>
  import('../../features/system/VersionWatcher').then((module) => ({ default: module.VersionWatcher })),
);
// The session check (spec 1 §7) only concerns signed-in people, and can wait for idle too.
const SessionWatcher = lazy(() =>
  import('../../features/accounts/components/SessionWatcher').then((module) => ({ default: module.SessionWatcher })),
);
// The player (spec 1 §2.7) loads once something is played or a queue was stored; for a
// signed-in person also when idle, to fetch the queue kept on the server.
const PlayerHost = lazy(() => import('../../features/player/components/PlayerHost'));
// The shell's banner and the promo popup (spec 1 §1, §4) load once the page is idle: they float
// over the page, so arriving late moves nothing.
const AdsHost = lazy(() => import('../../features/ads/components/AdsHost'));
// The player's companion banner (spec 1 §2.7) comes with the player.
const CompanionSlot = lazy(() => import('./CompanionSlot'));
// The footer starts below the first screen (main is a screen tall), so it may arrive after the page.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));
// The help button floats at the bottom right of every page, so it can arrive once the page is idle
// and move nothing; the first page's JS stays smaller (issue 16).
const HelpWidget = lazy(() => import('./HelpWidget').then((module) => ({ default: module.HelpWidget })));
// The video pop-up (spec 2 §2.2) floats over every page once a video is opened.
const VideoPopup = lazy(() => import('../../features/video-popup/components/VideoPopup'));

/** The id "Skip to content" jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

/** The document title of a page: its own title and the brand, or the brand and its tagline. */
export function buildDocumentTitle(title: string | undefined): string {
  return title ? `${title} | ${BRAND.name}` : `${BRAND.name} — ${MESSAGES.tagline}`;
}

/**
 * The shell around every page (spec 1 §1): header, left drawer, breadcrumbs, the page,
 * footer, help widget and global spinner, each shown as the route's data asks (§2.4).
 * Embeds get the page alone (§2.1).
 */
export function AppLayout() {
  const route = useRouteData();
  const isDrawerShown = !route.isEmbed && !route.isHeaderHidden;
  const isIdle = useIsIdle();
  const user = useSessionUser();
  const isPlayerActive = usePlayerPresence((state) => state.isActive);
  const isVideoOpen = useVideoPopupStore((state) => state.video !== null);
  const { pathname } = useLocation();
  const pageKey = toPageKey(pathname, BRAND.slug);
  const proState = user?.isProMember ?? 0;
  const userKey = user ? `${user.id}:${proState}` : 'visitor';
  // The team's own screens and the bare pages (sign-in, pre-save) carry no ads.
  const isAdFree = route.isEmbed || route.isHeaderHidden || pathname.startsWith('/admin');

  // Every click on a link or control is an analytics event (spec 2 §7), sent to our own server.
  useEffect(() => installClickTracking(), []);
  // Every form goes to its first invalid field when a submit is refused (issue 15 item 2).
  useEffect(() => installInvalidFieldFocus(), []);

  useEffect(() => {
    document.title = buildDocumentTitle(route.title);
  }, [route.title]);

  return (
    <div className="flex min-h-dvh flex-col" data-nav-type={route.navType}>
      {/* A new page starts at its top; Back and Forward return to where the person was (issue 15 item 5). */}
      <ScrollRestoration />
      {!route.isEmbed && (
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="fixed top-2 left-2 z-[100] -translate-y-20 rounded-full bg-accent px-4 py-2 font-semibold text-accent-fg focus:translate-y-0"
        >
          Skip to content
        </a>
      )}
      {!route.isEmbed && !route.isHeaderHidden && <Header isDrawerShown={isDrawerShown} />}
      <div className="flex flex-1">
        {isDrawerShown && <NavDrawer navType={route.navType} />}
        <div className="flex min-w-0 flex-1 flex-col">
          {/* Full-bleed: pages set their own bands and wrap text in `mx-auto max-w-content px-4 md:px-8`. */}
          {/* At least a screen tall, so the footer starts below the first screen and a page whose
              content arrives after its skeleton pushes nothing visible down (layout shift, issue 16). */}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-var(--header-height))] flex-1 max-md:pb-16">
            {!route.isEmbed && <Breadcrumbs routeCrumbs={route.crumbs} />}
            <Outlet />
          </main>
          {!route.isEmbed && !route.isFooterHidden && (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
        </div>
      </div>
      {!route.isEmbed && isIdle && (
        <Suspense fallback={null}>
          <HelpWidget isHiddenByRoute={route.isHelpWidgetHidden} />
        </Suspense>
      )}
      {!route.isEmbed && <GlobalSpinner />}
      {!route.isEmbed && (isPlayerActive || (isIdle && user)) && (
        <Suspense fallback={null}>
          <PlayerHost />
        </Suspense>
      )}
      {!route.isEmbed && isPlayerActive && (
        <Suspense fallback={null}>
          <CompanionSlot />
        </Suspense>
      )}
      {isIdle && !isAdFree && (
        <Suspense fallback={null}>
          <AdsHost page={pageKey} proState={proState} userKey={userKey} isPopupAllowed isRaisingIssue={pathname === '/about/contact-us'} />
        </Suspense>
      )}
      {!route.isEmbed && isVideoOpen && (
        <Suspense fallback={null}>
          <VideoPopup />
        </Suspense>
      )}
      {isIdle && (
        <Suspense fallback={null}>
          <VersionWatcher />
          {user && <SessionWatcher />}
        </Suspense>
      )}
      <AccountUrlWatcher />
      <AccountDialogHost />
      {user && <RenewalPrompt />}
      <ShareDialogHost />
      <ReportDialogHost />
      <PlaylistDialogHost />
      {!route.isEmbed && <CartDialogHost />}
    </div>
  );
}
