import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './media';

installMatchMedia();
// Lazy pages load their chunk on first render; on a loaded CI machine that can take over a second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.localStorage.clear();
  window.innerWidth = 1280;
});

afterEach(() => {
  cleanup();
});
