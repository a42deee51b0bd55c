import type { ReactNode } from 'react';
import { Link } from 'react-router';

type AdLinkProps = { href: string; label: string; onClick: () => void; className?: string; children: ReactNode };

/** A campaign's link: inside the app for a path, a new tab (sponsored, no referrer) for another site. */
export function AdLink({ href, label, onClick, className, children }: AdLinkProps) {
  if (href.startsWith('/'))
    return (
      <Link to={href} aria-label={label} onClick={onClick} className={className} data-analytics-ignore>
        {children}
      </Link>
    );
  return (
    <a href={href} aria-label={label} onClick={onClick} className={className} target="_blank" rel="sponsored noopener noreferrer" data-analytics-ignore>
      {children}
    </a>
  );
}
