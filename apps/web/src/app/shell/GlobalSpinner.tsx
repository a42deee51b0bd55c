import { useNavigation } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { useIsGlobalSpinnerShown } from '../../ui/spinner-store';

/**
 * The shell's global spinner (spec 1 §1): a thin bar while a page's code or data loads, and
 * a blocking spinner while someone holds the spinner store. Embeds hide it (spec 1 §2.1).
 */
export function GlobalSpinner() {
  const isNavigating = useNavigation().state !== 'idle';
  const isBlocking = useIsGlobalSpinnerShown();
  return (
    <>
      {isNavigating && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[80] h-1 overflow-hidden bg-accent/30"
        >
          <div className="h-full w-2/5 animate-progress bg-gradient-to-r from-accent-soft via-highlight to-accent-soft" />
        </div>
      )}
      {isBlocking && (
        <div className="fixed inset-0 z-[85] grid place-items-center bg-black/50" role="status">
          <LoaderCircle aria-hidden size={48} className="animate-spin text-accent-soft" />
          <span className="sr-only">Loading</span>
        </div>
      )}
    </>
  );
}
