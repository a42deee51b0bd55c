import { HandHeart, ListPlus, MessageSquare, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityItem } from '@indiwave/domain/contract/workstation';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';

const ITEM_PATHS: Record<string, string> = {
  song: '/songs',
  album: '/albums',
  playlist: '/playlists',
  video: '/video-songs',
};
const ICONS = { clap: HandHeart, follow: UserPlus, comment: MessageSquare, playlist_add: ListPlus } as const;

/** The link of the item an activity is about. */
function ItemLink({ item }: { item: NonNullable<ActivityItem['item']> }) {
  const base = ITEM_PATHS[item.type];
  if (!base) return <span className="font-semibold text-fg">{item.title}</span>;
  return (
    <Link to={`${base}/${item.slug}`} className="font-semibold text-fg hover:underline">
      {item.title}
    </Link>
  );
}

/** What happened, in words: 'clapped 5 times for Rain', 'started following you' … */
function ActivityText({ activity }: { activity: ActivityItem }) {
  const { item } = activity;
  switch (activity.kind) {
    case 'follow':
      return <>started following you</>;
    case 'clap':
      return (
        <>
          clapped {activity.count === 1 ? 'once' : `${activity.count} times`} for{' '}
          {item ? <ItemLink item={item} /> : 'your music'}
        </>
      );
    case 'comment':
      return (
        <>
          commented on {item ? <ItemLink item={item} /> : 'your music'}
          {activity.text && <span className="mt-0.5 block truncate text-fg-muted">“{activity.text}”</span>}
        </>
      );
    case 'playlist_add':
      return <>added {item ? <ItemLink item={item} /> : 'your song'} to a playlist</>;
  }
}

/** Recent activity on the artist's music (issue 8): claps, follows, comments and playlist adds, newest first. */
export function ActivityFeed({ items }: { items: ActivityItem[] }) {
  if (items.length === 0)
    return (
      <p className="text-sm text-fg-muted">
        No activity yet. Share a song and the claps, follows and comments will show up here.
      </p>
    );
  return (
    <ul aria-label="Recent activity" className="grid gap-3">
      {items.map((activity, index) => {
        const Icon = ICONS[activity.kind];
        return (
          <li key={`${activity.kind}-${activity.created_at}-${index}`} className="flex items-start gap-3">
            <span className="relative shrink-0">
              {activity.actor.profile_pic ? (
                <img
                  src={activity.actor.profile_pic}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                  className="size-10 rounded-full bg-surface-raised object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-full bg-surface-raised font-bold text-fg-muted"
                >
                  {activity.actor.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full bg-accent text-accent-fg">
                <Icon aria-hidden size={12} />
              </span>
            </span>
            <p className="min-w-0 flex-1 text-sm text-fg-muted">
              <Link to={`/${activity.actor.slug}`} className="font-semibold text-fg hover:underline">
                {activity.actor.name}
              </Link>{' '}
              <ActivityText activity={activity} />
              <RelativeTime value={activity.created_at} className="block text-xs" />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
