import type { Readable } from 'node:stream';

/** What the store knows of an object. */
export type StoredObject = {
  /** Bytes. */
  size: number;
  /** An entity tag, quoted ('"…"'), that changes whenever the bytes do. */
  etag: string;
  modifiedAt: Date;
  contentType: string;
};

/** A byte range, both ends included (as in `Range: bytes=start-end`). */
export type ByteRange = { start: number; end: number };

/**
 * The media store (DESIGN: storage, disk | S3). Objects are named by keys like
 * 'audio/<id>/original.wav' or 'art/<id>/250.jpg': letters, digits, '/', '.', '_' and '-',
 * never '..'. A key's bytes never change: a new upload gets a new key, which is what lets
 * /media cache them for a year.
 */
export type StoragePort = {
  /** 'disk' (DATA_DIR/media) or 's3'. */
  readonly kind: 'disk' | 's3';
  /** Stores a local file under `key`; with `move` the file may be moved instead of copied. */
  putFile(key: string, filePath: string, options: { contentType: string; move?: boolean }): Promise<void>;
  /** Stores bytes under `key`. */
  putBuffer(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** The object's bytes, whole or one range; rejects with `StorageNotFoundError` when missing. */
  getStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Size, tag, time and type, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing one is fine. */
  delete(key: string): Promise<void>;
  /**
   * The local file of a key, when the store is a disk (the media route then streams the file
   * itself); null for remote stores.
   */
  toLocalPath(key: string): string | null;
};

/** Thrown by `getStream` for a key with no object. */
export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

/** True for a key the stores accept: relative, no '..' segment, no empty segment. */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
}

/** Throws for a key the stores do not accept: a path from outside never reaches the disk. */
export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  wav: 'audio/wav',
  flac: 'audio/flac',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The Content-Type of a key by its extension. */
export function toContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
