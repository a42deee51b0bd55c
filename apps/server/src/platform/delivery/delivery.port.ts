import type { Readable } from 'node:stream';

/** One file of a batch: its path inside the batch ('8901234000014/resources/INXYZ3100001.wav') and its bytes. */
export type DeliveryFile = { path: string; body: string | (() => Promise<Readable>) };

/**
 * Where approved releases go (issue 18): a batch is a folder of files, written file by file, and
 * a completion marker written last, so a store's ingestion never picks up half a batch.
 * Adapters: a folder under DATA_DIR (folder-delivery) and an SFTP server (sftp-delivery).
 */
export type DeliveryPort = {
  readonly kind: 'folder' | 'sftp';
  /** Writes the files in order, then the marker; answers where the batch went. Refuses a batch id already delivered. */
  deliverBatch(batchId: string, files: DeliveryFile[], marker: DeliveryFile): Promise<{ location: string }>;
};

/** A batch id or file path of a batch: no '..', no absolute paths, only safe characters. */
export function assertBatchPath(value: string): void {
  if (!/^[A-Za-z0-9_][A-Za-z0-9._/-]*$/.test(value) || value.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new Error(`Invalid delivery path: ${value}`);
}
