import { useMutation } from '@tanstack/react-query';
import { catalogRoutes } from '@indiwave/domain/contract/catalog';
import { callApi } from '../../../lib/api-client.ts';
import { readSessionToken } from '../../../lib/session.ts';

/** POST free_download: records the free download and answers the files to fetch. */
export function recordFreeDownload(type: 'song' | 'album', slug: string) {
  return callApi(catalogRoutes.freeDownload, { body: { type, slug } }).then((reply) => reply.result.files);
}

/** Fetches a file as a blob (with the session's token) and hands it to the browser as a download. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const token = readSessionToken();
  const response = await fetch(url, { headers: token ? { authorization: token } : {} });
  if (!response.ok) throw new Error(`Download failed with ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

/** Records a free download, then downloads each of its files (an album: one per track). */
export function useFreeDownload() {
  return useMutation({
    mutationFn: async ({ type, slug }: { type: 'song' | 'album'; slug: string }) => {
      const files = await recordFreeDownload(type, slug);
      for (const file of files) await downloadFile(file.url, file.file_name);
      return files.length;
    },
  });
}
