import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleHelp, Mail, MessageCircleQuestionMark, X } from 'lucide-react';
import { isHelpWidgetHiddenOn } from './help-widget-rules';
import { useDismiss } from './use-dismiss';

const PHONE_QUERY = '(max-width: 767px)';

/**
 * On a phone the button sits over the right edge of the page, where rows keep their '…' buttons:
 * it steps aside while the person scrolls down through a list, and comes back when they scroll up
 * or reach the end (where the page leaves room for it).
 */
function useIsSteppedAsideOnPhones(): boolean {
  const [isSteppedAside, setIsSteppedAside] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia?.(PHONE_QUERY);
    let lastY = window.scrollY;
    const handleScroll = () => {
      const y = window.scrollY;
      const isAtEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 8;
      setIsSteppedAside(Boolean(phone?.matches) && y > lastY && !isAtEnd);
      lastY = y;
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, []);
  return isSteppedAside;
}

/**
 * The default help widget (spec 1 §2.8): a floating button that unfolds links to the FAQ
 * and the contact page. Hidden on song, album, apply, video, contact-us, filter and
 * development subpages, and wherever the route says so.
 */
export function HelpWidget({ isHiddenByRoute }: { isHiddenByRoute: boolean }) {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const isSteppedAside = useIsSteppedAsideOnPhones();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => setIsOpen(false), [pathname]);
  useDismiss(isOpen, rootRef, buttonRef, close);

  if (isHelpWidgetHiddenOn(pathname, isHiddenByRoute)) return null;

  const linkClass = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-fg hover:bg-surface-raised';
  return (
    <div
      ref={rootRef}
      data-help-widget
      className={`fixed right-4 bottom-[calc(var(--player-offset)+1rem)] z-30 flex flex-col items-end gap-3 transition-opacity ${isSteppedAside && !isOpen ? 'invisible opacity-0' : ''}`}
    >
      {isOpen && (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="w-64 rounded-2xl border border-border bg-surface p-3 shadow-2xl"
        >
          <h2 id={`${panelId}-title`} className="px-3 pt-1 pb-2 font-semibold text-fg">
            How can we help?
          </h2>
          <ul>
            <li>
              <Link to="/faq" className={linkClass}>
                <MessageCircleQuestionMark aria-hidden size={18} className="text-accent-soft" />
                Frequently asked questions
              </Link>
            </li>
            <li>
              <Link to="/about/contact-us" className={linkClass}>
                <Mail aria-hidden size={18} className="text-accent-soft" />
                Contact our team
              </Link>
            </li>
          </ul>
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((value) => !value)}
        className="flex h-12 items-center gap-2 rounded-full bg-accent px-4 font-semibold text-accent-fg shadow-lg hover:bg-accent-strong"
      >
        {isOpen ? <X aria-hidden size={20} /> : <CircleHelp aria-hidden size={20} />}
        <span className={isOpen ? 'sr-only' : 'max-md:sr-only'}>Help</span>
        {isOpen && <span className="sr-only">: close</span>}
      </button>
    </div>
  );
}
