import { Link } from 'react-router';
import type { PromoAlbum, PromoSong } from '@indiwave/domain/contract/promo';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { showToast } from '../../../ui/toast.ts';
import { copyText } from '../../../lib/share-actions.ts';
import { useCreatePresave, usePresaveLinks } from '../api/presave.ts';
import { formatReleaseDate } from './release-date.ts';

type Upcoming = { type: 'song' | 'album'; slug: string; title: string; release_date: string };

/** Pre-save links: one per upcoming song or album, with how many fans asked to be told. */
export function PresaveTool({ songs, albums }: { songs: PromoSong[]; albums: PromoAlbum[] }) {
  const links = usePresaveLinks();
  const createLink = useCreatePresave();
  const upcoming: Upcoming[] = [
    ...songs.filter((song) => song.is_upcoming && song.release_date).map((song) => ({ type: 'song' as const, slug: song.slug, title: song.title, release_date: song.release_date as string })),
    ...albums.map((album) => ({ type: 'album' as const, slug: album.slug, title: album.title, release_date: album.release_date })),
  ];
  const linked = new Set((links.data ?? []).map((link) => `${link.item_type}:${link.item_slug}`));

  function handleCreate(item: Upcoming) {
    createLink.mutate(
      { type: item.type, slug: item.slug },
      { onError: (error) => showToast(error instanceof ApiError ? error.message : 'Something went wrong.', 'error') },
    );
  }

  return (
    <>
      {upcoming.length === 0 ? (
        <p className="text-sm text-fg-muted">
          Schedule a release (a release date in the future) when you <Link to="/upload/song" className="text-accent-soft underline">upload a song</Link> to get a pre-save link.
        </p>
      ) : (
        <ul aria-label="Upcoming releases" className="divide-y divide-border">
          {upcoming
            .filter((item) => !linked.has(`${item.type}:${item.slug}`))
            .map((item) => (
              <li key={`${item.type}:${item.slug}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-fg">
                  {item.title} <span className="text-sm text-fg-muted">· out {formatReleaseDate(item.release_date)}</span>
                </span>
                <button type="button" className={getButtonClass('secondary', 'sm')} disabled={createLink.isPending} onClick={() => handleCreate(item)}>
                  Create pre-save link for {item.title}
                </button>
              </li>
            ))}
        </ul>
      )}
      {(links.data ?? []).length > 0 && (
        <ul aria-label="Your pre-save links" className="mt-4 divide-y divide-border">
          {(links.data ?? []).map((link) => (
            <li key={link.slug} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="presave-link">
              <span className="min-w-0 text-fg">
                <a href={link.path} target="_blank" rel="noreferrer" className="font-medium text-accent-soft underline">
                  {link.path}
                </a>{' '}
                <span className="text-sm text-fg-muted">
                  · {link.title} · {link.fans} {link.fans === 1 ? 'fan' : 'fans'} waiting{link.notified_at ? ' · announced' : ''}
                </span>
              </span>
              <button type="button" className={getButtonClass('ghost', 'sm')} onClick={() => void copyText(`${window.location.origin}${link.path}`)}>
                Copy link
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
