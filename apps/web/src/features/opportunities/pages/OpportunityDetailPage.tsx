import { CalendarClock, CheckCircle2, Crown, Music2, Trophy, Video } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useOpportunity, useOpportunitySidebar } from '../api/get-opportunities.ts';
import { openApplyGate } from '../apply-gate.ts';
import { ApplicationSummary } from '../components/ApplicationSummary.tsx';
import { CategoryBanner } from '../components/CategoryBanner.tsx';
import { SaveOpportunityButton } from '../components/SaveOpportunityButton.tsx';
import { ShareOpportunity } from '../components/ShareOpportunity.tsx';
import { WinnersList } from '../components/WinnersStrip.tsx';
import { describeDeadline, formatDayTime } from '../opportunity-time.ts';

const ACCEPTS = { songs: 'Songs', videos: 'Videos', both: 'Songs or videos' } as const;

/** /opportunities/{slug}: the brief, its dates and reward, apply and save, the winners once picked. */
export default function OpportunityDetailPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const query = useOpportunity(slug);
  const sidebar = useOpportunitySidebar(slug);
  useNotFoundRedirect(query.error);

  if (query.isPending) return <div role="status" aria-label="Loading" className="mx-auto my-8 h-96 max-w-content animate-pulse rounded-2xl border border-border bg-surface" />;
  if (query.error || !query.data) return <div className="mx-auto max-w-content px-4 py-8"><FormAlert message={readErrorMessage(query.error)} /></div>;
  const opportunity = query.data;
  const application = opportunity.viewer.application;
  const applyPath = `/opportunities/${opportunity.slug}/apply`;
  const canApply = opportunity.state === 'open' && (!application || application.is_editable);

  const handleApply = () => {
    if (!openApplyGate(user, opportunity)) void navigate(applyPath);
  };

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <div className="overflow-hidden rounded-2xl border border-border">
        <CategoryBanner opportunity={opportunity} isLarge />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="grid content-start gap-6">
          <header>
            <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
              {opportunity.brand_name} · {opportunity.category.name}
            </p>
            <h1 className="mt-1 text-3xl font-bold text-fg">{opportunity.title}</h1>
            <p className="mt-3 text-lg text-fg-muted">{opportunity.summary}</p>
          </header>

          <ul aria-label="Key facts" className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
            <li className="flex gap-3">
              <Trophy aria-hidden size={20} className="mt-0.5 shrink-0 text-focus" />
              <div>
                <p className="text-xs font-semibold text-fg-muted uppercase">Reward</p>
                <p className="text-fg">{opportunity.reward}</p>
              </div>
            </li>
            <li className="flex gap-3">
              <CalendarClock aria-hidden size={20} className="mt-0.5 shrink-0 text-accent-soft" />
              <div>
                <p className="text-xs font-semibold text-fg-muted uppercase">Deadline</p>
                <p className="text-fg">
                  {formatDayTime(opportunity.closes_at)} <span className="text-fg-muted">({describeDeadline(opportunity)})</span>
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <CheckCircle2 aria-hidden size={20} className="mt-0.5 shrink-0 text-success" />
              <div>
                <p className="text-xs font-semibold text-fg-muted uppercase">Everyone hears back by</p>
                <p className="text-fg">{formatDayTime(opportunity.results_at)}</p>
              </div>
            </li>
            <li className="flex gap-3">
              {opportunity.accepts === 'videos' ? <Video aria-hidden size={20} className="mt-0.5 shrink-0 text-accent-soft" /> : <Music2 aria-hidden size={20} className="mt-0.5 shrink-0 text-accent-soft" />}
              <div>
                <p className="text-xs font-semibold text-fg-muted uppercase">Send</p>
                <p className="text-fg">
                  {ACCEPTS[opportunity.accepts]}, up to {opportunity.max_entries} · {opportunity.applicants_count} applied
                </p>
              </div>
            </li>
          </ul>

          <div className="flex flex-wrap items-center gap-3">
            {canApply && (
              <button type="button" className={getButtonClass('primary')} onClick={handleApply}>
                {application?.status === 'applied' ? 'Edit your application' : 'Apply now'}
              </button>
            )}
            {opportunity.state === 'upcoming' && <p className="text-fg-muted">Applications open on {formatDayTime(opportunity.opens_at)}.</p>}
            {opportunity.state === 'closed' && !application && <p className="text-fg-muted">This opportunity is closed for applications.</p>}
            <SaveOpportunityButton opportunity={opportunity} />
            {opportunity.is_pro_only && (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent-soft">
                <Crown aria-hidden size={16} /> For Pro members
              </span>
            )}
          </div>

          {application && <ApplicationSummary application={application} />}
          {opportunity.winners.length > 0 && <WinnersList winners={opportunity.winners} title={opportunity.winners.length === 1 ? 'Winner' : 'Winners'} />}

          <section aria-labelledby="brief-title">
            <h2 id="brief-title" className="text-xl font-bold text-fg">
              The brief
            </h2>
            <div className="mt-3 grid gap-3 text-fg">
              {opportunity.brief.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </section>
          {opportunity.requirements.length > 0 && (
            <section aria-labelledby="requirements-title">
              <h2 id="requirements-title" className="text-xl font-bold text-fg">
                What we need from you
              </h2>
              <ul className="mt-3 grid list-disc gap-1 pl-6 text-fg">
                {opportunity.requirements.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          <ShareOpportunity share={opportunity.share} />
        </article>

        <aside aria-labelledby="more-title" className="grid content-start gap-3">
          <h2 id="more-title" className="text-lg font-bold text-fg">
            More opportunities
          </h2>
          <ul className="grid gap-3">
            {(sidebar.data ?? []).map((item) => (
              <li key={item.slug} className="rounded-xl border border-border bg-surface p-3 text-sm">
                <Link to={`/opportunities/${item.slug}`} className="font-semibold text-fg hover:underline">
                  {item.title}
                </Link>
                <span className="block text-fg-muted">
                  {item.brand_name} · {describeDeadline(item)}
                </span>
              </li>
            ))}
          </ul>
          <Link to="/opportunities" className="text-sm font-semibold text-accent-soft hover:underline">
            See all opportunities
          </Link>
        </aside>
      </div>
    </div>
  );
}
