import { MESSAGES } from '@indiwave/domain/messages';
import { ApiError } from './api-client';

/** How far an upload has gone: bytes sent of the total, and the share 0–1. */
export type UploadProgress = { loaded: number; total: number; fraction: number };

type UploadOptions = {
  /** Where to POST the multipart body (an /api path, already filled). */
  url: string;
  body: FormData;
  /** 'Token …' of the signed-in user, sent as Authorization. */
  token?: string | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
  /** Sent as Idempotency-Key for a creating call (one per upload the person starts). */
  idempotencyKey?: string;
};

type Reply = { success?: boolean; error?: string; fields?: Record<string, string> };

function parseReply(text: string): Reply | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Reply) : null;
  } catch {
    return null;
  }
}

/** The share 0–1 of an upload, clamped; an unknown total counts as not started. */
export function toProgressFraction(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}

/**
 * Sends a multipart body with XMLHttpRequest, because fetch cannot report upload progress,
 * and resolves with the JSON reply. Failures read as callApi's do: no reply is
 * 'Client-side error occured!', a 5xx 'Server-side error occured!', `success: false` (or a 4xx
 * such as 413) carries the server's message and per-field messages.
 */
export function uploadWithProgress<T>({ url, body, token, onProgress, signal, method = 'POST', idempotencyKey }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', token);
    if (idempotencyKey) request.setRequestHeader('idempotency-key', idempotencyKey);
    request.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      onProgress?.({ loaded: event.loaded, total, fraction: toProgressFraction(event.loaded, total) });
    };
    request.onload = () => {
      if (request.status >= 500) {
        reject(new ApiError(MESSAGES.serverError, request.status));
        return;
      }
      const reply = parseReply(request.responseText);
      if (!reply) {
        reject(new ApiError(MESSAGES.serverError, request.status));
        return;
      }
      if (request.status >= 400 || reply.success === false) {
        reject(new ApiError(reply.error ?? MESSAGES.serverError, request.status, reply.fields));
        return;
      }
      onProgress?.({ loaded: 1, total: 1, fraction: 1 });
      resolve(reply as T);
    };
    request.onerror = () => reject(new ApiError(MESSAGES.clientError, 0));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(body);
  });
}
