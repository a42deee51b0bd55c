import { MESSAGES } from '@indiwave/domain/messages';
import { Dialog } from 'radix-ui';
import { useAccountDialogs, type RegisterStep } from '../../../lib/account-dialogs.ts';
import { useRegistrationFlow } from '../use-registration-flow.ts';
import { CityStepForm } from './CityStepForm.tsx';
import { RegisterEntry } from './RegisterEntry.tsx';
import { SkillsStepForm } from './SkillsStepForm.tsx';

const TITLE_CLASS = 'mb-1 text-xl font-bold text-fg';

/** 'Step 2 of 3' (artists: details, city, skills) or 'Step 2 of 2' (listeners: details, city). */
function StepProgress({ step }: { step: RegisterStep }) {
  const isArtist = useAccountDialogs((state) => state.flow?.isArtistRegistration ?? true);
  return (
    <p className="mb-2 text-xs font-semibold tracking-wide text-accent-soft uppercase">
      Step {step === 3 ? 3 : 2} of {isArtist ? 3 : 2}
    </p>
  );
}

/**
 * The Register dialog (spec 2 §2.1): its four steps, shown one at a time inside the account
 * dialog frame. Steps 2 and 3 may open alone (the after-login rules); `isSingleStep` says so.
 */
export function RegisterDialogContent({ step, isSingleStep = false }: { step: RegisterStep; isSingleStep?: boolean }) {
  const flow = useRegistrationFlow();
  if (step === 1 || step === 4) return <RegisterEntry Title={Dialog.Title} initialStep={step} emailTakenMessage={MESSAGES.emailTakenRegistration} />;
  if (step === 2) {
    return (
      <div>
        {!isSingleStep && <StepProgress step={step} />}
        <Dialog.Title className={TITLE_CLASS}>{MESSAGES.registerStepCity}</Dialog.Title>
        <p className="mb-5 text-sm text-fg-muted">We'll show you gigs, opportunities and artists near you.</p>
        <CityStepForm onSaved={() => flow.handleCitySaved(isSingleStep)} />
      </div>
    );
  }
  return (
    <div>
      {!isSingleStep && <StepProgress step={step} />}
      <Dialog.Title className={TITLE_CLASS}>{MESSAGES.registerStepSkills}</Dialog.Title>
      <p className="mb-5 text-sm text-fg-muted">What do you do in music? Pick your skills or areas of interest.</p>
      <SkillsStepForm onSaved={() => flow.handleSkillsDone(isSingleStep)} onSkip={() => flow.handleSkillsDone(isSingleStep)} />
    </div>
  );
}
