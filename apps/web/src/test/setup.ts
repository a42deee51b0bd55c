import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './media';

installMatchMedia();

beforeEach(() => {
  window.localStorage.clear();
  window.innerWidth = 1280;
});

afterEach(() => {
  cleanup();
});
