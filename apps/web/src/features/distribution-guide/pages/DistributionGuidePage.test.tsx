import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import DistributionGuidePage from './DistributionGuidePage.tsx';

function renderGuide(path: string) {
  return renderRoutes([{ path: '/distribution-guide', Component: DistributionGuidePage }], path);
}

describe('DistributionGuidePage', () => {
  it('opens Release Details when there is no ?tab=', () => {
    renderGuide('/distribution-guide');
    expect(screen.getByRole('tab', { name: 'Release Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Release details' })).toBeInTheDocument();
  });

  it.each([
    ['track_details', 'Track Details', 'Track details'],
    ['art_work', 'Art Work', 'Art work'],
    ['scheduling', 'Scheduling', 'Scheduling'],
    ['agreement', 'Agreement', 'Agreement'],
  ])('opens the tab named by ?tab=%s', (tab, label, heading) => {
    renderGuide(`/distribution-guide?tab=${tab}`);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Release Details' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('heading', { level: 2, name: heading }));
  });

  it('falls back to Release Details for an unknown ?tab=', () => {
    renderGuide('/distribution-guide?tab=lyrics');
    expect(screen.getByRole('tab', { name: 'Release Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
  });

  it('writes the chosen tab into the URL, keeping other parameters', () => {
    const { router } = renderGuide('/distribution-guide?tab=art_work&login=/');
    // Radix tabs activate on mouse down (and on keyboard focus), not on click.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Scheduling' }), { button: 0 });
    expect(router.state.location.search).toBe('?tab=scheduling&login=%2F');
    expect(screen.getByRole('tab', { name: 'Scheduling' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Scheduling' })).toBeInTheDocument();
  });

  it('shows the four-step overview and the guide rules', () => {
    renderGuide('/distribution-guide?tab=scheduling');
    const steps = screen.getByRole('heading', { name: 'Four steps to distribute' }).nextElementSibling as HTMLElement;
    expect(Array.from(steps.querySelectorAll('h3')).map((h) => h.textContent)).toEqual([
      'Step 1: Log on',
      'Step 2: Subscribe',
      'Step 3: Choose what to distribute',
      'Step 4: Fill the form',
    ]);
    expect(
      screen.getByText(/At least 10 days after the day you submit, and no more than 10 years ahead/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Any day from today up to 15 days ahead\. The original release date can be up to 15 years back/),
    ).toBeInTheDocument();
  });

  it('states the audio, artwork and lyrics rules with the constants of the domain', () => {
    renderGuide('/distribution-guide?tab=track_details');
    expect(screen.getByText(/WAV files only, up to 200 MB per track/)).toBeInTheDocument();
    expect(screen.getByText(/Type the lyrics in Roman script/)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Art Work' }), { button: 0 });
    expect(screen.getByText(/Exactly 3000x3000 pixels, square, in JPG format/)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Release Details' }), { button: 0 });
    expect(screen.getByText(/Up to 5 artists per release/)).toBeInTheDocument();
    expect(screen.getByText(/the Gaana link of the release/)).toBeInTheDocument();
  });
});
