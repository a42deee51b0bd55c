import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { closeAccountDialog, useAccountDialogs, type AccountDialog } from '../../lib/account-dialogs';
import { useAuthFlow } from '../../features/accounts/api/use-auth-flow';

const LoginDialogContent = lazy(() => import('../../features/accounts/components/LoginDialogContent').then((m) => ({ default: m.LoginDialogContent })));
const RegisterDialogContent = lazy(() =>
  import('../../features/accounts/components/RegisterDialogContent').then((m) => ({ default: m.RegisterDialogContent })),
);
const VerifyEmailDialogContent = lazy(() =>
  import('../../features/accounts/components/VerifyEmailDialogContent').then((m) => ({ default: m.VerifyEmailDialogContent })),
);
const VerifyPhoneDialogContent = lazy(() =>
  import('../../features/accounts/components/VerifyPhoneDialogContent').then((m) => ({ default: m.VerifyPhoneDialogContent })),
);
const UpgradeDialogContent = lazy(() => import('../../features/accounts/components/UpgradeDialogContent').then((m) => ({ default: m.UpgradeDialogContent })));
const SubscriptionDialogContent = lazy(() =>
  import('../../features/membership/components/SubscriptionDialogContent').then((m) => ({ default: m.SubscriptionDialogContent })),
);

/** The width of each dialog: forms of one column, the upgrade form of two. */
function getPanelWidth(dialog: AccountDialog): string {
  return dialog.kind === 'upgrade' || (dialog.kind === 'subscription' && dialog.variant === 'subscription') ? 'md:max-w-2xl' : 'md:max-w-md';
}

function renderContent(dialog: AccountDialog) {
  switch (dialog.kind) {
    case 'login':
      return <LoginDialogContent tab={dialog.tab} isWhiteBackdrop={dialog.isWhiteBackdrop} />;
    case 'register':
      return <RegisterDialogContent step={dialog.step} isSingleStep={dialog.isSingleStep} />;
    case 'verify-email':
      return <VerifyEmailDialogContent email={dialog.email} mode={dialog.mode} isCodeSent={dialog.isCodeSent} />;
    case 'verify-phone':
      return <VerifyPhoneDialogContent mobile={dialog.mobile} code={dialog.code} isWhatsapp={dialog.isWhatsapp} mode={dialog.mode} isAutoSend={dialog.isAutoSend} />;
    case 'upgrade':
      return <UpgradeDialogContent from={dialog.from} />;
    case 'subscription':
      return <SubscriptionDialogContent variant={dialog.variant} />;
  }
}

/** A stable key per screen of a dialog, so moving on puts focus at the top of the new one. */
function getScreenKey(dialog: AccountDialog): string {
  if (dialog.kind === 'login') return `login-${dialog.tab === 3 ? 3 : 'tabs'}`;
  if (dialog.kind === 'register') return `register-${dialog.step}`;
  if (dialog.kind === 'subscription') return `subscription-${dialog.variant}`;
  return dialog.kind;
}

/**
 * Puts focus on the first field of a screen once its code has loaded (the frame's close button
 * had it meanwhile): on opening, and on moving to the next screen of the same dialog.
 */
function FocusFirstField({ containerRef }: { containerRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    focusFirstField(containerRef.current);
  }, [containerRef]);
  return null;
}

/** Focuses the first field of a dialog (or a button, or the dialog itself). */
function focusFirstField(container: HTMLElement | null): void {
  if (!container) return;
  const first =
    container.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]):not([readonly])') ??
    container.querySelector<HTMLElement>('button:not([disabled])');
  (first ?? container).focus();
}

/**
 * The one frame of the account dialogs (spec 2 §2.1): the sign-in popup, the Register dialog,
 * Verify Email, Verify Phone and the upgrade. A modal: focus stays inside, Escape or the close
 * button dismisses it. Dismissing a dialog of a sign-in in progress finishes the sign-in (an
 * artist skipping Verify Email meets the subscription offer, spec 2 §4).
 */
export default function AccountDialogFrame({ dialog }: { dialog: AccountDialog }) {
  const { finishAuthFlow } = useAuthFlow();
  const contentRef = useRef<HTMLDivElement>(null);
  const screenKey = getScreenKey(dialog);
  const isWhiteBackdrop = dialog.kind === 'login' && dialog.isWhiteBackdrop === true;

  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    if (useAccountDialogs.getState().flow) finishAuthFlow({ isVerifySkipped: dialog.kind === 'verify-email' });
    else closeAccountDialog();
  };

  return (
    <Dialog.Root open onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={`fixed inset-0 z-[80] flex items-start justify-center overflow-y-auto md:items-center md:p-6 ${isWhiteBackdrop ? 'bg-white/95' : 'bg-black/75 backdrop-blur-sm'}`}
        >
          <Dialog.Content
            ref={contentRef}
            aria-describedby={undefined}
            data-dialog={dialog.kind}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              focusFirstField(contentRef.current);
            }}
            className={`relative min-h-dvh w-full border-border bg-surface px-5 pt-14 pb-8 text-fg shadow-2xl md:min-h-0 md:rounded-2xl md:border md:px-8 md:pt-10 ${getPanelWidth(dialog)}`}
          >
            <Suspense
              fallback={
                <div className="grid min-h-60 place-items-center" role="status">
                  <Dialog.Title className="sr-only">Loading</Dialog.Title>
                  <LoaderCircle aria-hidden size={32} className="animate-spin text-accent-soft" />
                </div>
              }
            >
              <div key={screenKey}>
                {renderContent(dialog)}
                <FocusFirstField containerRef={contentRef} />
              </div>
            </Suspense>
            <Dialog.Close className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg" aria-label="Close">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
