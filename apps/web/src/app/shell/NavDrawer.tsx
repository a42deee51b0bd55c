import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsIdle } from '../../lib/use-is-idle';
import { useIsMobile } from '../../lib/use-media-query';
import { useSessionUser } from '../../lib/session';
import type { NavType } from '../../lib/route-handle';
import { NAV_DRAWER_ID } from './nav-ids';
import { selectNavMenu } from './nav-menus';
import { NavMenuView } from './NavMenuView';
import { setMobileDrawerOpen, useShellStore } from './shell-store';
import { useAgreementsFlag } from './use-agreements-flag';

// The phone drawer is a modal dialog (Radix); its code loads when the browser is idle or
// the menu is first opened, so desktop and the first paint never pay for it.
const loadMobileNavDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(() => loadMobileNavDrawer().then((module) => ({ default: module.MobileNavDrawer })));

/**
 * The left navigation drawer (spec 1 §2.3): beside the content on desktop, 296px wide
 * (220px at medium widths) and collapsible to a 70px rail; on phones closed, and over the
 * content as a modal panel when opened (Escape or the overlay closes it, focus stays inside).
 */
export function NavDrawer({ navType }: { navType: NavType }) {
  const user = useSessionUser();
  const isMobile = useIsMobile();
  const isIdle = useIsIdle();
  const isMobileOpen = useShellStore((state) => state.isMobileDrawerOpen);
  const isCollapsed = useShellStore((state) => state.isDrawerCollapsed);
  const { pathname } = useLocation();
  const hasAgreements = useAgreementsFlag(user);
  const menu = selectNavMenu(navType, user, { hasAgreements });

  // Following a link on a phone should show the page, not the menu.
  useEffect(() => {
    setMobileDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (isMobile && isIdle) void loadMobileNavDrawer();
  }, [isMobile, isIdle]);

  // A different menu (another user or nav type) starts with its own open group.
  const menuKey = `${menu.id}:${user?.slug ?? ''}`;

  if (isMobile) {
    if (!isMobileOpen) return null;
    return (
      <Suspense fallback={null}>
        <MobileNavDrawer key={menuKey} menu={menu} />
      </Suspense>
    );
  }

  return (
    <nav
      id={NAV_DRAWER_ID}
      aria-label="Main"
      data-collapsed={isCollapsed || undefined}
      className={`sticky top-header h-[calc(100dvh-var(--header-height))] shrink-0 overflow-x-hidden overflow-y-auto border-r border-border bg-surface transition-[width] duration-200 ${isCollapsed ? 'w-drawer-collapsed' : 'w-drawer'}`}
    >
      <NavMenuView key={menuKey} menu={menu} isCollapsed={isCollapsed} isMobile={false} />
    </nav>
  );
}
