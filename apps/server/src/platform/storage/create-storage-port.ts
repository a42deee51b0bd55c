import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.adapter.ts';
import { createS3Storage } from './s3-storage.adapter.ts';
import type { StoragePort } from './storage.port.ts';

/** The media store of the configuration: S3 when S3_BUCKET is set, else DATA_DIR/media on disk. */
export function createStoragePort(config: Config): StoragePort {
  if (config.storage.driver === 's3') return createS3Storage(config.storage);
  return createDiskStorage(path.join(config.dataDir, 'media'));
}
