import { fireEvent, screen, within } from '@testing-library/react';
import { TOUR_CLAIMS, TOUR_STEPS } from '@indiwave/domain/constants';
import { TOUR_TEXTS } from '@indiwave/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { GuidedTour } from './GuidedTour';
import { DASHBOARD_TOUR_STEPS } from './tour-steps';

afterEach(() => {
  window.innerWidth = 1024;
});

function renderTour() {
  const onEnd = vi.fn();
  renderAt(
    <>
      <button type="button">Outside</button>
      <GuidedTour steps={DASHBOARD_TOUR_STEPS} onEnd={onEnd} />
    </>,
  );
  return onEnd;
}

describe('the guided tour (spec 1 §1)', () => {
  it('has 6 steps carrying the spec claims', () => {
    expect(DASHBOARD_TOUR_STEPS).toHaveLength(TOUR_STEPS);
    const text = DASHBOARD_TOUR_STEPS.map((step) => step.body).join(' ');
    expect(text).toContain(`${TOUR_CLAIMS.monthlyOpportunities} monthly opportunities`);
    expect(text).toContain(`${TOUR_CLAIMS.stores} stores across ${TOUR_CLAIMS.countries} countries`);
    expect(text).toContain(`${TOUR_CLAIMS.households} households`);
  });

  it('walks forward and back with the buttons, announcing the step, and ends with Done', () => {
    const onEnd = renderTour();
    const dialog = screen.getByRole('dialog', { name: TOUR_TEXTS.steps.figures.title });
    expect(within(dialog).getByText('Step 1 of 6')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog).queryByRole('button', { name: /Back/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('dialog', { name: TOUR_TEXTS.steps.todo.title })).toHaveTextContent('Step 2 of 6');
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 6');
    for (let step = 2; step <= 6; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: /Next/ }));
      expect(screen.getByRole('dialog')).toHaveTextContent(`Step ${step} of 6`);
    }
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
    expect(onEnd).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Done/ }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('done');
  });

  it('works from the keyboard: focus on the forward button, arrows move, Escape skips once', () => {
    const onEnd = renderTour();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /Next/ })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog).toHaveTextContent('Step 2 of 6');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog).toHaveTextContent('Step 1 of 6');
    fireEvent.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(within(dialog).getByRole('button', { name: /Next/ })).toHaveFocus();
    // The page behind is out of reach while the step is open (focus stays in the step).
    expect(screen.queryByRole('button', { name: 'Outside' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('skipped');
  });

  it('can be skipped with its button', () => {
    const onEnd = renderTour();
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(onEnd).toHaveBeenCalledWith('skipped');
  });

  it('becomes a bottom sheet under 768 px', () => {
    window.innerWidth = 375;
    renderTour();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-layout', 'sheet');
  });
});
