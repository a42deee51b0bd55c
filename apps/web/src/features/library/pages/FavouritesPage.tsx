import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { fromFlatListItem, fromPlaylistCard, fromVideo } from '../../../ui/widgets/widget-mappers.ts';
import { useLiked, type LikedKind } from '../api/get-liked.ts';
import { TileGrid } from '../components/TileGrid.tsx';

const TABS: { value: LikedKind; label: string }[] = [
  { value: 'songs', label: 'Songs' },
  { value: 'albums', label: 'Albums' },
  { value: 'playlists', label: 'Playlists' },
  { value: 'videos', label: 'Videos' },
];

function LikedGrid({ kind, label }: { kind: LikedKind; label: string }) {
  const liked = useLiked(kind);
  const pages = liked.data?.pages ?? [];
  const items = pages.flatMap((page) => {
    if (kind === 'playlists') return (page.results as Parameters<typeof fromPlaylistCard>[0][]).map(fromPlaylistCard);
    if (kind === 'videos') return (page.results as Parameters<typeof fromVideo>[0][]).map(fromVideo);
    return (page.results as Parameters<typeof fromFlatListItem>[0][]).map(fromFlatListItem);
  });
  return (
    <TileGrid
      label={`Clapped ${label.toLowerCase()}`}
      items={items}
      isPending={liked.isPending}
      error={liked.error}
      empty={`No clapped ${label.toLowerCase()} yet. Clap for what you love and it shows here.`}
      hasMore={liked.hasNextPage}
      isLoadingMore={liked.isFetchingNextPage}
      onLoadMore={() => void liked.fetchNextPage()}
    />
  );
}

/** /library/favourites (signed-in only): the songs, albums, playlists and videos one clapped, newest clap first. */
export default function FavouritesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.some((item) => item.value === requested) ? (requested as LikedKind) : 'songs';
  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Favourites</h1>
      <Tabs.Root value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <Tabs.List aria-label="Favourites" className="flex gap-2 border-b border-border">
          {TABS.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              className="-mb-px border-b-2 border-transparent px-3 py-2 font-semibold text-fg-muted data-[state=active]:border-accent data-[state=active]:text-fg"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((item) => (
          <Tabs.Content key={item.value} value={item.value} className="mt-5">
            <LikedGrid kind={item.value} label={item.label} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
