import { Lock, Sparkles } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { openAccountDialog, openLoginDialog } from '../../../lib/account-dialogs.ts';
import { isListener, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';

/**
 * Upload pages are for artists and bands: a visitor is asked to sign in (and comes back here),
 * a listener is offered the upgrade dialog opened from 'upload' (spec 2 §2.1, §6).
 */
export function UploadGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  const isVisitor = !user;
  const isListenerUser = isListener(user);

  useEffect(() => {
    if (isVisitor) openLoginDialog({ target, type: 'login' });
    else if (isListenerUser) openAccountDialog({ kind: 'upgrade', from: 'upload' });
  }, [isVisitor, isListenerUser, target]);

  if (isVisitor || isListenerUser) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <div className="rounded-2xl border border-border bg-surface p-8">
          {isVisitor ? <Lock aria-hidden className="mx-auto text-accent-soft" size={32} /> : <Sparkles aria-hidden className="mx-auto text-accent-soft" size={32} />}
          <h1 className="mt-3 text-2xl font-bold text-fg">{isVisitor ? 'Sign in to upload' : 'Upgrade to upload'}</h1>
          <p className="mt-2 text-fg-muted">
            {isVisitor ? 'Sign in to your artist profile to upload songs, albums and videos.' : 'Upgrade to an artist profile to upload your songs, albums and videos.'}
          </p>
          <button
            type="button"
            className={getButtonClass('primary', 'md', 'mt-6')}
            onClick={() => (isVisitor ? openLoginDialog({ target, type: 'login' }) : openAccountDialog({ kind: 'upgrade', from: 'upload' }))}
          >
            {isVisitor ? 'Sign in' : 'Upgrade to Artist Profile'}
          </button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
