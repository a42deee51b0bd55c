import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link, type To } from 'react-router';

/** One card of a feature grid. */
export type Feature = {
  icon: LucideIcon;
  title: string;
  text: string;
  link?: { label: string; to: To };
};

/** Cards of features, each with an icon, an h3, a paragraph and an optional link. */
export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 }) {
  return (
    <ul className={columns === 3 ? 'grid gap-4 md:grid-cols-2 xl:grid-cols-3' : 'grid gap-4 md:grid-cols-2'}>
      {features.map(({ icon: Icon, title, text, link }) => (
        <li key={title} className="flex flex-col rounded-2xl border border-border bg-surface p-6">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent/20 text-accent-soft">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-fg">{title}</h3>
          <p className="mt-2 text-fg-muted">{text}</p>
          {link && (
            <Link
              to={link.to}
              className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-accent-soft underline-offset-4 hover:text-fg hover:underline"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
