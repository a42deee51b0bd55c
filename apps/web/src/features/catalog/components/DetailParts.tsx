import { Clock, Download, Headphones, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openLoginDialog } from '../../../lib/account-dialogs.ts';
import { openCartDialog } from '../../../lib/cart-dialog.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { formatDuration, formatRupees } from '../../../lib/file-checks.ts';
import { DETAIL_ARTWORK_PX, toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

type ArtistLink = { slug: string; name: string };

// The artwork's box: max-w-64.

type DetailHeaderProps = {
  kind: string;
  title: string;
  image: string;
  artists: ArtistLink[];
  duration?: number;
  plays?: number;
  playsLabel?: string;
  createdDate: string;
  genres: { id: number; name: string }[];
  languages: { id: number; name: string }[];
  badges?: ReactNode;
  actions?: ReactNode;
};

/**
 * The top of a detail page: artwork, title, artist links, duration, plays, date, genres, languages.
 * The artwork is the page's largest picture above the fold: fetched first, in the size its 256 px box needs.
 */
export function DetailHeader({ kind, title, image, artists, duration, plays, playsLabel = 'plays', createdDate, genres, languages, badges, actions }: DetailHeaderProps) {
  return (
    <header className="flex flex-col gap-6 md:flex-row md:items-end">
      <img
        {...toArtworkSizes(image, `${DETAIL_ARTWORK_PX}px`)}
        src={image}
        alt={`Artwork of ${title}`}
        fetchPriority="high"
        className="aspect-square w-full max-w-64 self-center rounded-2xl border border-border bg-surface-raised object-cover shadow-lg md:self-auto"
        width={DETAIL_ARTWORK_PX}
        height={DETAIL_ARTWORK_PX}
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-widest text-accent-soft uppercase">{kind}</p>
        <h1 className="mt-1 text-3xl font-bold break-words text-fg md:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-fg">
          {artists.map((artist, index) => (
            <span key={artist.slug}>
              {index > 0 && ', '}
              <Link to={`/${artist.slug}`} className="font-semibold hover:underline">
                {artist.name}
              </Link>
            </span>
          ))}
        </p>
        <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
          {duration !== undefined && (
            <li className="flex items-center gap-1">
              <Clock aria-hidden size={14} />
              <span className="sr-only">Duration</span> {formatDuration(duration)}
            </li>
          )}
          {plays !== undefined && (
            <li className="flex items-center gap-1">
              <Headphones aria-hidden size={14} />
              {plays} {playsLabel}
            </li>
          )}
          <li>
            Added <RelativeTime value={createdDate} />
          </li>
        </ul>
        {(genres.length > 0 || languages.length > 0 || badges) && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Genres and languages">
            {badges}
            {[...genres, ...languages].map((item, index) => (
              <li key={`${index}-${item.id}`} className="rounded-full border border-border-strong px-3 py-0.5 text-xs text-fg">
                {item.name}
              </li>
            ))}
          </ul>
        )}
        {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}

/** A small status label (Private, Scheduled, Draft, Processing). */
export function StatusBadge({ children }: { children: ReactNode }) {
  return <li className="rounded-full bg-highlight/20 px-3 py-0.5 text-xs font-semibold text-highlight">{children}</li>;
}

/** Edit and Delete for the owner (spec 2 §6); Delete asks 'Are you sure?' first. */
export function OwnerActions({ editPath, onDelete, isDeleting }: { editPath: string; onDelete: () => void; isDeleting?: boolean }) {
  return (
    <>
      <Link to={editPath} className={getButtonClass('secondary', 'sm')}>
        <Pencil aria-hidden size={16} /> Edit
      </Link>
      <button type="button" className={getButtonClass('secondary', 'sm')} onClick={onDelete} disabled={isDeleting}>
        <Trash2 aria-hidden size={16} /> Delete
      </button>
    </>
  );
}

/**
 * Buying (issue 17): 'Add to cart' with the price in rupees when the item is sold here (visitors
 * are asked to sign in, spec 1 §2.4), the price alone on the artist's own page, and the artist's
 * own buy link beside it.
 */
export function BuyButtons({ sku, pricePaise, isForSale, isOwner, href }: { sku: string; pricePaise: number; isForSale: boolean; isOwner: boolean; href: string }) {
  const user = useSessionUser();
  const canAdd = isForSale && pricePaise > 0 && !isOwner;
  const handleAdd = () => (user ? openCartDialog({ addSku: sku }) : openLoginDialog({ intent: 'cart' }));
  return (
    <>
      {canAdd && (
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={handleAdd}>
          <ShoppingCart aria-hidden size={16} /> Add to cart · {formatRupees(pricePaise)}
        </button>
      )}
      {!canAdd && pricePaise > 0 && !href && <span className="inline-flex h-9 items-center rounded-full bg-surface-raised px-4 text-sm font-semibold text-fg">{formatRupees(pricePaise)}</span>}
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className={getButtonClass('secondary', 'sm')}>
          <ShoppingCart aria-hidden size={16} /> {!canAdd && pricePaise > 0 ? `Buy · ${formatRupees(pricePaise)}` : 'Buy'}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </>
  );
}

/** The download entry (spec 2 §6): records the free download, then downloads the file(s). */
export function DownloadButton({ onDownload, isPending, error }: { onDownload: () => void; isPending: boolean; error: unknown }) {
  return (
    <>
      <button type="button" className={getButtonClass('secondary', 'sm')} onClick={onDownload} disabled={isPending}>
        <Download aria-hidden size={16} /> {isPending ? 'Downloading…' : 'Download'}
      </button>
      {error ? <FormAlert message={readErrorMessage(error)} /> : null}
    </>
  );
}

/** A page-sized placeholder while a detail loads. */
export function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8" role="status" aria-label="Loading">
      <div className="flex flex-col gap-6 md:flex-row">
        <div className="aspect-square w-64 animate-pulse rounded-2xl bg-surface" />
        <div className="flex-1 space-y-3">
          <div className="h-8 w-2/3 animate-pulse rounded bg-surface" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-surface" />
        </div>
      </div>
    </div>
  );
}

/** A description paragraph under a heading. */
export function DescriptionBlock({ title = 'About', text }: { title?: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      <p className="mt-2 whitespace-pre-line text-fg-muted">{text}</p>
    </section>
  );
}
