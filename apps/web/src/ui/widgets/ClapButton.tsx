import { CLAP_ANIMATION_MS, CLAP_MAX } from '@indiwave/domain/constants';
import type { ClapResult, ClapType } from '@indiwave/domain/contract/social';
import { HandHeart } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { openLoginDialog } from '../../lib/account-dialogs.ts';
import { useSessionUser } from '../../lib/session.ts';
import { useUpdateScreenGuide } from '../../lib/screen-guide.ts';
import { useClapper } from './use-clapper.ts';

type ClapButtonProps = {
  type: ClapType;
  slug: string;
  /** The item's title, for the button's accessible name. */
  label: string;
  /** The viewer's claps (is_like / user_claps) and everyone's (song_likes, likes_count …). */
  mine: number;
  total: number;
  size?: 'sm' | 'md';
  /** This button shows the clap guide to a signed-in person who has not seen it (one per page). */
  isGuideHost?: boolean;
  onSaved?: (result: ClapResult) => void;
};

type Burst = { id: number; rotation: number };

/** A random rotation of 0 to 359 degrees for one clap's animation (spec 1 §4). */
export function pickClapRotation(random: () => number = Math.random): number {
  return Math.floor(random() * 360);
}

/** One clap's 1-second animation, turned by its random rotation (Web Animations; skipped where unsupported). */
function ClapBurst({ rotation }: { rotation: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.animate?.(
      [
        { opacity: 1, transform: `rotate(${rotation}deg) translateY(0) scale(0.8)` },
        { opacity: 0, transform: `rotate(${rotation}deg) translateY(-28px) scale(1.3)` },
      ],
      { duration: CLAP_ANIMATION_MS, easing: 'ease-out', fill: 'forwards' },
    );
  }, [rotation]);
  return (
    <span ref={ref} data-testid="clap-burst" data-rotation={rotation} aria-hidden className="pointer-events-none absolute inset-0 grid place-items-center text-highlight">
      <HandHeart size={18} />
    </span>
  );
}

const GUIDE_STEPS = ['Tap the clap to show the artist some love.', `Press and hold to keep clapping, up to ${CLAP_MAX} claps.`] as const;

/** The clap guide (spec 1 §4): step 1, step 2, then done and saved with the screen-guide call 'claps'. */
function ClapGuide({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
  const isLast = step === GUIDE_STEPS.length - 1;
  return (
    // In the flow, on a line of its own below the row of controls: it pushes them down and covers none.
    <div role="group" aria-label="Clap guide" className="order-last basis-full rounded-xl border border-accent bg-surface-raised p-3 text-sm text-fg">
      <p className="text-xs font-semibold text-accent-soft">
        Step {step + 1} of {GUIDE_STEPS.length}
      </p>
      <p className="mt-1">{GUIDE_STEPS[step]}</p>
      <button type="button" className="mt-2 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-fg hover:bg-accent-strong" onClick={() => (isLast ? onDone() : setStep(step + 1))}>
        {isLast ? 'Got it' : 'Next'}
      </button>
    </div>
  );
}

/**
 * The clap button (spec 1 §3.8, §4, §5): signed in, a press claps and holding repeats every
 * 250 ms up to the viewer's 50, each clap with a 1-second animation at a random rotation; a
 * visitor sees the count only, and a press opens the sign-in dialog with intent 'clap'.
 */
export function ClapButton({ type, slug, label, mine, total, size = 'md', isGuideHost = false, onSaved }: ClapButtonProps) {
  const user = useSessionUser();
  const [bursts, setBursts] = useState<Burst[]>([]);
  const burstId = useRef(0);
  const burstTimers = useRef<number[]>([]);
  const saveGuide = useUpdateScreenGuide();
  const [isGuideClosed, setIsGuideClosed] = useState(false);

  const clapper = useClapper({
    type,
    slug,
    mine,
    total,
    onSaved,
    onClap: () => {
      const burst = { id: (burstId.current += 1), rotation: pickClapRotation() };
      setBursts((current) => [...current, burst]);
      burstTimers.current.push(window.setTimeout(() => setBursts((current) => current.filter((item) => item.id !== burst.id)), CLAP_ANIMATION_MS));
    },
  });

  useEffect(() => {
    const timers = burstTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const sizeClass = size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-9 px-3.5 text-sm';
  const baseClass = `relative inline-flex shrink-0 items-center gap-1.5 rounded-full border font-semibold select-none ${sizeClass}`;

  if (!user) {
    return (
      <button
        type="button"
        className={`${baseClass} border-border-strong text-fg-muted hover:text-fg`}
        aria-label={`Clap for ${label}: ${total} claps. Sign in to clap`}
        onClick={() => openLoginDialog({ intent: 'clap' })}
      >
        <HandHeart aria-hidden size={size === 'sm' ? 14 : 16} />
        <span>{total}</span>
      </button>
    );
  }

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    try {
      // Keep the hold while the finger or pointer drifts off the button.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // A pointer the browser does not track (synthetic events) cannot be captured; the hold still works.
    }
    clapper.start();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) clapper.start();
  };
  const handleKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') clapper.stop();
  };
  // Nothing to teach once the person has given all their claps.
  const isGuideShown = isGuideHost && !isGuideClosed && user.guides !== undefined && !user.guides.claps && clapper.mine < CLAP_MAX;

  return (
    // `contents`: the button and the guide are items of the caller's wrapping row, so the guide takes a line of its own.
    <span className="contents">
      <button
        type="button"
        className={`${baseClass} touch-none ${clapper.mine > 0 ? 'border-highlight text-highlight' : 'border-border-strong text-fg'} hover:bg-surface-raised`}
        aria-label={`Clap for ${label}: ${clapper.total} claps, ${clapper.mine} of ${CLAP_MAX} yours`}
        aria-pressed={clapper.mine > 0}
        data-my-claps={clapper.mine}
        onPointerDown={handlePointerDown}
        onPointerUp={clapper.stop}
        onPointerCancel={clapper.stop}
        onLostPointerCapture={clapper.stop}
        onKeyDown={handleKeyDown}
        onKeyUp={handleKeyUp}
        onBlur={clapper.stop}
        onContextMenu={(event) => event.preventDefault()}
      >
        <HandHeart aria-hidden size={size === 'sm' ? 14 : 16} />
        <span>{clapper.total}</span>
        {clapper.mine > 0 && <span className="text-[0.7em] font-normal opacity-80">+{clapper.mine}</span>}
        {bursts.map((burst) => (
          <ClapBurst key={burst.id} rotation={burst.rotation} />
        ))}
      </button>
      {isGuideShown && (
        <ClapGuide
          onDone={() => {
            setIsGuideClosed(true);
            saveGuide.mutate('claps');
          }}
        />
      )}
    </span>
  );
}
