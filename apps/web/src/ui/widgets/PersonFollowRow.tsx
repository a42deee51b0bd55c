import { Link } from 'react-router';
import { FollowButton } from './FollowButton.tsx';

type PersonFollowRowProps = {
  slug: string;
  name: string;
  profilePic: string | null;
  /** The line under the name (followers, genres …). */
  note: string;
  isFollowing: boolean;
  isSelf: boolean;
  /** Listeners cannot be followed: no button. */
  canFollow?: boolean;
  className?: string;
};

/** A person in a list: picture (or initial), a link to their page, a note and the follow toggle. */
export function PersonFollowRow({ slug, name, profilePic, note, isFollowing, isSelf, canFollow = true, className = 'flex items-center gap-3' }: PersonFollowRowProps) {
  return (
    <li className={className}>
      {profilePic ? (
        <img src={profilePic} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-11 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="grid size-11 shrink-0 place-items-center rounded-full bg-surface-raised text-lg font-semibold text-fg">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <Link to={`/${slug}`} className="block truncate font-semibold text-fg hover:underline">
          {name}
        </Link>
        <span className="block truncate text-xs text-fg-muted">{note}</span>
      </span>
      {canFollow && <FollowButton slug={slug} name={name} isFollowing={isFollowing} isSelf={isSelf} />}
    </li>
  );
}
