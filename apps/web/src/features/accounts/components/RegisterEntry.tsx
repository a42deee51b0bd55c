import { MESSAGES } from '@indiwave/domain/messages';
import { useState, type ReactNode } from 'react';
import type { HeadingComponent } from '../../../ui/heading.ts';
import { useRegistrationFlow } from '../use-registration-flow.ts';
import { ArtistDetailsForm, type SocialPrefill } from './ArtistDetailsForm.tsx';
import { ListenerDetailsForm } from './ListenerDetailsForm.tsx';

type RegisterEntryProps = {
  /** The panel's title element (a dialog title, or the page's h1). */
  Title: HeadingComponent;
  /** 1 the artist form, 4 the listener form. */
  initialStep?: 1 | 4;
  /** 'The email ID …' in the popup, 'The Email ID …' in the Register dialog (READING). */
  emailTakenMessage?: string;
  /** Finishing a social sign-in at /register. */
  social?: SocialPrefill;
  /** Shown between the title and the form (the popup's social buttons). */
  aboveForm?: ReactNode;
};

/**
 * The first step of registering (spec 2 §2.1): the artist form ('Add Your Artist Detail') or
 * the listener form ('Add Your Details As Listener'), with the switches between them. Used
 * by the popup's Register tab, the Register dialog and /register; once saved, the Register
 * dialog takes over with the city step.
 */
export function RegisterEntry({ Title, initialStep = 1, emailTakenMessage = MESSAGES.emailTakenRegistration, social, aboveForm }: RegisterEntryProps) {
  const [step, setStep] = useState<1 | 4>(initialStep);
  const { handleAccountSaved } = useRegistrationFlow();
  const isArtist = step === 1;
  return (
    <div>
      <Title className="mb-1 text-xl font-bold text-fg">{isArtist ? MESSAGES.registerStepArtist : MESSAGES.registerStepListener}</Title>
      <p className="mb-5 text-sm text-fg-muted">
        {isArtist ? 'Release, promote and get paid for your music.' : 'Play, clap and follow the artists you love.'}
      </p>
      {aboveForm}
      {isArtist ? (
        <ArtistDetailsForm
          emailTakenMessage={emailTakenMessage}
          social={social}
          onSwitchToListener={() => setStep(4)}
          onSaved={(reply) => handleAccountSaved(reply, true, social)}
        />
      ) : (
        <ListenerDetailsForm
          emailTakenMessage={emailTakenMessage}
          social={social}
          onSwitchToArtist={() => setStep(1)}
          onSaved={(reply) => handleAccountSaved(reply, false, social)}
        />
      )}
    </div>
  );
}
