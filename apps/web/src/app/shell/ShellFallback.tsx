import { LoaderCircle } from 'lucide-react';

/** Shown for the moment the first page's code loads, before the shell can render. */
export function ShellFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <LoaderCircle aria-hidden size={40} className="animate-spin text-accent-soft" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
