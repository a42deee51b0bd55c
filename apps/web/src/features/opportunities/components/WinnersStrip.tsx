import type { Winner } from '@indiwave/domain/contract/opportunities';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';

/** Winners announced: who won which brief, with a link to their e-Press Kit. */
export function WinnersList({ winners, title = 'Recent winners' }: { winners: (Winner & { opportunity?: { slug: string; title: string; brand_name: string } })[]; title?: string }) {
  if (winners.length === 0) return null;
  return (
    <section aria-labelledby="winners-title" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="winners-title" className="flex items-center gap-2 text-lg font-bold text-fg">
        <Trophy aria-hidden size={20} className="text-focus" />
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3">
        {winners.map((winner) => (
          <li key={`${winner.artist.slug}-${winner.opportunity?.slug ?? ''}-${winner.decided_at}`} className="flex min-w-0 items-center gap-3">
            {winner.artist.profile_pic ? <img src={winner.artist.profile_pic} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-full object-cover" /> : <span className="size-10 shrink-0 rounded-full bg-surface-raised" />}
            <span className="min-w-0 text-sm">
              <Link to={`/${winner.artist.slug}`} className="font-semibold text-fg hover:underline">
                {winner.artist.name}
              </Link>
              {winner.opportunity && (
                <span className="block truncate text-fg-muted">
                  won{' '}
                  <Link to={`/opportunities/${winner.opportunity.slug}`} className="hover:underline">
                    {winner.opportunity.title}
                  </Link>
                </span>
              )}
              {!winner.opportunity && winner.entries[0] && <span className="block truncate text-fg-muted">with {winner.entries.map((entry) => entry.title).join(', ')}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
