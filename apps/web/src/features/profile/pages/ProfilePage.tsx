import { COOKIE_DAYS_OLDEPK } from '@indiwave/domain/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { BRAND } from '../../../lib/config.ts';
import { setCookie } from '../../../lib/cookies.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileCatalog } from '../components/ProfileCatalog.tsx';
import { EditProfileButton, ProfileHero } from '../components/ProfileHero.tsx';
import { AchievementsPanel, BandMembersPanel, BioPanel, ContactPanel, PressPhotosPanel, TechRiderPanel } from '../components/PressKitPanels.tsx';
import { PressKitAchievements } from '../components/PressKitAchievements.tsx';
import '../components/print.css';

// The owner's editor (a dialog and its forms) loads when the owner first opens it; visitors never do.
const EditProfileDialog = lazy(() => import('../components/EditProfileDialog.tsx').then((module) => ({ default: module.EditProfileDialog })));

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="mx-auto grid max-w-content gap-6 px-4 py-6 md:px-8">
      <div className="h-56 animate-pulse rounded-2xl bg-surface-raised md:h-80" />
      <div className="h-32 animate-pulse rounded-2xl bg-surface-raised" />
    </div>
  );
}

/**
 * /{slug}: the public profile, an artist's or band's e-Press Kit (spec 1 §2.1, §2.4, §3; spec 2
 * §3). Opening one sets the cookie oldepk=true for 365 days; an unknown slug ('User not found',
 * status 500) goes to /404. The owner edits every part of it here.
 */
export default function ProfilePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const profile = useProfile(slug);
  const [isEditOpen, setEditOpen] = useState(false);
  const [hasEditOpened, setHasEditOpened] = useState(false);
  useEffect(() => {
    if (isEditOpen) setHasEditOpened(true);
  }, [isEditOpen]);
  const isMissing = profile.error instanceof ApiError && (profile.error.status >= 500 || profile.error.status === 404);

  useEffect(() => {
    setCookie('oldepk', 'true', COOKIE_DAYS_OLDEPK);
  }, []);

  useEffect(() => {
    if (isMissing) void navigate('/404', { replace: true });
  }, [isMissing, navigate]);

  const name = profile.data?.name;
  useEffect(() => {
    if (name) document.title = `${name} | ${BRAND.name}`;
  }, [name]);

  if (profile.isPending || isMissing) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <div role="alert" className="mx-auto max-w-content px-4 py-8 text-danger md:px-8">
        {profile.error.message}
      </div>
    );
  }
  const item = profile.data;
  const pageUrl = `${window.location.origin}/${item.slug_username}`;

  return (
    <article data-epk aria-label={`${item.name} e-Press Kit`} className="mx-auto grid max-w-content grid-cols-1 gap-6 px-4 py-6 md:px-8">
      <ProfileHero profile={item} ownerActions={item.is_self ? <EditProfileButton onClick={() => setEditOpen(true)} /> : undefined} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <BioPanel profile={item} />
          <ProfileCatalog profile={item} />
          <PressPhotosPanel profile={item} />
        </div>
        <aside aria-label="Press kit details" className="grid min-w-0 grid-cols-1 content-start gap-6 print:mt-6">
          <ContactPanel profile={item} pageUrl={pageUrl} />
          <BandMembersPanel profile={item} />
          <AchievementsPanel profile={item} />
          {/* Awarded milestones (issue 8) come from the achievements call; the profile's own list is for hand-made ones. */}
          {item.achievements.length === 0 && <PressKitAchievements slug={item.slug_username} />}
          <TechRiderPanel profile={item} />
        </aside>
      </div>
      {item.is_self && (isEditOpen || hasEditOpened) && (
        <Suspense fallback={null}>
          <EditProfileDialog isOpen={isEditOpen} onOpenChange={setEditOpen} />
        </Suspense>
      )}
    </article>
  );
}
