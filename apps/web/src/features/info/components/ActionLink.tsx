import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { getButtonClass } from '../../../ui/button-styles.ts';

type ActionLinkProps = {
  to: To;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
};

/** A call to action: a link that looks like a button. */
export function ActionLink({ to, children, variant = 'primary' }: ActionLinkProps) {
  return (
    <Link to={to} className={getButtonClass(variant, 'md')}>
      {children}
    </Link>
  );
}
