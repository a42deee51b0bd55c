import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

/** An inline link inside running text: underlined, in the accent colour. */
export function TextLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-accent-soft underline underline-offset-4 hover:text-fg">
      {children}
    </Link>
  );
}
