import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StorageNotFoundError, assertStorageKey, toContentType, type ByteRange, type StoragePort, type StoredObject } from './storage.port.ts';

// Large reads stream in large chunks: fewer syscalls and fewer socket writes per megabyte.
const READ_CHUNK_BYTES = 256 * 1024;

/**
 * The default store: files under a folder (DATA_DIR/media). Writes go to a temporary name and
 * are renamed into place, so a reader never sees half a file.
 */
export function createDiskStorage(rootDir: string): StoragePort {
  const root = path.resolve(rootDir);
  fs.mkdirSync(root, { recursive: true });
  const toPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  async function writeAtomically(key: string, write: (tempFile: string) => Promise<void>): Promise<void> {
    const file = toPath(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.part-${crypto.randomBytes(6).toString('hex')}`;
    try {
      await write(temp);
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'disk',
    async putFile(key, filePath, options) {
      if (options.move) {
        const file = toPath(key);
        await fsp.mkdir(path.dirname(file), { recursive: true });
        try {
          await fsp.rename(filePath, file);
          return;
        } catch (error) {
          // Another device (EXDEV): fall back to a copy.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
      }
      await writeAtomically(key, (temp) => fsp.copyFile(filePath, temp));
    },
    async putBuffer(key, body) {
      await writeAtomically(key, (temp) => fsp.writeFile(temp, body));
    },
    async getStream(key: string, range?: ByteRange): Promise<Readable> {
      const file = toPath(key);
      const handle = await fsp.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' || error.code === 'EISDIR' ? new StorageNotFoundError(key) : error;
      });
      return handle.createReadStream({ start: range?.start, end: range?.end, highWaterMark: READ_CHUNK_BYTES });
    },
    async stat(key: string): Promise<StoredObject | null> {
      try {
        const info = await fsp.stat(toPath(key));
        if (!info.isFile()) return null;
        return { size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, modifiedAt: info.mtime, contentType: toContentType(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key: string) {
      await fsp.rm(toPath(key), { force: true });
    },
    toLocalPath: toPath,
  };
}
