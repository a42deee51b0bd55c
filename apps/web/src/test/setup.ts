import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './media';
import { takeFakeErrors } from './mock-api';

installMatchMedia();
// Lazy pages load their chunk on first render; on a loaded CI machine that can take over a second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.localStorage.clear();
  window.innerWidth = 1280;
});

afterEach(() => {
  cleanup();
  // A fake reply that does not fit its contract, or answers another call, fails the test.
  const [error] = takeFakeErrors();
  if (error) throw error;
});
