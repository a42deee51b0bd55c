import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { confirm, useConfirmStore } from './confirm';

describe('confirm helper (spec 1 §8)', () => {
  it("asks 'Are you sure?' by default in an alert dialog and resolves true on OK", async () => {
    renderAt(<p>page</p>);
    const answer = confirm();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('resolves false on Cancel and on Escape', async () => {
    renderAt(<p>page</p>);
    const cancelled = confirm('Delete this playlist?');
    await screen.findByRole('alertdialog', { name: 'Delete this playlist?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);

    const escaped = confirm();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(escaped).resolves.toBe(false);
  });

  it('asks overlapping questions one after the other', async () => {
    renderAt(<p>page</p>);
    const first = confirm('First?');
    const second = confirm('Second?');
    await screen.findByRole('alertdialog', { name: 'First?' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);
    await screen.findByRole('alertdialog', { name: 'Second?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
    expect(useConfirmStore.getState().queue).toHaveLength(0);
  });
});
