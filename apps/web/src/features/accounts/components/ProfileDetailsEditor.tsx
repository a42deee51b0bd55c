import { readErrorMessage } from '../../../lib/form-errors.ts';
import { isArtistOrBand, useSessionUser } from '../../../lib/session.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { usePersonalDetails } from '../api/get-personal-details.ts';
import { PersonalDetailsSection } from './PersonalDetailsSection.tsx';
import { PicturesSection } from './PicturesSection.tsx';
import { SocialLinksSection } from './SocialLinksSection.tsx';

/** Pictures, personal details and social links, as the settings page edits them: the e-Press Kit's editor shows these. */
export function ProfileDetailsEditor() {
  const user = useSessionUser();
  const details = usePersonalDetails();
  if (details.isPending) {
    return (
      <p role="status" className="py-6 text-center text-fg-muted">
        Loading…
      </p>
    );
  }
  if (details.isError) return <FormAlert message={readErrorMessage(details.error)} />;
  return (
    <div className="grid gap-4">
      <PicturesSection profilePic={details.data.profile_pic} coverPic={details.data.cover_pic} name={details.data.first_name} />
      <PersonalDetailsSection details={details.data} isArtist={isArtistOrBand(user)} />
      <SocialLinksSection links={details.data.social_links} />
    </div>
  );
}
