import { CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { useOpportunity } from '../api/get-opportunities.ts';
import { ShareOpportunity } from '../components/ShareOpportunity.tsx';
import { formatDayTime } from '../opportunity-time.ts';

/** /opportunities/{slug}/success and /opportunity/{slug}/success: the application is in. */
export default function ApplySuccessPage() {
  const { slug = '' } = useParams();
  const query = useOpportunity(slug);
  const opportunity = query.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center md:px-8">
      <CheckCircle2 aria-hidden size={56} className="mx-auto text-success" />
      <h1 className="mt-4 text-3xl font-bold text-fg">Your application has been sent</h1>
      {opportunity && (
        <p className="mt-3 text-fg-muted">
          {opportunity.brand_name} reviews every entry to “{opportunity.title}”. You can change or withdraw it until {formatDayTime(opportunity.closes_at)}, and you will hear back by {formatDayTime(opportunity.results_at)}, whatever the answer.
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/mydashboard/opportunities" className={getButtonClass('primary')}>
          My Opportunities
        </Link>
        <Link to="/opportunities" className={getButtonClass('secondary')}>
          More opportunities
        </Link>
      </div>
      {opportunity && (
        <div className="mt-10 flex justify-center text-left">
          <ShareOpportunity share={opportunity.share} />
        </div>
      )}
    </div>
  );
}
