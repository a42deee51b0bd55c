import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './media';
import { takeFakeErrors } from './mock-api';

installMatchMedia();
sendInputWithChange();
// preact runs effects after the next frame, or after 35 ms when no frame comes, and then cancels the
// frame it asked jsdom for; a test file's environment may be gone by then. A plain task runs them.
options.requestAnimationFrame = (runEffects) => void setTimeout(runEffects);
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

/**
 * A browser sends `input` as a field's value changes and `change` when it is committed; the app
 * (preact/compat) listens to `input` for text fields, as React does under the name onChange.
 * `fireEvent.change` sets the value and sends only `change`, so a typed value is sent both ways here.
 */
function sendInputWithChange(): void {
  const sendChange = fireEvent.change;
  fireEvent.change = (element, init) => {
    const changed = sendChange(element, init);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) fireEvent.input(element);
    return changed;
  };
}
