import type { Profile } from '@indiwave/domain/contract/profile';
import { COVER_PIC_SIZE } from '@indiwave/domain/constants';
import { Mail, MapPin, Pencil, Printer, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { FollowButton } from '../../../ui/widgets/FollowButton.tsx';
import { FollowListDialog } from '../../../ui/widgets/FollowListDialog.tsx';
import { buildContactPath, formatPlace } from '../profile-links.ts';

type ProfileHeroProps = {
  profile: Profile;
  /** The owner's edit controls (pictures, details), shown on their own kit only. */
  ownerActions?: ReactNode;
};

/**
 * The top of an e-Press Kit (spec 1 §3; spec 2 §3): cover and picture, the shown name (band
 * name for bands), kind, genres, place, followers and following, and the actions: follow (not
 * on one's own kit), message, share and print.
 */
export function ProfileHero({ profile, ownerActions }: ProfileHeroProps) {
  const user = useSessionUser();
  const location = useLocation();
  const initial = profile.name.trim().charAt(0).toUpperCase() || '?';
  const place = formatPlace(profile);

  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-surface print:border-0">
      <div className="relative h-40 bg-linear-to-br from-accent-strong/50 via-surface-raised to-surface sm:h-56 md:h-72 print:h-40">
        {/* The page's largest picture above the fold: fetched first; its box's height is fixed, so nothing moves when it arrives. */}
        {profile.cover_pic && (
          <img
            src={profile.cover_pic}
            alt={`Cover picture of ${profile.name}`}
            width={COVER_PIC_SIZE.width}
            height={COVER_PIC_SIZE.height}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-4 px-4 pb-5 md:flex-row md:items-end md:px-6">
        <div className="-mt-14 shrink-0 md:-mt-20">
          {profile.profile_pic ? (
            <img
              src={profile.profile_pic}
              alt={`Picture of ${profile.name}`}
              width={160}
              height={160}
              fetchPriority={profile.cover_pic ? undefined : 'high'}
              className="size-28 rounded-full border-4 border-surface bg-surface-raised object-cover md:size-40"
            />
          ) : (
            <span aria-hidden className="grid size-28 place-items-center rounded-full border-4 border-surface bg-accent text-4xl font-black text-accent-fg md:size-40">
              {initial}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-widest text-accent-soft uppercase">{profile.type === 'Listener' ? 'Profile' : `${profile.type} · e-Press Kit`}</p>
          <h1 className="mt-1 text-3xl font-bold break-words text-fg md:text-4xl">{profile.name}</h1>
          {profile.band_name && profile.type === 'Band' && (profile.first_name || profile.last_name) && (
            <p className="text-sm text-fg-muted">
              Managed by {profile.first_name} {profile.last_name}
            </p>
          )}
          <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
            {place && (
              <li className="flex items-center gap-1">
                <MapPin aria-hidden size={14} />
                <span className="sr-only">Based in</span> {place}
              </li>
            )}
            <li>
              <FollowListDialog slug={profile.slug_username} name={profile.name} followersCount={profile.followers_count} />
            </li>
            <li>{profile.following_count} following</li>
          </ul>
          {(profile.genres.length > 0 || profile.artist_type.length > 0) && (
            <ul aria-label="Genres and skills" className="mt-3 flex flex-wrap gap-2">
              {[...profile.genres, ...profile.artist_type].map((tag) => (
                <li key={`${tag.id}-${tag.name}`} className="rounded-full border border-border px-3 py-1 text-xs font-semibold text-fg">
                  {tag.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          {profile.can_follow && !profile.is_self && (
            <FollowButton slug={profile.slug_username} name={profile.name} isFollowing={profile.is_following} isSelf={profile.is_self} size="md" />
          )}
          {!profile.is_self && profile.type !== 'Listener' && (
            <Link to={buildContactPath(profile.slug_username, user !== null, location.pathname)} className={getButtonClass('secondary', 'md')}>
              <Mail aria-hidden size={18} />
              Contact
            </Link>
          )}
          <button type="button" className={getButtonClass('ghost', 'md')} aria-label={`Share ${profile.name}`} onClick={() => openShareDialog({ type: 'artist', slug: profile.slug_username })}>
            <Share2 aria-hidden size={18} />
            <span className="max-sm:sr-only">Share</span>
          </button>
          <button type="button" className={getButtonClass('ghost', 'md')} onClick={() => window.print()}>
            <Printer aria-hidden size={18} />
            <span className="max-sm:sr-only">Print</span>
          </button>
          {ownerActions}
        </div>
      </div>
    </header>
  );
}

/** The owner's 'Edit profile' button (opens the details dialog). */
export function EditProfileButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={getButtonClass('primary', 'md')} onClick={onClick}>
      <Pencil aria-hidden size={18} />
      Edit profile
    </button>
  );
}
