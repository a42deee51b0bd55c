import { Dialog } from 'radix-ui';
import { closeAccountDialog, endAuthFlow, openAccountDialog, type LoginTab } from '../../../lib/account-dialogs.ts';
import { LoginPanel } from './LoginPanel.tsx';

/** The Login/Register popup inside the account dialog frame (spec 2 §2.1). */
export function LoginDialogContent({ tab, isWhiteBackdrop }: { tab: LoginTab; isWhiteBackdrop?: boolean }) {
  return (
    <LoginPanel
      Title={Dialog.Title}
      tab={tab}
      onTabChange={(next) => openAccountDialog({ kind: 'login', tab: next, isWhiteBackdrop })}
      onLeave={() => {
        closeAccountDialog();
        endAuthFlow();
      }}
    />
  );
}
