import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { FIRST_REPLIES_ELEMENT_ID } from '@indiwave/domain/rules/first-view';
import { fakeReply, respond } from '../test/mock-api';
import { buildSessionUser, signIn } from '../test/render';
import { buildApiUrl, callApi } from './api-client';

beforeEach(() => {
  // The first view: a second after the page started loading.
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

const GENRES = { success: true, results: [{ id: 1, name: 'Indie from the page', slug: 'indie' }] };

function writeFirstReplies(replies: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_REPLIES_ELEMENT_ID;
  element.textContent = JSON.stringify(replies);
  document.head.append(element);
}

function stubFetch() {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    respond(fakeReply(referenceRoutes.genre, { success: true, results: [{ id: 2, name: 'Indie from the API', slug: 'indie' }] }), input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("the page's first replies (issue 16)", () => {
  it("answers a visitor's first call from the page, once; the next call asks the API", async () => {
    const { callApi: freshCallApi } = await import('./api-client');
    writeFirstReplies({ [buildApiUrl(referenceRoutes.genre.path)]: GENRES });
    const fetchMock = stubFetch();
    expect(await freshCallApi(referenceRoutes.genre)).toEqual(GENRES);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_REPLIES_ELEMENT_ID)).toBeNull();
    expect((await freshCallApi(referenceRoutes.genre)).results[0].name).toBe('Indie from the API');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a signed-in user always asks the API: the page was written for a visitor', async () => {
    vi.resetModules();
    const { callApi: freshCallApi } = await import('./api-client');
    writeFirstReplies({ [buildApiUrl(referenceRoutes.genre.path)]: GENRES });
    signIn(buildSessionUser({ token: 'Token abc' }));
    const fetchMock = stubFetch();
    expect((await freshCallApi(referenceRoutes.genre)).results[0].name).toBe('Indie from the API');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a reply the first view did not use is not used later: the page would show stale data', async () => {
    const { callApi: freshCallApi } = await import('./api-client');
    writeFirstReplies({ [buildApiUrl(referenceRoutes.genre.path)]: GENRES });
    vi.spyOn(performance, 'now').mockReturnValue(120_000);
    const fetchMock = stubFetch();
    expect((await freshCallApi(referenceRoutes.genre)).results[0].name).toBe('Indie from the API');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a page without first replies asks the API', async () => {
    const fetchMock = stubFetch();
    await callApi(referenceRoutes.genre);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
