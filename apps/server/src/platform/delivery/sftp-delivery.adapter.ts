import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Client, type SFTPWrapper, type Stats } from 'ssh2';
import { assertBatchPath, type DeliveryFile, type DeliveryPort } from './delivery.port.ts';

export type SftpDeliveryOptions = {
  host: string;
  port: number;
  username: string;
  /** The folder batches go under ('.' is the login folder); made when missing. */
  root: string;
  password?: string;
  /** The private key's text (OpenSSH or PEM). */
  privateKey?: string | Buffer;
  /** The SHA-256 of the server's host key, base64 without padding; unset, any host key is accepted. */
  hostKeySha256?: string;
  /** How long connecting may take (ms). */
  readyTimeoutMs?: number;
};

/** The suffix a file carries while it is being uploaded; it is renamed to its own name once whole. */
export const SFTP_PART_SUFFIX = '.part';

function connect(options: SftpDeliveryOptions): Promise<{ client: Client; sftp: SFTPWrapper }> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    client.once('error', reject);
    client.once('ready', () => {
      client.sftp((error, sftp) => {
        if (error) {
          client.end();
          reject(error);
        } else resolve({ client, sftp });
      });
    });
    client.connect({
      host: options.host,
      port: options.port,
      username: options.username,
      password: options.password,
      privateKey: options.privateKey,
      readyTimeout: options.readyTimeoutMs ?? 20_000,
      hostVerifier: options.hostKeySha256
        ? (key: Buffer) => crypto.createHash('sha256').update(key).digest('base64').replace(/=+$/, '') === options.hostKeySha256
        : undefined,
    });
  });
}

function stat(sftp: SFTPWrapper, target: string): Promise<Stats | null> {
  return new Promise((resolve) => sftp.stat(target, (error, stats) => resolve(error ? null : stats)));
}

function mkdir(sftp: SFTPWrapper, target: string): Promise<void> {
  return new Promise((resolve, reject) => sftp.mkdir(target, (error) => (error ? reject(error) : resolve())));
}

function rename(sftp: SFTPWrapper, from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => sftp.rename(from, to, (error) => (error ? reject(error) : resolve())));
}

/** mkdir -p: each missing folder of `target` in turn. */
async function ensureFolder(sftp: SFTPWrapper, target: string, made: Set<string>): Promise<void> {
  if (target === '.' || target === '/' || target === '' || made.has(target)) return;
  const existing = await stat(sftp, target);
  if (existing) {
    if (!existing.isDirectory()) throw new Error(`SFTP delivery: ${target} is a file, not a folder`);
  } else {
    await ensureFolder(sftp, path.posix.dirname(target), made);
    await mkdir(sftp, target);
  }
  made.add(target);
}

/** SFTP write requests are answered one by one: this many in flight keep the link busy (as fastPut does). */
const WRITES_IN_FLIGHT = 32;
/** The bytes of one write request (within every server's packet limit). */
const WRITE_CHUNK = 32 * 1024;

function open(sftp: SFTPWrapper, target: string): Promise<Buffer> {
  return new Promise((resolve, reject) => sftp.open(target, 'wx', (error, handle) => (error ? reject(error) : resolve(handle))));
}

function close(sftp: SFTPWrapper, handle: Buffer): Promise<void> {
  return new Promise((resolve, reject) => sftp.close(handle, (error) => (error ? reject(error) : resolve())));
}

/** Streams `source` into an open handle with several writes in flight; stops at the first failure. */
async function writeAll(sftp: SFTPWrapper, handle: Buffer, source: AsyncIterable<Buffer | string>): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  let offset = 0;
  const send = (chunk: Buffer, at: number) => {
    const request: Promise<void> = new Promise<void>((resolve) =>
      sftp.write(handle, chunk, 0, chunk.length, at, (error) => {
        if (error && !failure) failure = error;
        resolve();
      }),
    ).then(() => void inFlight.delete(request));
    inFlight.add(request);
  };
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    for (let start = 0; start < bytes.length; start += WRITE_CHUNK) {
      if (failure) break;
      while (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
      const chunk = bytes.subarray(start, start + WRITE_CHUNK);
      send(chunk, offset);
      offset += chunk.length;
    }
    if (failure) break;
  }
  await Promise.all(inFlight);
  if (failure) throw failure;
}

/** Uploads to `<target>.part` (never overwriting), then renames it to `target`: a watcher sees only whole files. */
async function upload(sftp: SFTPWrapper, target: string, file: DeliveryFile): Promise<void> {
  const temporary = `${target}${SFTP_PART_SUFFIX}`;
  const source: Readable = typeof file.body === 'string' ? Readable.from([Buffer.from(file.body)]) : await file.body();
  const handle = await open(sftp, temporary);
  try {
    await writeAll(sftp, handle, source);
  } catch (error) {
    source.destroy();
    await close(sftp, handle).catch(() => undefined);
    throw error;
  }
  await close(sftp, handle);
  await rename(sftp, temporary, target);
}

/**
 * Batches to a store's SFTP server (DELIVERY_SFTP_URL): the same layout as the folder adapter, a
 * folder per batch under `root` with the completion marker written last; each file is uploaded
 * under a temporary name and renamed when whole. One connection per batch.
 */
export function createSftpDelivery(options: SftpDeliveryOptions): DeliveryPort {
  const root = options.root.replace(/\/+$/, '') || '/';
  return {
    kind: 'sftp',
    async deliverBatch(batchId, files, marker) {
      assertBatchPath(batchId);
      for (const file of [...files, marker]) assertBatchPath(file.path);
      const { client, sftp } = await connect(options);
      try {
        const made = new Set<string>();
        await ensureFolder(sftp, root, made);
        const folder = path.posix.join(root, batchId);
        // A batch is written once: an existing folder means it was delivered (or is being written) already.
        if (await stat(sftp, folder)) throw new Error(`SFTP delivery: batch ${batchId} exists already`);
        await mkdir(sftp, folder);
        made.add(folder);
        for (const file of files) {
          const target = path.posix.join(folder, file.path);
          await ensureFolder(sftp, path.posix.dirname(target), made);
          await upload(sftp, target, file);
        }
        await upload(sftp, path.posix.join(folder, marker.path), marker);
        return { location: `sftp://${options.username}@${options.host}:${options.port}/${folder}` };
      } finally {
        client.end();
      }
    },
  };
}
