import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, Crown } from 'lucide-react';
import { findGroupOf, type NavEntry, type NavMenu, type ProBanner } from './nav-menus';
import { setDrawerCollapsed, setMobileDrawerOpen, setMobileSearchOpen } from './shell-store';

const ROW =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] text-fg-muted transition-colors hover:bg-surface-raised hover:text-fg';
const ROW_ACTIVE = 'bg-surface-raised text-fg font-semibold';

type NavMenuViewProps = { menu: NavMenu; isCollapsed: boolean; isMobile: boolean };

function ProBannerLink({ banner, isCollapsed }: { banner: ProBanner; isCollapsed: boolean }) {
  return (
    <NavLink
      to={banner.to}
      title={isCollapsed ? banner.label : undefined}
      className={`mb-3 flex items-center gap-3 rounded-xl bg-gradient-to-r from-accent-strong to-[#9d174d] px-3 py-3 font-semibold text-white hover:brightness-110 ${isCollapsed ? 'justify-center' : ''}`}
    >
      <Crown aria-hidden size={20} className={banner.isPro ? 'text-focus' : banner.isExpired ? 'text-white/50' : 'text-white'} data-testid="pro-banner-crown" />
      <span className={isCollapsed ? 'sr-only' : 'flex min-w-0 flex-col leading-tight'}>
        <span className="flex items-center gap-2">
          {banner.label}
          {banner.badge && <span className="rounded-full bg-black/40 px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-white">{banner.badge}</span>}
        </span>
        {banner.note && <span className="text-xs font-normal text-white/90">{banner.note}</span>}
      </span>
    </NavLink>
  );
}

/** The entries of a menu: links, groups that open one at a time (spec 1 §2.3), and headings. */
export function NavMenuView({ menu, isCollapsed, isMobile }: NavMenuViewProps) {
  const location = useLocation();
  const baseId = useId();
  const [openGroup, setOpenGroup] = useState<string | null>(() => findGroupOf(menu, location.pathname));

  const handleToggleGroup = (id: string) => {
    // On the 70px rail a group cannot unfold, so its button widens the drawer first.
    if (isCollapsed) {
      setDrawerCollapsed(false);
      setOpenGroup(id);
      return;
    }
    setOpenGroup((current) => (current === id ? null : id));
  };

  const handleOpenSearch = () => {
    setMobileDrawerOpen(false);
    setMobileSearchOpen(true);
  };

  const renderEntry = (entry: NavEntry) => {
    const Icon = entry.icon;
    const label = <span className={isCollapsed ? 'sr-only' : 'min-w-0 text-left leading-snug'}>{entry.label}</span>;
    const rowClass = `${ROW} ${isCollapsed ? 'justify-center' : ''}`;
    if (entry.kind === 'search') {
      if (!isMobile) return null;
      return (
        <li key="search">
          <button type="button" className={rowClass} onClick={handleOpenSearch}>
            <Icon aria-hidden size={20} className="shrink-0" />
            {label}
          </button>
        </li>
      );
    }
    if (entry.kind === 'link') {
      return (
        <li key={entry.to}>
          <NavLink
            to={entry.to}
            end
            title={isCollapsed ? entry.label : undefined}
            className={({ isActive }) => `${rowClass} ${isActive ? ROW_ACTIVE : ''}`}
          >
            <Icon aria-hidden size={20} className="shrink-0" />
            {label}
          </NavLink>
        </li>
      );
    }
    const isOpen = openGroup === entry.id && !isCollapsed;
    const panelId = `${baseId}-${entry.id}`;
    return (
      <li key={entry.id}>
        <button
          type="button"
          className={rowClass}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          title={isCollapsed ? entry.label : undefined}
          onClick={() => handleToggleGroup(entry.id)}
        >
          <Icon aria-hidden size={20} className="shrink-0" />
          {label}
          {!isCollapsed && (
            <ChevronDown
              aria-hidden
              size={18}
              className={`ml-auto shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
          )}
        </button>
        {isOpen && (
          <ul id={panelId} className="mt-1 mb-2 ml-[1.375rem] border-l border-border pl-4">
            {entry.links.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm text-fg-muted hover:bg-surface-raised hover:text-fg ${isActive ? ROW_ACTIVE : ''}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <div className="flex flex-col gap-1 px-3 py-4">
      {menu.proBanner && <ProBannerLink banner={menu.proBanner} isCollapsed={isCollapsed} />}
      {menu.sections.map((section, index) => {
        const headingId = `${baseId}-heading-${index}`;
        const hasHeading = Boolean(section.heading);
        return (
          <div key={section.heading ?? index} className={hasHeading ? 'mt-3 first:mt-0' : ''}>
            {hasHeading &&
              (isCollapsed ? (
                <p id={headingId} className="sr-only">
                  {section.heading}
                </p>
              ) : (
                <p id={headingId} className="px-3 pb-1 text-xs font-bold tracking-[0.14em] text-fg-muted">
                  {section.heading}
                </p>
              ))}
            {isCollapsed && hasHeading && index > 0 && <hr aria-hidden className="mx-3 mb-2 border-border" />}
            <ul aria-labelledby={hasHeading ? headingId : undefined} className="flex flex-col gap-0.5">
              {section.entries.map(renderEntry)}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
