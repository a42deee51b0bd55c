import type { SearchHit } from '@indiwave/domain/contract/search';
import { Link } from 'react-router';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/** Found items as rows: picture, title linking to the item's page, and who made it. */
export function SearchHitList({ hits, label }: { hits: SearchHit[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {hits.map((hit) => (
        <li key={`${hit.type}-${hit.slug}`} className="flex items-center gap-3 rounded-xl border border-border bg-surface p-2">
          {hit.image ? (
            <img loading="lazy" decoding="async" {...toArtworkSizes(hit.image, '56px')} src={hit.image} alt="" width={56} height={56} className={`size-14 shrink-0 object-cover ${hit.type === 'artist' ? 'rounded-full' : 'rounded-lg'}`} />
          ) : (
            <span aria-hidden className="grid size-14 shrink-0 place-items-center rounded-full bg-accent text-lg font-bold text-accent-fg">
              {hit.title.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="min-w-0">
            <Link to={hit.url} className="block truncate font-semibold text-fg hover:underline">
              {hit.title}
            </Link>
            <span className="block truncate text-sm text-fg-muted">{hit.subtitle}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
