import { TOUR_STEPS } from '@indiwave/domain/constants';
import { TOUR_TEXTS } from '@indiwave/domain/messages';

/** The id of the desktop drawer (app/shell/nav-ids): the tour points at its sections. */
const DRAWER_ID = 'nav-drawer';
/** The id of the header's menu button (app/shell/nav-ids): on phones the drawer is behind it. */
const DRAWER_TOGGLE_ID = 'nav-toggle';

/** One step of the guided tour: what it says and the element of the page it points at. */
export type TourStep = {
  id: keyof typeof TOUR_TEXTS.steps;
  title: string;
  body: string;
  /** Finds the element the step points at; null (or a hidden one) puts the step in the middle. */
  findTarget: () => Element | null;
};

/** An element of the dashboard marked with data-tour="…". */
function byTourMark(mark: string) {
  return () => document.querySelector(`[data-tour="${mark}"]`);
}

/**
 * A section of the real drawer, found by its heading (WORKSTATION, DISTRIBUTION …), so the tour
 * follows the menu as it is rather than marks the shell would have to carry. Optionally one
 * entry of the section, by its visible label.
 */
function byDrawerSection(heading: string, entryLabel?: string) {
  return () => {
    const drawer = document.getElementById(DRAWER_ID);
    // Phones keep the drawer closed: the step points at the menu button that opens it.
    if (!drawer) return document.getElementById(DRAWER_TOGGLE_ID);
    const title = [...drawer.querySelectorAll('p')].find((node) => node.textContent?.trim() === heading);
    const section = title?.parentElement ?? null;
    if (!section || !entryLabel) return section;
    const entry = [...section.querySelectorAll('li')].find((node) => node.textContent?.trim().startsWith(entryLabel));
    return entry ?? section;
  };
}

function step(id: TourStep['id'], findTarget: TourStep['findTarget']): TourStep {
  return { id, ...TOUR_TEXTS.steps[id], findTarget };
}

/** The 6 steps (spec 1 §1): the dashboard first, then the drawer with the spec's claims. */
export const DASHBOARD_TOUR_STEPS: TourStep[] = [
  step('figures', byTourMark('figures')),
  step('todo', byTourMark('todo')),
  step('workstation', byDrawerSection('WORKSTATION')),
  step('distribution', byDrawerSection('DISTRIBUTION')),
  step('opportunities', byDrawerSection('PROMOTION', 'Opportunities')),
  step('tv', byDrawerSection('PROMOTION', 'Broadcast on TV')),
];

if (DASHBOARD_TOUR_STEPS.length !== TOUR_STEPS) throw new Error('The guided tour must have TOUR_STEPS steps');
