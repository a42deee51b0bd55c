import { referenceStaffRoutes } from '@indiwave/domain/contract/reference';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFailure, fakeReply, mockApi, type FakeRequest } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import StaffReferencePage from './StaffReferencePage.tsx';

afterEach(() => vi.restoreAllMocks());

const LISTS = {
  genres: [
    { id: 1, name: 'Bollywood', slug: 'bollywood', position: 0 },
    { id: 2, name: 'Indie', slug: 'indie', position: 1 },
  ],
  moods: [{ id: 9, name: 'Romantic', slug: 'romantic', position: 0 }],
};

describe('StaffReferencePage', () => {
  it('shows a list, switches lists, and adds an item, with the server’s message under the name when it is taken', async () => {
    signIn(buildSessionUser());
    let isTaken = true;
    const { sent } = mockApi({
      'GET /api/staff/reference/*': ({ url }: FakeRequest) => fakeReply(referenceStaffRoutes.staffList, { success: true, results: LISTS[url.pathname.split('/').at(-1) as keyof typeof LISTS] ?? [] }),
      'POST /api/staff/reference/moods': () =>
        isTaken
          ? fakeFailure(referenceStaffRoutes.addItem, 400, CATALOGUE_MESSAGES.referenceTaken('mood', 'Romantic'), { name: CATALOGUE_MESSAGES.referenceTaken('mood', 'Romantic') })
          : fakeReply(referenceStaffRoutes.addItem, { success: true, message: CATALOGUE_MESSAGES.referenceAdded('mood'), result: { id: 10, name: 'Dreamy', slug: 'dreamy', position: 1 } }),
    });
    renderAt(<StaffReferencePage />, '/admin/reference');
    const genres = await screen.findByRole('list', { name: 'Genres' });
    expect(await within(genres).findByText('Bollywood')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('List'), { target: { value: 'moods' } });
    expect(await within(await screen.findByRole('list', { name: 'Moods' })).findByText('Romantic')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a mood' }));
    const form = screen.getByRole('form', { name: 'New mood' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'romantic' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add mood' }));
    expect(await within(form).findByText(CATALOGUE_MESSAGES.referenceTaken('mood', 'Romantic'))).toBeInTheDocument();

    isTaken = false;
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Dreamy' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add mood' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New mood' })).not.toBeInTheDocument());
    expect(sent.filter((call) => call.key === 'POST /api/staff/reference/moods').map((call) => call.body)).toEqual([{ name: 'romantic' }, { name: 'Dreamy' }]);
  });

  it('renames an item by its slug, telling the address stays', async () => {
    signIn(buildSessionUser());
    const { sent } = mockApi({
      'GET /api/staff/reference/genres': fakeReply(referenceStaffRoutes.staffList, { success: true, results: LISTS.genres }),
      'PUT /api/staff/reference/genres/indie': fakeReply(referenceStaffRoutes.renameItem, { success: true, message: CATALOGUE_MESSAGES.referenceRenamed('genre'), result: { id: 2, name: 'Indie Pop', slug: 'indie', position: 1 } }),
    });
    renderAt(<StaffReferencePage />, '/admin/reference');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Indie' }));
    const form = screen.getByRole('form', { name: 'Rename Indie' });
    expect(within(form).getByText('Its address stays /indie', { exact: false })).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Indie Pop' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(sent.find((call) => call.key === 'PUT /api/staff/reference/genres/indie')?.body).toEqual({ name: 'Indie Pop' }));
  });
});
