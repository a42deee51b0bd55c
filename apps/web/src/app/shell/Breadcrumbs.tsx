import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Crumb } from '../../lib/route-handle';
import { buildCrumbTrail, useBreadcrumbsStore } from './breadcrumbs-store';

/**
 * Breadcrumbs (spec 1 §2.6): Home first, then the route's crumbs or those a page set from
 * its data; a crumb without a link is plain text; separators between; hidden on phones.
 * A page without crumbs of its own (home itself) shows none.
 */
export function Breadcrumbs({ routeCrumbs }: { routeCrumbs: Crumb[] }) {
  const override = useBreadcrumbsStore((state) => state.override);
  const trail = buildCrumbTrail(routeCrumbs, override);
  if (trail.length < 2) return null;
  const lastIndex = trail.length - 1;

  return (
    <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-content px-4 pt-4 max-md:hidden md:px-8">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
        {trail.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            {index > 0 && (
              <li aria-hidden="true" data-crumb-separator className="flex items-center">
                <ChevronRight size={14} />
              </li>
            )}
            <li className="flex items-center">
              {crumb.to ? (
                <Link
                  to={crumb.to}
                  aria-current={index === lastIndex ? 'page' : undefined}
                  className="rounded hover:text-fg hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={index === lastIndex ? 'page' : undefined}
                  className={index === lastIndex ? 'text-fg' : ''}
                >
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
