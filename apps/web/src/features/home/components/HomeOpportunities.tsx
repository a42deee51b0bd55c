import { ArrowRight, Clock, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useHomeOpportunities } from '../api/get-home-opportunities.ts';
import { HomeSection } from './HomeSection.tsx';

const DAY = 86_400_000;

/** 'Closes in 3 days' / 'Closes today'. */
function describeClosing(closesAt: string): string {
  const days = Math.floor((Date.parse(closesAt) - Date.now()) / DAY);
  return days >= 2 ? `Closes in ${days} days` : days === 1 ? 'Closes tomorrow' : 'Closes today';
}

/** The home page's opportunities strip (opportunity_homepage): a few open briefs and the way to all of them. */
export function HomeOpportunities() {
  const query = useHomeOpportunities();
  const data = query.data;
  if (!data || data.results.length === 0) return null;
  return (
    <HomeSection eyebrow="Opportunities" title="Brands are looking for your music" intro={<p>{data.open_count} opportunities are open right now. Apply with your songs and videos; everyone hears back by the result date.</p>}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {data.results.map((opportunity) => (
          <li key={opportunity.slug} className="flex flex-col rounded-2xl border border-border bg-surface p-5">
            <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{opportunity.brand_name}</p>
            <h3 className="mt-1 text-lg leading-snug font-semibold text-fg">
              <Link to={`/opportunities/${opportunity.slug}`} className="hover:underline">
                {opportunity.title}
              </Link>
            </h3>
            <p className="mt-2 flex gap-2 text-sm text-fg-muted">
              <Trophy aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-soft" />
              {opportunity.reward}
            </p>
            <p className="mt-auto flex items-center gap-1 pt-3 text-xs font-semibold text-fg-muted">
              <Clock aria-hidden className="size-3.5" />
              {describeClosing(opportunity.closes_at)}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/opportunities" className="mt-5 inline-flex items-center gap-1 font-semibold text-accent-soft underline-offset-4 hover:text-fg hover:underline">
        See all opportunities <ArrowRight aria-hidden className="size-4" />
      </Link>
    </HomeSection>
  );
}
