import { Sparkles } from 'lucide-react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { isArtistOrBand, isListener, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { openUpgradeDialog } from '../api/use-non-pro-action-handler.ts';
import { usePersonalDetails } from '../api/get-personal-details.ts';
import { ContactSection } from '../components/ContactSection.tsx';
import { DeleteAccountSection } from '../components/DeleteAccountSection.tsx';
import { EmailNotificationsSection } from '../components/EmailNotificationsSection.tsx';
import { NewsletterSection } from '../components/NewsletterSection.tsx';
import { PasswordSection } from '../components/PasswordSection.tsx';
import { PersonalDetailsSection } from '../components/PersonalDetailsSection.tsx';
import { PicturesSection } from '../components/PicturesSection.tsx';
import { ProfileUrlSection } from '../components/ProfileUrlSection.tsx';
import { SocialLinksSection } from '../components/SocialLinksSection.tsx';

const SECTIONS = [
  { id: 'pictures', label: 'Pictures' },
  { id: 'personal', label: 'Personal details' },
  { id: 'contact', label: 'Email and mobile' },
  { id: 'profile-url', label: 'Profile address' },
  { id: 'password', label: 'Password' },
  { id: 'social', label: 'Social links' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'email-notifications', label: 'Email notifications' },
  { id: 'delete', label: 'Delete account' },
];

/** Placeholder cards while the details load. */
function SettingsSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />
      ))}
    </div>
  );
}

/** A listener's way to an artist profile (spec 2 §2.1: the upgrade dialog opened from 'settings'). */
function UpgradeCard() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-accent/50 bg-gradient-to-r from-accent-strong/30 to-surface p-5 md:flex-row md:items-center md:justify-between md:p-7">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
          <Sparkles aria-hidden size={20} className="text-accent-soft" />
          Make music?
        </h2>
        <p className="mt-1 text-sm text-fg-muted">Upgrade to an artist profile to upload, release and apply to opportunities.</p>
      </div>
      <button type="button" className={getButtonClass('primary')} onClick={() => openUpgradeDialog('settings')}>
        Upgrade to Artist Profile
      </button>
    </div>
  );
}

/**
 * /settings (signed-in only): pictures, personal details, e-mail and mobile, profile address,
 * password, social links, newsletter and account deletion.
 */
export default function SettingsPage() {
  const user = useSessionUser();
  const details = usePersonalDetails();

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Settings</h1>
      <p className="mt-1 text-fg-muted">Manage your profile, sign-in and notifications.</p>
      <div className="mt-8 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-[calc(var(--header-height)+1.5rem)] grid gap-1">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block rounded-lg px-3 py-2 text-sm text-fg-muted hover:bg-surface-raised hover:text-fg">
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-6">
          {isListener(user) && <UpgradeCard />}
          {details.isPending ? (
            <SettingsSkeleton />
          ) : details.isError ? (
            <FormAlert message={readErrorMessage(details.error)} />
          ) : (
            <>
              <PicturesSection profilePic={details.data.profile_pic} coverPic={details.data.cover_pic} name={details.data.first_name} />
              <PersonalDetailsSection details={details.data} isArtist={isArtistOrBand(user)} />
              <ContactSection
                email={details.data.email}
                isEmailVerified={details.data.ismail_verify}
                mobile={details.data.mobile}
                mobileCode={details.data.mobile_country_code}
                isMobileVerified={details.data.ismobile_verify}
              />
              <ProfileUrlSection slug={details.data.slug_username} />
              <PasswordSection key={String(details.data.has_usable_password)} hasPassword={details.data.has_usable_password} />
              <SocialLinksSection links={details.data.social_links} />
              <NewsletterSection isSubscribed={details.data.is_subscribed} />
              <EmailNotificationsSection />
              <DeleteAccountSection />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
