import { describe, expect, it } from 'vitest';
import { hideGlobalSpinner, showGlobalSpinner, useSpinnerStore, withGlobalSpinner } from './spinner-store';

describe('global spinner store', () => {
  it('stays on until every holder has let go', async () => {
    showGlobalSpinner();
    showGlobalSpinner();
    hideGlobalSpinner();
    expect(useSpinnerStore.getState().pending).toBe(1);
    hideGlobalSpinner();
    hideGlobalSpinner();
    expect(useSpinnerStore.getState().pending).toBe(0);
  });

  it('wraps a task, failing or not', async () => {
    const task = withGlobalSpinner(async () => {
      expect(useSpinnerStore.getState().pending).toBe(1);
      throw new Error('boom');
    });
    await expect(task).rejects.toThrow('boom');
    expect(useSpinnerStore.getState().pending).toBe(0);
  });
});
