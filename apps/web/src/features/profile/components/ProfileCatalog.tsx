import type { Profile } from '@indiwave/domain/contract/profile';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { ItemTile } from '../../../ui/widgets/ItemTile.tsx';
import { TileGridSkeleton } from '../../../ui/widgets/WidgetSkeletons.tsx';
import { useProfileList, type ProfileListKind } from '../api/get-profile-lists.ts';
import { TILE_GRID_CLASS } from '../../../ui/widgets/tile-grid.ts';

const TABS: { kind: ProfileListKind; label: string; empty: string }[] = [
  { kind: 'songs', label: 'Songs', empty: 'No songs yet.' },
  { kind: 'albums', label: 'Albums', empty: 'No albums yet.' },
  { kind: 'videos', label: 'Videos', empty: 'No videos yet.' },
  { kind: 'playlists', label: 'Playlists', empty: 'No playlists yet.' },
];

function ProfileList({ kind, slug, empty }: { kind: ProfileListKind; slug: string; empty: string }) {
  const list = useProfileList(kind, slug);
  if (list.isPending) return <TileGridSkeleton count={4} />;
  if (list.isError) return <FormAlert message={readErrorMessage(list.error)} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="py-4 text-fg-muted">{empty}</p>;
  return (
    <>
      <ul className={TILE_GRID_CLASS}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.slug}`}>
            <ItemTile item={item} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" className={getButtonClass('secondary', 'sm', 'mt-4 print:hidden')} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}

/**
 * The artist's catalogue on the kit: songs, albums, videos and playlists in tabs of widget
 * tiles (a tab loads when first opened), 20 at a time.
 */
export function ProfileCatalog({ profile }: { profile: Profile }) {
  const [tab, setTab] = useState<ProfileListKind>(profile.type === 'Listener' ? 'playlists' : 'songs');
  const tabs = profile.type === 'Listener' ? TABS.filter((item) => item.kind === 'playlists') : TABS;
  return (
    <section aria-labelledby="epk-music-title" className="rounded-2xl border border-border bg-surface p-4 md:p-5 print:hidden">
      <h2 id="epk-music-title" className="text-lg font-bold text-fg">
        {profile.type === 'Listener' ? 'Playlists' : 'Music and videos'}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ProfileListKind)} className="mt-3">
        <Tabs.List aria-label={`${profile.name}'s catalogue`} className="flex gap-1 overflow-x-auto border-b border-border">
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.kind}
              value={item.kind}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-fg-muted data-[state=active]:border-accent data-[state=active]:text-fg"
            >
              {item.label} <span className="text-fg-muted">({profile.counts[item.kind]})</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Content key={item.kind} value={item.kind} className="mt-4">
            {tab === item.kind && <ProfileList kind={item.kind} slug={profile.slug_username} empty={item.empty} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
