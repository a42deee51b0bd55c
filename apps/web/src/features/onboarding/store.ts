import { create } from 'zustand';

const LANGUAGES_KEY = 'preferredLanguages';

function readLanguages(): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LANGUAGES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item) && item > 0) : [];
  } catch {
    return [];
  }
}

type OnboardingState = { languageIds: number[] };

/**
 * The listener's preferred languages, picked at /on-boarding. The server keeps no language
 * preference yet, so they live on this device (docs/decisions.md) for the listings to use.
 */
export const useOnboardingStore = create<OnboardingState>(() => ({ languageIds: typeof window === 'undefined' ? [] : readLanguages() }));

/** Remembers the preferred languages on this device. */
export function setPreferredLanguages(ids: number[]): void {
  useOnboardingStore.setState({ languageIds: ids });
  try {
    window.localStorage.setItem(LANGUAGES_KEY, JSON.stringify(ids));
  } catch {
    // Storage unavailable: the choice lasts for this visit.
  }
}
