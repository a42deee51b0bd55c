import { OPPORTUNITY_CATEGORY_DEFAULT } from '@indiwave/domain/constants';
import { Link, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useOpportunities, useRecentWinners, useUpcomingOpportunities } from '../api/get-opportunities.ts';
import { OpportunityCard } from '../components/OpportunityCard.tsx';
import { WinnersList } from '../components/WinnersStrip.tsx';
import { describeDeadline } from '../opportunity-time.ts';

/**
 * /opportunities (New Opportunities): open briefs by category, category 2 unless the URL says
 * otherwise (spec 2 §9), closing soonest first; what opens soon, and who won lately.
 */
export default function OpportunitiesPage() {
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const category = Number(params.get('category') ?? OPPORTUNITY_CATEGORY_DEFAULT) || 0;
  const list = useOpportunities(category);
  const upcoming = useUpcomingOpportunities();
  const winners = useRecentWinners();
  const categories = list.data?.categories ?? [];
  const total = categories.reduce((sum, item) => sum + item.open_count, 0);

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-fg">New Opportunities</h1>
          <p className="mt-2 max-w-2xl text-fg-muted">Paid briefs from brands, festivals, studios and labels. Apply with your songs and videos before the deadline: every applicant hears back by the result date, with a reason.</p>
        </div>
        {user && (
          <Link to="/mydashboard/opportunities" className="text-sm font-semibold text-accent-soft hover:underline">
            My Opportunities
          </Link>
        )}
      </div>

      <nav aria-label="Categories" className="mt-6 flex flex-wrap gap-2">
        {[{ id: 0, name: 'All', open_count: total }, ...categories].map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={item.id === category}
            onClick={() => setParams(item.id === OPPORTUNITY_CATEGORY_DEFAULT ? {} : { category: String(item.id) }, { replace: true })}
            className="shrink-0 rounded-full border border-border-strong px-4 py-2 text-sm font-semibold text-fg aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg"
          >
            {item.name} <span>({item.open_count})</span>
          </button>
        ))}
      </nav>

      <div className="mt-6 grid min-w-0 gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          {list.error && <FormAlert message={readErrorMessage(list.error)} />}
          {list.isPending && <div role="status" aria-label="Loading" className="h-64 animate-pulse rounded-2xl border border-border bg-surface" />}
          {list.data && list.data.results.length === 0 && <p className="rounded-2xl border border-border bg-surface p-6 text-fg-muted">No open opportunities in this category right now. Try another one, or see what opens soon.</p>}
          {list.data && list.data.results.length > 0 && (
            <ul aria-label="Open opportunities" className="grid gap-4 sm:grid-cols-2">
              {list.data.results.map((opportunity) => (
                <li key={opportunity.slug}>
                  <OpportunityCard opportunity={opportunity} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="grid min-w-0 grid-cols-1 content-start gap-6">
          {(upcoming.data?.length ?? 0) > 0 && (
            <section aria-labelledby="upcoming-title" className="rounded-2xl border border-border bg-surface p-5">
              <h2 id="upcoming-title" className="text-lg font-bold text-fg">
                Opening soon
              </h2>
              <ul className="mt-3 grid gap-3">
                {upcoming.data?.map((opportunity) => (
                  <li key={opportunity.slug} className="text-sm">
                    <Link to={`/opportunities/${opportunity.slug}`} className="font-semibold text-fg hover:underline">
                      {opportunity.title}
                    </Link>
                    <span className="block text-fg-muted">
                      {opportunity.brand_name} · {describeDeadline(opportunity)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <WinnersList winners={winners.data ?? []} />
        </aside>
      </div>
    </div>
  );
}
