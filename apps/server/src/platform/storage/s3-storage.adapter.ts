import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { StorageNotFoundError, assertStorageKey, toContentType, type ByteRange, type StoragePort, type StoredObject } from './storage.port.ts';

/** How to reach the bucket (config.ts, S3_*). */
export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver …); AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (endpoint/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean;
};

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  return false;
}

/**
 * Media on S3-compatible object storage, for several instances behind a load balancer. Files
 * are streamed up with their length (no buffering); reads pass the Range on to the bucket.
 */
export function createS3Storage(options: S3StorageOptions): StoragePort {
  // Node 20 is this machine's runtime (docs/decisions.md); the SDK's notice about Node 22 is known.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default streams uploads as aws-chunked
    // with a checksum trailer, which several S3-compatible servers (s3rver among them) store
    // as part of the object. Integrity is kept by TLS and the object's ETag.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async putFile(key, filePath, { contentType }) {
      assertStorageKey(key);
      const { size } = await fs.promises.stat(filePath);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(filePath), ContentLength: size, ContentType: contentType }));
    },
    async putBuffer(key, body, { contentType }) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType }));
    },
    async getStream(key: string, range?: ByteRange): Promise<Readable> {
      assertStorageKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return result.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async stat(key: string): Promise<StoredObject | null> {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
          modifiedAt: head.LastModified ?? new Date(0),
          contentType: head.ContentType ?? toContentType(key),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key: string) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    toLocalPath: () => null,
  };
}
