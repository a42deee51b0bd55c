import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin } from 'lucide-react';
import { MESSAGES } from '@indiwave/domain/messages';
import { BRAND, POSTAL_ADDRESS, SOCIAL_LINKS, SUPPORT_EMAIL } from '../../lib/config';
import { Logo } from '../../ui/Logo';
import { SocialIcon } from '../../ui/SocialIcon';
import { buildMapsLink, FOOTER_COLUMNS, isOpenedInNewTab, type FooterLink } from './footer-links';

const LINK_CLASS = 'rounded text-sm text-fg-muted hover:text-fg hover:underline';
const NEW_TAB_NOTE = <span className="sr-only"> (opens in a new tab)</span>;

function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      {NEW_TAB_NOTE}
    </a>
  );
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (isOpenedInNewTab(link.href)) {
    return (
      <NewTabLink href={link.href} className={LINK_CLASS}>
        {link.label}
      </NewTabLink>
    );
  }
  return (
    <Link to={link.href} className={LINK_CLASS}>
      {link.label}
    </Link>
  );
}

/** The social block; the grid puts it under the contact block on desktop and last below 1024px. */
function VisitUs() {
  return (
    <section
      aria-labelledby="footer-visit-us"
      className="max-xl:col-span-full max-xl:text-center xl:col-start-1 xl:row-start-2"
    >
      <h2 id="footer-visit-us" className="mb-3 text-sm font-bold tracking-wide text-fg">
        Visit Us
      </h2>
      <ul className="flex gap-2 max-xl:justify-center">
        {SOCIAL_LINKS.map((social) => (
          <li key={social.network}>
            <NewTabLink
              href={social.href}
              className="grid size-10 place-items-center rounded-full border border-border text-fg-muted hover:border-accent-soft hover:text-fg"
            >
              <SocialIcon network={social.network} />
              <span className="sr-only">
                {BRAND.name} on {social.label}
              </span>
            </NewTabLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The footer (spec 1 §2.5): brands, artists, company and discover links (all in a new tab
 * but careers and contact), the contact block, the 'Visit Us' social links and the copyright.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid w-full max-w-content gap-x-8 gap-y-10 px-4 py-10 sm:grid-cols-2 md:grid-cols-4 md:px-8 xl:grid-cols-[1.6fr_repeat(4,minmax(0,1fr))]">
        <div className="col-span-full xl:col-span-1 xl:col-start-1 xl:row-start-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-fg-muted">{MESSAGES.tagline}</p>
          <address className="mt-5 flex flex-col gap-3 not-italic">
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`inline-flex items-center gap-2 ${LINK_CLASS}`}>
              <Mail aria-hidden size={16} className="shrink-0" />
              {SUPPORT_EMAIL}
            </a>
            <NewTabLink href={buildMapsLink(POSTAL_ADDRESS)} className={`inline-flex items-start gap-2 ${LINK_CLASS}`}>
              <MapPin aria-hidden size={16} className="mt-0.5 shrink-0" />
              <span className="max-w-xs">{POSTAL_ADDRESS}</span>
            </NewTabLink>
          </address>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <section
            key={column.title}
            aria-labelledby={`footer-${column.title}`}
            className="xl:row-span-2 xl:row-start-1"
          >
            <h2 id={`footer-${column.title}`} className="mb-3 text-sm font-bold tracking-wide text-fg">
              {column.title}
            </h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <VisitUs />
      </div>
      <div className="border-t border-border px-5 py-5 text-center text-sm text-fg-muted">
        © {year} {BRAND.name}
      </div>
    </footer>
  );
}
