import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useStaffOpportunities } from '../api/staff-review.ts';
import { describeDeadline, formatDay } from '../opportunity-time.ts';
import { scrollRegion } from '../../../ui/scroll-region.ts';

/** /staff/opportunities (staff): every opportunity with who is still waiting for an answer. */
export default function StaffOpportunitiesPage() {
  const query = useStaffOpportunities();
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Review opportunities</h1>
      <p className="mt-2 text-fg-muted">Every applicant gets a decision by the result date; anything still waiting then is closed as not selected.</p>
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.isPending && <div role="status" aria-label="Loading" className="mt-6 h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      {query.data && (
        <div {...scrollRegion('Opportunities table', 'mt-6 rounded-2xl border border-border')}>
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-raised text-fg-muted">
              <tr>
                <th scope="col" className="p-3">Opportunity</th>
                <th scope="col" className="p-3">Deadline</th>
                <th scope="col" className="p-3">Results by</th>
                <th scope="col" className="p-3">Waiting</th>
                <th scope="col" className="p-3">Shortlisted</th>
                <th scope="col" className="p-3">Winners</th>
                <th scope="col" className="p-3">Not selected</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((opportunity) => (
                <tr key={opportunity.slug} className="border-t border-border">
                  <td className="p-3">
                    <Link to={`/staff/opportunities/${opportunity.slug}`} className="font-semibold text-fg hover:underline">
                      {opportunity.title}
                    </Link>
                    <span className="block text-fg-muted">{opportunity.brand_name}</span>
                  </td>
                  <td className="p-3 text-fg">
                    {formatDay(opportunity.closes_at)}
                    <span className="block text-fg-muted">{describeDeadline(opportunity)}</span>
                  </td>
                  <td className="p-3 text-fg">{formatDay(opportunity.results_at)}</td>
                  <td className={`p-3 font-semibold ${opportunity.counts.waiting > 0 ? 'text-focus' : 'text-fg-muted'}`}>{opportunity.counts.waiting}</td>
                  <td className="p-3 text-fg">{opportunity.counts.shortlisted}</td>
                  <td className="p-3 text-fg">{opportunity.counts.won}</td>
                  <td className="p-3 text-fg">{opportunity.counts.not_selected}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
