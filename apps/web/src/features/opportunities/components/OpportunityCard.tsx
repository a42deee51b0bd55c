import type { OpportunityCard as Opportunity } from '@indiwave/domain/contract/opportunities';
import { BriefcaseBusiness, Clock, Crown, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { describeDeadline, isClosingSoon } from '../opportunity-time.ts';
import { CategoryBanner } from './CategoryBanner.tsx';

/** An opportunity in a list: its banner, brand, title, reward and how long is left. */
export function OpportunityCard({ opportunity, headingLevel = 3 }: { opportunity: Opportunity; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isSoon = isClosingSoon(opportunity);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <CategoryBanner opportunity={opportunity} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{opportunity.brand_name}</p>
        <Heading className="text-lg leading-snug font-bold text-fg">
          <Link to={`/opportunities/${opportunity.slug}`} className="hover:underline">
            {opportunity.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-fg-muted">{opportunity.summary}</p>
        <p className="flex items-start gap-2 text-sm text-fg">
          <Trophy aria-hidden size={16} className="mt-0.5 shrink-0 text-accent-soft" />
          <span>{opportunity.reward}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2 text-xs">
          <span className={`inline-flex items-center gap-1 font-semibold ${isSoon ? 'text-focus' : 'text-fg-muted'}`}>
            <Clock aria-hidden size={14} />
            {describeDeadline(opportunity)}
          </span>
          <span className="inline-flex items-center gap-1 text-fg-muted">
            <BriefcaseBusiness aria-hidden size={14} />
            {opportunity.category.name}
          </span>
          {opportunity.is_pro_only && (
            <span className="inline-flex items-center gap-1 font-semibold text-accent-soft">
              <Crown aria-hidden size={14} />
              Pro only
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
