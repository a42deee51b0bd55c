import type { OpportunityDetail, SaveDialog as SaveDialogKind } from '@indiwave/domain/contract/opportunities';
import { Bell, BellRing, Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { openLoginDialog } from '../../../lib/account-dialogs.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { showToast } from '../../../ui/toast.ts';
import { useInviteRequest, useSaveOpportunity } from '../api/apply.ts';
import { SaveDialog } from './SaveDialog.tsx';

/**
 * 'Save for later' on an open opportunity, 'Tell me when it opens' on an upcoming one. A visitor
 * gets the login popup's 'Save Opportunity' tab (spec 2 §2.1, READING: tab 3).
 */
export function SaveOpportunityButton({ opportunity }: { opportunity: OpportunityDetail }) {
  const user = useSessionUser();
  const save = useSaveOpportunity();
  const invite = useInviteRequest();
  const [dialog, setDialog] = useState<SaveDialogKind | null>(null);
  const here = `/opportunities/${opportunity.slug}`;
  if (opportunity.state === 'closed') return null;

  const handleClick = async () => {
    if (!user) {
      openLoginDialog({ target: here, type: 'opp', from: 'save', intent: 'save-opportunity' }, 3);
      return;
    }
    try {
      if (opportunity.state === 'upcoming') {
        setDialog((await invite.mutateAsync(opportunity.slug)).dialog);
        return;
      }
      const reply = await save.mutateAsync({ slug: opportunity.slug, is_saved: !opportunity.viewer.is_saved });
      if (reply.dialog) setDialog(reply.dialog);
      else showToast(reply.message, 'success', 3000);
    } catch (error) {
      showToast(readErrorMessage(error), 'error', 4000);
    }
  };

  const isUpcoming = opportunity.state === 'upcoming';
  const isOn = isUpcoming ? opportunity.viewer.is_invite_requested : opportunity.viewer.is_saved;
  const Icon = isUpcoming ? (isOn ? BellRing : Bell) : isOn ? BookmarkCheck : Bookmark;
  const label = isUpcoming ? (isOn ? "We'll tell you when it opens" : 'Tell me when it opens') : isOn ? 'Saved' : 'Save for later';
  return (
    <>
      <button type="button" className={getButtonClass('secondary')} aria-pressed={isOn} disabled={save.isPending || invite.isPending || (isUpcoming && isOn)} onClick={() => void handleClick()}>
        <Icon aria-hidden size={18} />
        {label}
      </button>
      {dialog && <SaveDialog kind={dialog} applyPath={`${here}/apply`} onClose={() => setDialog(null)} />}
    </>
  );
}
