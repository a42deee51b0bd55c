import { useRef, useState } from 'react';
import { useUpdateScreenGuide } from '../../../lib/screen-guide.ts';
import { useAccountDialogs } from '../../../lib/account-dialogs.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { GuidedTour } from './GuidedTour.tsx';
import { shouldOfferDashboardGuide } from './guide-rules.ts';
import { DASHBOARD_TOUR_STEPS } from './tour-steps.ts';
import { WelcomeDialog } from './WelcomeDialog.tsx';

/**
 * The dashboard's screen guide: the welcome once, then the tour if asked for. 'No Thanks',
 * Escape, skipping or finishing the tour all save the guide as read (POST update_screen_guide
 * 'dashboard'), once. It waits while an account dialog (Verify Email after registering …) is
 * open, so two dialogs never stack.
 */
export function DashboardGuide() {
  const user = useSessionUser();
  const isAccountDialogOpen = useAccountDialogs((state) => state.dialog !== null);
  const [phase, setPhase] = useState<'welcome' | 'tour' | 'closed'>('welcome');
  const saveGuide = useUpdateScreenGuide();
  const isSaved = useRef(false);

  if (phase === 'closed' || !user || !shouldOfferDashboardGuide(user) || isAccountDialogOpen) return null;

  const close = () => {
    setPhase('closed');
    if (isSaved.current) return;
    isSaved.current = true;
    saveGuide.mutate('dashboard');
  };

  if (phase === 'tour') return <GuidedTour steps={DASHBOARD_TOUR_STEPS} onEnd={close} />;
  return <WelcomeDialog name={user.name} onStart={() => setPhase('tour')} onDecline={close} />;
}
