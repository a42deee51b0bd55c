import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, PanelLeftClose, PanelLeftOpen, Search, ShoppingCart } from 'lucide-react';
import { openCartDialog } from '../../lib/cart-dialog';
import { BRAND } from '../../lib/config';
import { useSessionUser } from '../../lib/session';
import { useIsMobile } from '../../lib/use-media-query';
import { getButtonClass } from '../../ui/button-styles';
import { Logo } from '../../ui/Logo';
import { buildSignInLink } from './header-links';
import { NAV_DRAWER_ID, NAV_TOGGLE_ID } from './nav-ids';
import { useRouteData } from './route-data';
import { SearchBox } from './SearchBox';
import { setDrawerCollapsed, setMobileDrawerOpen, setMobileSearchOpen, useShellStore } from './shell-store';
import { UserMenu } from './UserMenu';

// The bell, the message icon and the live stream concern signed-in people only: their own chunk.
const HeaderActivity = lazy(() => import('./HeaderActivity'));

const ICON_BUTTON = 'grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-raised';

/** The menu button: opens the phone drawer, or folds the desktop drawer to its rail. */
function DrawerToggle({ isDrawerShown }: { isDrawerShown: boolean }) {
  const isMobile = useIsMobile();
  const isMobileOpen = useShellStore((state) => state.isMobileDrawerOpen);
  const isCollapsed = useShellStore((state) => state.isDrawerCollapsed);
  if (!isDrawerShown) return null;

  if (isMobile) {
    return (
      <button
        id={NAV_TOGGLE_ID}
        type="button"
        className={ICON_BUTTON}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isMobileOpen}
        onClick={() => setMobileDrawerOpen(true)}
      >
        <Menu aria-hidden size={22} />
      </button>
    );
  }
  const Icon = isCollapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <button
      id={NAV_TOGGLE_ID}
      type="button"
      className={ICON_BUTTON}
      aria-label={isCollapsed ? 'Expand menu' : 'Collapse menu'}
      aria-expanded={!isCollapsed}
      aria-controls={NAV_DRAWER_ID}
      onClick={() => setDrawerCollapsed(!isCollapsed)}
    >
      <Icon aria-hidden size={22} />
    </button>
  );
}

/** Visitors' actions (spec 1 §2.4): cart and sign in open the sign-in dialog, register its register tab. */
function VisitorActions() {
  const location = useLocation();
  const signIn = buildSignInLink(location);
  const register = buildSignInLink(location, true);
  return (
    <>
      <Link to={signIn} className={ICON_BUTTON} aria-label="Cart">
        <ShoppingCart aria-hidden size={20} />
      </Link>
      <Link to={signIn} className={getButtonClass('secondary', 'sm', 'max-md:px-3')}>
        Sign in
      </Link>
      <Link to={register} className={getButtonClass('primary', 'sm', 'max-md:px-3')}>
        Register
      </Link>
    </>
  );
}

/**
 * The top header (spec 1 §2.4): menu button, logo, search box, and the visitor's buttons or
 * the user's menu. 80px tall, 60px on phones, where the search box opens on demand.
 */
export function Header({ isDrawerShown }: { isDrawerShown: boolean }) {
  const user = useSessionUser();
  const isMobile = useIsMobile();
  const isMobileSearchOpen = useShellStore((state) => state.isMobileSearchOpen);
  // The user-profile navigation type has its own desktop header (spec 1 §2.4): it names the
  // e-Press Kit beside the logo and keeps the search to the side, so the kit's cover leads.
  const { navType } = useRouteData();
  const isProfileHeader = !isMobile && navType === 'user-profile';

  if (isMobile && isMobileSearchOpen) {
    return (
      <header className="sticky top-0 z-40 flex h-header items-center gap-2 border-b border-border bg-surface px-3">
        <SearchBox isAutoFocused onClose={() => setMobileSearchOpen(false)} />
      </header>
    );
  }

  return (
    <header className="sticky top-0 z-40 flex h-header items-center gap-2 border-b border-border bg-surface px-3 md:gap-4 md:px-5">
      <DrawerToggle isDrawerShown={isDrawerShown} />
      <Link to="/" className="shrink-0 rounded-lg" aria-label={`${BRAND.name} home`}>
        <Logo isNameShown={!isMobile} />
      </Link>
      {isProfileHeader && <span className="shrink-0 rounded-full border border-accent-soft px-3 py-1 text-xs font-semibold tracking-widest text-accent-soft uppercase">e-Press Kit</span>}
      {!isMobile && (
        <div className={`flex min-w-0 flex-1 px-2 ${isProfileHeader ? 'justify-end' : 'justify-center'}`}>
          <SearchBox />
        </div>
      )}
      <div className="ml-auto flex items-center gap-1 md:gap-2">
        {isMobile && (
          <button type="button" className={ICON_BUTTON} aria-label="Search" onClick={() => setMobileSearchOpen(true)}>
            <Search aria-hidden size={20} />
          </button>
        )}
        {user && (
          <Suspense fallback={null}>
            <HeaderActivity isMobile={isMobile} />
          </Suspense>
        )}
        {/* Phones reach the cart from the user menu's 'My Cart' (spec 1 §2.4). */}
        {user && !isMobile && (
          <button type="button" className={ICON_BUTTON} aria-label="Cart" onClick={() => openCartDialog()}>
            <ShoppingCart aria-hidden size={20} />
          </button>
        )}
        {user ? <UserMenu user={user} /> : <VisitorActions />}
      </div>
    </header>
  );
}
