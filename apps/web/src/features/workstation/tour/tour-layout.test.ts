import { BREAKPOINTS } from '@indiwave/domain/constants';
import { describe, expect, it } from 'vitest';
import { chooseTourLayout, placeTourCard, TOUR_GAP } from './tour-layout';

const CARD = { width: 352, height: 220 };

describe('the tour layout (spec 1 §1: it changes under 768 and 1024 px)', () => {
  it('is a sheet under 768, stacked under 1024 and beside its target from 1024', () => {
    expect(BREAKPOINTS.tour).toBe(768);
    expect(chooseTourLayout(375)).toBe('sheet');
    expect(chooseTourLayout(767)).toBe('sheet');
    expect(chooseTourLayout(768)).toBe('stacked');
    expect(chooseTourLayout(1023)).toBe('stacked');
    expect(chooseTourLayout(1024)).toBe('beside');
    expect(chooseTourLayout(1440)).toBe('beside');
  });

  it('docks the sheet and centres a step without a visible target', () => {
    expect(
      placeTourCard('sheet', { top: 10, left: 10, width: 100, height: 100 }, CARD, { width: 375, height: 800 }),
    ).toBeNull();
    expect(placeTourCard('beside', null, CARD, { width: 1280, height: 800 })).toBeNull();
  });

  it('puts the card right of a drawer section, or left of a target at the right edge', () => {
    const viewport = { width: 1280, height: 800 };
    expect(placeTourCard('beside', { top: 300, left: 0, width: 296, height: 120 }, CARD, viewport)).toEqual({
      top: 300,
      left: 296 + TOUR_GAP,
    });
    expect(placeTourCard('beside', { top: 100, left: 1000, width: 270, height: 80 }, CARD, viewport)).toEqual({
      top: 100,
      left: 1000 - TOUR_GAP - CARD.width,
    });
  });

  it('keeps the card on screen: a low target gets it moved up', () => {
    const placed = placeTourCard('beside', { top: 700, left: 0, width: 296, height: 60 }, CARD, {
      width: 1280,
      height: 800,
    });
    expect(placed?.top).toBe(800 - CARD.height - TOUR_GAP);
  });

  it('stacks the card below its target, or above when there is no room below, centred and inside the screen', () => {
    const viewport = { width: 900, height: 800 };
    expect(placeTourCard('stacked', { top: 100, left: 300, width: 300, height: 100 }, CARD, viewport)).toEqual({
      top: 200 + TOUR_GAP,
      left: 450 - CARD.width / 2,
    });
    expect(placeTourCard('stacked', { top: 600, left: 0, width: 200, height: 150 }, CARD, viewport)).toEqual({
      top: 600 - TOUR_GAP - CARD.height,
      left: TOUR_GAP,
    });
  });
});
