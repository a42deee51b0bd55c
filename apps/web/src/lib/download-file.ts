import { MESSAGES } from '@indiwave/domain/messages';
import { ApiError } from './api-client.ts';
import { readSessionToken } from './session.ts';

/**
 * Fetches a file an API call answers (a CSV export …) with the session's token — a plain link
 * cannot send the Authorization header — and hands it to the browser as a download. Resolves
 * with the file name the server gave (or `fallbackName`); a refusal throws its message.
 */
export async function downloadWithToken(url: string, accept: string, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = { accept };
  const token = readSessionToken();
  if (token) headers.authorization = token;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ApiError(MESSAGES.clientError, 0);
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(reply?.error ?? MESSAGES.serverError, response.status);
  }
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; free the blob after that turn.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  return fileName;
}
