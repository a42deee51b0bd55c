import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { isArtistOrBand, setSessionUser, type SessionUser } from '../../lib/session';

/**
 * The signed-in user's profile menu (spec 1 §2.4): My e-Press Kit, My Dashboard, Settings,
 * Logout. A disclosure of plain links, so it reads and tabs like the rest of the page.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen]);

  const handleLogout = () => {
    // The logout call arrives with sessions; clearing the cached user is what signs out here.
    setSessionUser(null);
    navigate('/');
  };

  const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-fg hover:bg-surface-raised';
  const initial = (user.name || user.slug).trim().charAt(0).toUpperCase();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-surface-raised"
      >
        {user.dp ? (
          <img src={user.dp} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="grid size-9 place-items-center rounded-full bg-accent font-bold text-accent-fg">
            {initial}
          </span>
        )}
        <span className="max-w-32 truncate text-sm font-semibold max-md:sr-only">{user.name}</span>
        <span className="sr-only">: account menu</span>
        <ChevronDown aria-hidden size={16} className="text-fg-muted" />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-56 rounded-2xl border border-border bg-surface p-2 shadow-2xl"
        >
          <ul>
            <li>
              <Link className={itemClass} to={`/${user.slug}`}>
                My e-Press Kit
              </Link>
            </li>
            {isArtistOrBand(user) && (
              <li>
                <Link className={itemClass} to="/mydashboard">
                  My Dashboard
                </Link>
              </li>
            )}
            <li>
              <Link className={itemClass} to="/settings">
                Settings
              </Link>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={handleLogout}>
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
