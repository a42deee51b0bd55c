import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { tokenHeader } from './factories.ts';

/** Test media made once per run with ffmpeg and sharp (cached in the OS temp folder). */
const FIXTURES_DIR = path.join(os.tmpdir(), 'indiwave-test', 'media-fixtures');

function cached(name: string, make: (file: string) => void | Promise<void>): Promise<string> | string {
  fs.mkdirSync(FIXTURES_DIR, { recursive: true });
  const file = path.join(FIXTURES_DIR, name);
  if (fs.existsSync(file)) return file;
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  const done = () => fs.renameSync(temp, file);
  const result = make(temp);
  if (result instanceof Promise) return result.then(() => (done(), file));
  done();
  return file;
}

/** A tone of `seconds` in a format, made by ffmpeg (different frequencies make different files). */
export function makeTone(format: 'mp3' | 'wav' | 'flac', seconds = 3, frequency = 440): string {
  return cached(`tone-${frequency}-${seconds}.${format}`, (file) => {
    const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '128k'] : [];
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-ac', '2', '-ar', '44100', ...codec, '-f', format, file]);
  }) as string;
}

/** The first half of a file: a truncated upload. */
export function makeTruncated(format: 'mp3' | 'wav' | 'flac'): string {
  return cached(`truncated.${format}`, (file) => {
    const whole = fs.readFileSync(makeTone(format, 4, 330));
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
  }) as string;
}

/** A text file named .mp3. */
export function makeTextAsMp3(): string {
  return cached('text.mp3', (file) => fs.writeFileSync(file, 'This is a text file, not music.\n'.repeat(50))) as string;
}

/** A square picture (png or jpeg) of a side. */
export async function makeImage(side: number, format: 'png' | 'jpeg' = 'jpeg'): Promise<string> {
  return cached(`image-${side}.${format}`, async (file) => {
    const image = sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 80, b: 40 } } }).composite([
      { input: Buffer.from(`<svg width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 3}" fill="#fff"/></svg>`) },
    ]);
    await (format === 'png' ? image.png() : image.jpeg()).toFile(file);
  });
}

/** A valid PNG just over 2 MB (2.1 MB of noise) and at least 500x500. */
export async function makeLargeImage(): Promise<string> {
  return cached('large-2.1mb.png', async (file) => {
    const side = 850;
    const pixels = crypto.randomBytes(side * side * 3);
    await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toFile(file);
  });
}

/** A multipart form with files (read into memory: small test files only) and text fields. */
export function buildForm(files: Record<string, string>, fields: Record<string, string | string[] | number | boolean> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([fs.readFileSync(file)]), path.basename(file));
  return form;
}

/** POST uploadsong with a file; returns the reply. */
export function uploadAudio(app: App, key: string, file: string) {
  return app.inject({ method: 'POST', url: '/api/uploadsong', headers: tokenHeader(key), payload: buildForm({ song: file }) });
}

/** POST upload_artwork with a file; returns the reply. */
export function uploadImage(app: App, key: string, file: string) {
  return app.inject({ method: 'POST', url: '/api/upload_artwork', headers: tokenHeader(key), payload: buildForm({ image: file }) });
}

/** The ids of a genre and a language, for forms. */
export async function findGenreAndLanguage(app: App): Promise<{ genre: number; language: number }> {
  const genre = (await app.inject({ url: '/api/genre' })).json().results[0].id as number;
  const language = (await app.inject({ url: '/api/language' })).json().results[0].id as number;
  return { genre, language };
}

/** Files left in a folder (recursively). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? dir, entry.name));
}

/** Chrome's Accept for an <img> (it names image/webp). */
export const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Checks that a stored picture's /media URL answers Chrome with a real WebP of that size (read by
 * sharp) and a browser without WebP with the JPEG, each varying by Accept with its own ETag
 * (issue 16). Answers both sizes in bytes.
 */
export async function expectNegotiatedPicture(app: App, url: string, size: { width: number; height: number }): Promise<{ webp: number; jpeg: number }> {
  const webp = await app.inject({ url, headers: { accept: BROWSER_IMAGE_ACCEPT } });
  const jpeg = await app.inject({ url, headers: { accept: 'image/png,image/*;q=0.8' } });
  expect(webp.statusCode, url).toBe(200);
  expect(webp.headers).toMatchObject({ 'content-type': 'image/webp', vary: 'Accept' });
  expect(jpeg.headers).toMatchObject({ 'content-type': 'image/jpeg', vary: 'Accept' });
  expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', ...size });
  expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', ...size });
  expect(webp.headers.etag).toBeTruthy();
  expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
  return { webp: webp.rawPayload.length, jpeg: jpeg.rawPayload.length };
}
