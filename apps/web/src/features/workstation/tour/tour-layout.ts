import { BREAKPOINTS } from '@indiwave/domain/constants';

/**
 * How a tour step is laid out (spec 1 §1: the layout changes under 768 and 1024 px wide):
 * under 768 a bottom sheet across the screen, under 1024 a card above or below its target,
 * from 1024 a card beside its target.
 */
export type TourLayout = 'sheet' | 'stacked' | 'beside';

/** A box in viewport pixels. */
export type Box = { top: number; left: number; width: number; height: number };

/** Room kept between the card, its target and the screen's edges. */
export const TOUR_GAP = 16;

/** The layout for a viewport width. */
export function chooseTourLayout(width: number): TourLayout {
  if (width < BREAKPOINTS.tour) return 'sheet';
  if (width < BREAKPOINTS.smallDesktop) return 'stacked';
  return 'beside';
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * Where the card goes, or null to centre it (no visible target) or dock it (the sheet). Beside:
 * right of the target, else left of it, else as stacked. Stacked: below the target, else above
 * it, else at the bottom of the screen. Always inside the screen.
 */
export function placeTourCard(
  layout: TourLayout,
  target: Box | null,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } | null {
  if (layout === 'sheet' || !target) return null;
  const maxTop = viewport.height - card.height - TOUR_GAP;
  const maxLeft = viewport.width - card.width - TOUR_GAP;
  if (layout === 'beside') {
    const top = clamp(target.top, TOUR_GAP, maxTop);
    const right = target.left + target.width + TOUR_GAP;
    if (right + card.width <= viewport.width - TOUR_GAP) return { top, left: right };
    const left = target.left - TOUR_GAP - card.width;
    if (left >= TOUR_GAP) return { top, left };
  }
  const left = clamp(target.left + target.width / 2 - card.width / 2, TOUR_GAP, maxLeft);
  const below = target.top + target.height + TOUR_GAP;
  if (below + card.height <= viewport.height - TOUR_GAP) return { top: below, left };
  const above = target.top - TOUR_GAP - card.height;
  if (above >= TOUR_GAP) return { top: above, left };
  return { top: clamp(maxTop, TOUR_GAP, maxTop), left };
}

/** Whether an element can be pointed at: on screen with a size (the phone drawer is closed, a collapsed panel has none). */
export function measureTarget(element: Element | null): Box | null {
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}
