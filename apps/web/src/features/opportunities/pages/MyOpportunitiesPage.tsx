import type { MyOpportunityTab } from '@indiwave/domain/contract/opportunities';
import { Link, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useOpportunities } from '../api/get-opportunities.ts';
import { useMyOpportunities } from '../api/my-opportunities.ts';
import { ApplicationSummary } from '../components/ApplicationSummary.tsx';
import { OpportunityCard } from '../components/OpportunityCard.tsx';
import { describeDeadline } from '../opportunity-time.ts';

type Tab = 'new' | MyOpportunityTab;
const TABS: { id: Tab; label: string }[] = [
  { id: 'new', label: 'New' },
  { id: 'applied', label: 'Applied' },
  { id: 'saved', label: 'Saved' },
  { id: 'results', label: 'Results' },
];

/** /mydashboard/opportunities: New (open briefs) and My Opportunities (applied, saved, results). */
export default function MyOpportunitiesPage() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((item) => item.id === params.get('tab'))?.id ?? 'applied') as Tab;
  const mine = useMyOpportunities(tab === 'new' ? 'applied' : tab);
  const open = useOpportunities(0);
  const counts = mine.data?.counts;

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">My Opportunities</h1>
      <p className="mt-2 text-fg-muted">Where your applications stand, what you saved for later, and the answers you got.</p>
      <div role="tablist" aria-label="My Opportunities" className="mt-6 flex flex-wrap gap-2">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            onClick={() => setParams({ tab: item.id }, { replace: true })}
            className="shrink-0 rounded-full border border-border-strong px-4 py-2 text-sm font-semibold text-fg aria-selected:border-accent aria-selected:bg-accent aria-selected:text-accent-fg"
          >
            {item.label}
            {item.id !== 'new' && counts && <span> ({counts[item.id]})</span>}
          </button>
        ))}
      </div>

      <div role="tabpanel" className="mt-6">
        {tab === 'new' ? (
          <ul aria-label="Open opportunities" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(open.data?.results ?? []).map((opportunity) => (
              <li key={opportunity.slug}>
                <OpportunityCard opportunity={opportunity} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            {mine.error && <FormAlert message={readErrorMessage(mine.error)} />}
            {mine.isPending && <div role="status" aria-label="Loading" className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
            {mine.data && mine.data.results.length === 0 && (
              <div className="rounded-2xl border border-border bg-surface p-6">
                <p className="text-fg">{tab === 'saved' ? 'You have not saved any opportunity yet.' : tab === 'results' ? 'No answers yet: they arrive by each opportunity’s result date.' : 'You have not applied to any opportunity yet.'}</p>
                <Link to="/opportunities" className={`${getButtonClass('primary', 'sm')} mt-4`}>
                  Browse opportunities
                </Link>
              </div>
            )}
            <ul className="grid gap-6">
              {mine.data?.results.map((item) => (
                <li key={item.opportunity.slug} className="grid gap-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="text-xl font-bold text-fg">
                      <Link to={`/opportunities/${item.opportunity.slug}`} className="hover:underline">
                        {item.opportunity.title}
                      </Link>
                    </h2>
                    <span className="text-sm text-fg-muted">
                      {item.opportunity.brand_name} · {describeDeadline(item.opportunity)}
                    </span>
                  </div>
                  {item.application ? (
                    <ApplicationSummary application={item.application} />
                  ) : (
                    item.opportunity.state === 'open' && (
                      <Link to={`/opportunities/${item.opportunity.slug}/apply`} className={`${getButtonClass('primary', 'sm')} justify-self-start`}>
                        Apply now
                      </Link>
                    )
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
