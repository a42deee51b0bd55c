import { CalendarClock } from 'lucide-react';
import { useRef, useState } from 'react';
import { TOUR_TEXTS } from '@indiwave/domain/messages';
import { useUpdateScreenGuide } from '../../../lib/screen-guide.ts';
import { isArtistOrBand, useSessionUser, type SessionUser } from '../../../lib/session.ts';

/** The 'schedule' guide shows on the release-date field until it is read (is_schedule_sg_read). */
export function shouldOfferScheduleGuide(user: SessionUser | null): boolean {
  return isArtistOrBand(user) && user?.guides !== undefined && !user.guides.schedule;
}

/**
 * The 'schedule' screen guide (spec 2 §7): a note under the release-date field of the upload
 * forms, until the artist says 'Got it' (saved with the screen-guide call 'schedule'). It does
 * not take focus or cover the form: the artist may keep typing.
 */
export function ScheduleGuide() {
  const user = useSessionUser();
  const [isClosed, setIsClosed] = useState(false);
  const saveGuide = useUpdateScreenGuide();
  const isSaved = useRef(false);
  if (isClosed || !shouldOfferScheduleGuide(user)) return null;

  const handleDone = () => {
    setIsClosed(true);
    if (isSaved.current) return;
    isSaved.current = true;
    saveGuide.mutate('schedule');
  };

  return (
    <div
      role="group"
      aria-label="Schedule guide"
      className="relative mt-1 flex items-start gap-3 rounded-xl border border-accent bg-surface-raised p-3 text-sm text-fg shadow-lg"
    >
      <span
        aria-hidden
        className="absolute -top-1.5 left-6 size-3 rotate-45 border-t border-l border-accent bg-surface-raised"
      />
      <CalendarClock aria-hidden size={20} className="mt-0.5 shrink-0 text-accent-soft" />
      <p className="flex-1">{TOUR_TEXTS.scheduleGuide}</p>
      <button
        type="button"
        className="shrink-0 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-fg hover:bg-accent-strong"
        onClick={handleDone}
      >
        Got it
      </button>
    </div>
  );
}
