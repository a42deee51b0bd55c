import { Dialog } from 'radix-ui';
import { ArrowLeft, ArrowRight, Check, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { chooseTourLayout, measureTarget, placeTourCard, type Box } from './tour-layout.ts';
import type { TourStep } from './tour-steps.ts';

/** How the tour ended: the last step's Done, or skipped (Skip, Escape). */
export type TourEnd = 'done' | 'skipped';

type GuidedTourProps = { steps: TourStep[]; onEnd: (how: TourEnd) => void };

/** The viewport's size, kept current on resize (the layout changes at 768 and 1024 px). */
function useViewport() {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const handleResize = () => setViewport(read());
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
  return viewport;
}

/** The box of the step's target, followed through scrolling and resizing. */
function useTargetBox(step: TourStep, viewportWidth: number): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const element = step.findTarget();
    // Bring a target below the fold into view first (the drawer is sticky and always is).
    if (measureTarget(element)) element?.scrollIntoView?.({ block: 'nearest' });
    const update = () => setBox(measureTarget(step.findTarget()));
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [step, viewportWidth]);
  return box;
}

/**
 * The guided tour (spec 1 §1): its steps one at a time over the real page, the target lit and
 * the rest dimmed. A modal dialog: focus stays in the step, Escape or Skip ends it, Next/Back
 * (or the arrow keys) move, Done ends it on the last step; the step counter is announced.
 */
export function GuidedTour({ steps, onEnd }: GuidedTourProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index] as TourStep;
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;
  const viewport = useViewport();
  const layout = chooseTourLayout(viewport.width);
  const target = useTargetBox(step, viewport.width);
  const cardRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [cardSize, setCardSize] = useState({ width: 352, height: 240 });
  const hasEnded = useRef(false);

  const end = useCallback(
    (how: TourEnd) => {
      // Escape and a button can both fire on the same key press: end once.
      if (hasEnded.current) return;
      hasEnded.current = true;
      onEnd(how);
    },
    [onEnd],
  );

  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const { offsetWidth: width, offsetHeight: height } = card;
    if (width && height && (width !== cardSize.width || height !== cardSize.height)) setCardSize({ width, height });
  }, [index, layout, cardSize.width, cardSize.height]);

  // A new step keeps the focus on the forward button (Back disappears on the first step).
  useEffect(() => {
    nextRef.current?.focus();
  }, [index]);

  const goNext = () => (isLast ? end('done') : setIndex(index + 1));
  const goBack = () => setIndex(Math.max(0, index - 1));
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && !isLast) setIndex(index + 1);
    else if (event.key === 'ArrowLeft') goBack();
  };

  const position = placeTourCard(layout, target, cardSize, viewport);
  const placement =
    layout === 'sheet'
      ? 'inset-x-0 bottom-0 w-full rounded-t-2xl rounded-b-none pb-[max(1.25rem,env(safe-area-inset-bottom))]'
      : position
        ? `rounded-2xl ${layout === 'beside' ? 'w-[22rem]' : 'w-[min(26rem,calc(100vw-2rem))]'}`
        : 'top-1/2 left-1/2 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl';

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && end('skipped')}>
      <Dialog.Portal>
        {target ? (
          // The lit target: a hole in the dim layer, drawn by a huge shadow around the box.
          <div
            aria-hidden
            data-testid="tour-spotlight"
            className="pointer-events-none fixed z-[80] rounded-xl border-2 border-accent-soft transition-all duration-200"
            style={{
              top: target.top - 6,
              left: target.left - 6,
              width: target.width + 12,
              height: target.height + 12,
              boxShadow: '0 0 0 200vmax rgb(0 0 0 / 0.72)',
            }}
          />
        ) : (
          <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/65" />
        )}
        <Dialog.Content
          ref={cardRef}
          data-layout={layout}
          onKeyDown={handleKeyDown}
          // A click beside the step should not end the tour by accident; Skip and Escape do.
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextRef.current?.focus();
          }}
          className={`fixed z-[81] border border-border bg-surface p-5 text-fg shadow-2xl outline-none ${placement}`}
          style={position ? { top: position.top, left: position.left } : undefined}
        >
          <div className="flex items-start justify-between gap-3">
            <p
              aria-live="polite"
              aria-atomic
              className="text-xs font-semibold tracking-wide text-accent-soft uppercase"
            >
              Step {index + 1} of {steps.length}
            </p>
            <button
              type="button"
              aria-label="Close tour"
              className="-m-1 rounded-full p-1 text-fg-muted hover:text-fg"
              onClick={() => end('skipped')}
            >
              <X aria-hidden size={18} />
            </button>
          </div>
          <Dialog.Title className="mt-2 text-lg font-bold">{step.title}</Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-fg-muted">{step.body}</Dialog.Description>
          <div className="mt-4 flex items-center gap-1.5" aria-hidden>
            {steps.map((item, dot) => (
              <span
                key={item.id}
                className={`h-1.5 rounded-full transition-all ${dot === index ? 'w-5 bg-accent' : 'w-1.5 bg-border-strong'}`}
              />
            ))}
          </div>
          <div className="mt-5 flex flex-wrap items-center justify-end gap-2">
            {layout !== 'sheet' && (
              <button type="button" className={getButtonClass('ghost', 'sm', 'mr-auto')} onClick={() => end('skipped')}>
                Skip tour
              </button>
            )}
            {!isFirst && (
              <button type="button" className={getButtonClass('secondary', 'sm')} onClick={goBack}>
                <ArrowLeft aria-hidden size={16} /> Back
              </button>
            )}
            <button
              ref={nextRef}
              type="button"
              className={getButtonClass('primary', 'sm', layout === 'sheet' && isFirst ? 'flex-1' : '')}
              onClick={goNext}
            >
              {isLast ? (
                <>
                  <Check aria-hidden size={16} /> Done
                </>
              ) : (
                <>
                  Next <ArrowRight aria-hidden size={16} />
                </>
              )}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
