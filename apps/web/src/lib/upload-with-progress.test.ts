import { MESSAGES } from '@indiwave/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { toProgressFraction, uploadWithProgress, type UploadProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest that the test drives: progress events, then an answer. */
class FakeRequest {
  static last: FakeRequest;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, reply: unknown) {
    this.status = status;
    this.responseText = typeof reply === 'string' ? reply : JSON.stringify(reply);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('toProgressFraction', () => {
  it('is the share sent, clamped to 0–1, and 0 for an unknown total', () => {
    expect(toProgressFraction(50, 200)).toBe(0.25);
    expect(toProgressFraction(300, 200)).toBe(1);
    expect(toProgressFraction(10, 0)).toBe(0);
  });
});

describe('uploadWithProgress', () => {
  it('posts the form with the token, reports progress and resolves with the reply', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const seen: UploadProgress[] = [];
    const body = new FormData();
    const promise = uploadWithProgress<{ success: true; result: { upload_id: string } }>({ url: '/api/uploadsong', body, token: 'Token abc', onProgress: (progress) => seen.push(progress) });
    const request = FakeRequest.last;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/uploadsong');
    expect(request.headers.authorization).toBe('Token abc');
    expect(request.body).toBe(body);
    request.upload.onprogress?.({ loaded: 25, total: 100, lengthComputable: true });
    request.upload.onprogress?.({ loaded: 75, total: 100, lengthComputable: true });
    request.answer(200, { success: true, result: { upload_id: 'x' } });
    await expect(promise).resolves.toEqual({ success: true, result: { upload_id: 'x' } });
    expect(seen.map((progress) => progress.fraction)).toEqual([0.25, 0.75, 1]);
  });

  it("rejects with the server's message and fields (413 and 400)", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const tooLarge = uploadWithProgress({ url: '/api/uploadsong', body: new FormData() });
    FakeRequest.last.answer(413, { success: false, error: 'The file selected exceeds 100 MB' });
    await expect(tooLarge).rejects.toMatchObject({ message: 'The file selected exceeds 100 MB', status: 413 });

    const refused = uploadWithProgress({ url: '/api/uploadsong', body: new FormData() });
    FakeRequest.last.answer(400, { success: false, error: MESSAGES.audioFormat, fields: { song: MESSAGES.audioFormat } });
    const error = await refused.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ song: MESSAGES.audioFormat });
  });

  it("reads a 5xx as 'Server-side error occured!' and no answer as 'Client-side error occured!'", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const broken = uploadWithProgress({ url: '/api/uploadsong', body: new FormData() });
    FakeRequest.last.answer(502, 'Bad gateway');
    await expect(broken).rejects.toMatchObject({ message: MESSAGES.serverError });
    const offline = uploadWithProgress({ url: '/api/uploadsong', body: new FormData() });
    FakeRequest.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ message: MESSAGES.clientError, status: 0 });
  });

  it('aborts with its signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const upload = uploadWithProgress({ url: '/api/uploadsong', body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
