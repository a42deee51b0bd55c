import { Sparkles } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { openAccountDialog } from '../../../lib/account-dialogs.ts';
import { isListener, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';

/**
 * The workstation is for artists and bands: a listener is offered the upgrade dialog, as the
 * upload pages do (spec 2 §2.1, §6); visitors never get here (the route's loader asks them to
 * sign in). After upgrading, the session says Artist and the page shows.
 */
export function WorkstationGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const isListenerUser = isListener(user);

  useEffect(() => {
    if (isListenerUser) openAccountDialog({ kind: 'upgrade', from: 'upload' });
  }, [isListenerUser]);

  if (!user) return null;
  if (isListenerUser) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <div className="rounded-2xl border border-border bg-surface p-8">
          <Sparkles aria-hidden className="mx-auto text-accent-soft" size={32} />
          <h1 className="mt-3 text-2xl font-bold text-fg">Upgrade to get your dashboard</h1>
          <p className="mt-2 text-fg-muted">
            The dashboard shows artists and bands how their music grows: plays, fans, analytics and achievements.
          </p>
          <button
            type="button"
            className={getButtonClass('primary', 'md', 'mt-6')}
            onClick={() => openAccountDialog({ kind: 'upgrade', from: 'upload' })}
          >
            Upgrade to Artist Profile
          </button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
