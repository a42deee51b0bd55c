import { searchRoutes } from '@indiwave/domain/contract/search';
import { act, fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, fakeReply } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';
import { SearchBox } from './SearchBox';

const HIT = {
  type: 'artist' as const,
  slug: 'asha-menon',
  title: 'Asha Menon',
  subtitle: 'Artist',
  artist_slug: 'asha-menon',
  image: null,
  url: '/asha-menon',
};
const EMPTY = { artist: [], album: [], music: [], video: [], playlist: [] };

function renderBox() {
  return renderRoutes(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/search', element: <p>search page</p> },
      { path: '/asha-menon', element: <p>asha page</p> },
    ],
    '/',
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('header search box (spec 1 §5, §9)', () => {
  it('searches 1 second after typing stops, and only from 2 characters', async () => {
    const { fetchMock } = mockApi({
      'GET /api/sdsearch': fakeReply(searchRoutes.sdsearch, { success: true, results: { ...EMPTY, artist: [HIT] } }),
    });
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'a' } });
    await wait(1500);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'as' } });
    await wait(900);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('keywords=as');
    expect(await screen.findByRole('option', { name: /Asha Menon/ })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');

    // Fewer than 2 characters clear the results at once.
    fireEvent.change(box, { target: { value: 'a' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the results with the arrows and opens the active one with Enter', async () => {
    mockApi({
      'GET /api/sdsearch': fakeReply(searchRoutes.sdsearch, { success: true, results: { ...EMPTY, artist: [HIT] } }),
    });
    const { router } = renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    box.focus();
    fireEvent.change(box, { target: { value: 'asha' } });
    await wait(1100);
    const option = await screen.findByRole('option', { name: /Asha Menon/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/asha-menon');
  });

  it('Enter without an active result goes to /search with the words and an empty type', async () => {
    mockApi({ 'GET /api/sdsearch': fakeReply(searchRoutes.sdsearch, { success: true, results: EMPTY }) });
    const { router } = renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.change(box, { target: { value: 'monsoon' } });
    fireEvent.submit(box.closest('form')!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?keywords=monsoon&type=');
  });

  it('stays closed over /search when Enter beat the debounce; typing again opens it (issue 15 item 6)', async () => {
    mockApi({ 'GET /api/sdsearch': fakeReply(searchRoutes.sdsearch, { success: true, results: { ...EMPTY, artist: [HIT] } }) });
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <SearchBox />
              <Outlet />
            </>
          ),
          children: [{ path: 'search', element: <p>search page</p> }],
        },
      ],
      '/',
    );
    const box = screen.getByRole('combobox', { name: 'Search' });
    box.focus();
    fireEvent.change(box, { target: { value: 'asha' } });
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/search');
    await wait(1500);
    await screen.findByText('search page');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: 'asha m' } });
    await wait(1500);
    expect(await screen.findByRole('listbox')).toBeVisible();
  });
});
