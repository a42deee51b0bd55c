import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { toMultipartFailure } from '../../http/multipart-failure.ts';
import { fieldError } from '../../http/parse-with.ts';
import { stripNul } from '../../http/strip-nul.ts';

/** A file field a call accepts: its size limit and the message of an oversize file. */
export type FileFieldRule = { maxBytes: number; tooLargeMessage: string; missingMessage: string };

/** A file of the upload, written to a temporary file. */
export type ReceivedFile = { path: string; fileName: string; size: number };

/**
 * How a service reads the upload of the request it serves: the route hands it
 * `(rules) => receiveUpload(request, tempDir, rules)`, so the service decides when (after its
 * access check) and with which file rules the body is read.
 */
export type ReceiveUpload = (rules: Record<string, FileFieldRule>) => Promise<ReceivedUpload>;

/** What a multipart upload brought: its files (on disk) and its text fields. */
export type ReceivedUpload = {
  files: Map<string, ReceivedFile>;
  /** Text fields; a repeated field (genre=1&genre=2) is a list. */
  fields: Record<string, string | string[]>;
  /** Removes every temporary file still there (a stored file was moved away first). */
  cleanup: () => Promise<void>;
};

/**
 * Reads the one file field `field` of an upload (a service calls it after its access check, so
 * nobody's bytes are read before they may send them), hands the file to `use`, and removes what
 * is left whatever happens. A missing or empty file is the rule's missing message on the field.
 */
export async function withOneFile<T>(receive: ReceiveUpload, field: string, rule: FileFieldRule, use: (file: ReceivedFile, fields: ReceivedUpload['fields']) => Promise<T>): Promise<T> {
  const upload = await receive({ [field]: rule });
  try {
    const file = upload.files.get(field);
    if (!file || file.size === 0) throw fieldError(field, rule.missingMessage);
    return await use(file, upload.fields);
  } finally {
    await upload.cleanup();
  }
}

// Text fields of the upload forms are short; the largest is the lyrics.
const FIELD_MAX_BYTES = 64 * 1024;
const FIELDS_MAX = 60;
// Multipart framing and text fields on top of the files.
const ENVELOPE_BYTES = 1024 * 1024;

/** Counts the bytes of one file as they pass and fails the stream the moment its limit is passed. */
class ByteLimit extends Transform {
  bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly onExceeded: () => Error,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(this.onExceeded());
    else callback(null, chunk);
  }
}

/**
 * Streams a multipart upload to temporary files under `tempDir`, never holding a file in
 * memory. Each file field has its own limit, enforced while the bytes arrive: the first byte
 * past it ends the upload with 413 and the field's message, and the rest is not read. A
 * request whose declared length is already too large is refused before reading anything.
 * On any failure — refused, malformed or a client that went away — every temporary file is
 * removed before the error propagates.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string, rules: Record<string, FileFieldRule>): Promise<ReceivedUpload> {
  const firstRule = Object.entries(rules)[0];
  if (!request.isMultipart()) throw fieldError(firstRule[0], firstRule[1].missingMessage);
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  const allowed = Object.values(rules).reduce((sum, rule) => sum + rule.maxBytes, 0) + ENVELOPE_BYTES;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > allowed) {
    // Nothing of the body is read; say which limit it is about when there is one file.
    const message = Object.keys(rules).length === 1 ? firstRule[1].tooLargeMessage : MESSAGES.bodyTooLarge;
    throw new AppError(413, message, 'too_large', { [firstRule[0]]: message });
  }

  await fsp.mkdir(tempDir, { recursive: true });
  const files = new Map<string, ReceivedFile>();
  const written: string[] = [];
  const fields: Record<string, string | string[]> = {};
  const cleanup = async () => {
    await Promise.all(written.map((file) => fsp.rm(file, { force: true })));
  };

  try {
    const parts = request.parts({ limits: { fileSize: largest, files: Object.keys(rules).length, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES, parts: FIELDS_MAX + Object.keys(rules).length } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        const value = stripNul(part.value);
        const existing = fields[part.fieldname];
        fields[part.fieldname] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule || files.has(part.fieldname)) {
        // A file nobody asked for is read to nothing (busboy needs it consumed to go on).
        part.file.resume();
        continue;
      }
      const file = path.join(tempDir, `${crypto.randomBytes(12).toString('hex')}.upload`);
      written.push(file);
      const limit = new ByteLimit(rule.maxBytes, () => new AppError(413, rule.tooLargeMessage, 'too_large', { [part.fieldname]: rule.tooLargeMessage }));
      await pipeline(part.file, limit, fs.createWriteStream(file, { flags: 'wx' }));
      if (part.file.truncated) throw new AppError(413, rule.tooLargeMessage, 'too_large', { [part.fieldname]: rule.tooLargeMessage });
      const fileName = stripNul(part.filename ?? '');
      // A chosen file with nothing in it (a form with no file chosen sends an unnamed empty
      // part, which stays 'missing'): say so, rather than ask for a file the person did choose.
      if (limit.bytes === 0 && fileName !== '') throw fieldError(part.fieldname, MESSAGES.fileEmpty);
      files.set(part.fieldname, { path: file, fileName, size: limit.bytes });
    }
  } catch (error) {
    await cleanup();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const [name, rule] = Object.entries(rules).find(([, r]) => r.maxBytes === largest) ?? firstRule;
      throw new AppError(413, rule.tooLargeMessage, 'too_large', { [name]: rule.tooLargeMessage });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw AppError.badRequest(MESSAGES.invalidInput);
    throw toMultipartFailure(error);
  }
  return { files, fields, cleanup };
}
