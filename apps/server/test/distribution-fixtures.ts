import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Masters and artwork made at test time with ffmpeg and sharp (cached in the OS temp folder), never committed. */
const DIR = path.join(os.tmpdir(), 'indiwave-test', 'distribution-fixtures');

function cachedPath(name: string): { file: string; exists: boolean } {
  fs.mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, name);
  return { file, exists: fs.existsSync(file) };
}

/** A tone as a WAV (or another container) with the given shape; the default is what stores take. */
export function makeMaster(options: { seconds?: number; channels?: number; rate?: number; codec?: string; format?: string; frequency?: number } = {}): string {
  const { seconds = 31, channels = 2, rate = 44_100, codec = 'pcm_s16le', format = 'wav', frequency = 440 } = options;
  const { file, exists } = cachedPath(`master-${seconds}-${channels}-${rate}-${codec}-${frequency}.${format}`);
  if (exists) return file;
  const temp = `${file}.${process.pid}.tmp`;
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-ac', String(channels), '-ar', String(rate), '-c:a', codec, '-f', format, temp]);
  fs.renameSync(temp, file);
  return file;
}

/** An MP3 under a .wav name: what the content check must see through. */
export function makeMp3NamedWav(): string {
  const { file, exists } = cachedPath('mp3-renamed.wav');
  if (!exists) fs.copyFileSync(makeMaster({ codec: 'libmp3lame', format: 'mp3', frequency: 550 }), file);
  return file;
}

/** Artwork: a square picture of a side, as JPEG (RGB or CMYK) or PNG. */
export async function makeArtwork(side = 3000, format: 'jpeg' | 'png' | 'cmyk' = 'jpeg'): Promise<string> {
  const { file, exists } = cachedPath(`artwork-${side}-${format}.${format === 'png' ? 'png' : 'jpg'}`);
  if (exists) return file;
  const image = sharp({ create: { width: side, height: side, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  const temp = `${file}.${process.pid}.tmp`;
  if (format === 'png') await image.png().toFile(temp);
  else if (format === 'cmyk') await image.toColourspace('cmyk').jpeg().toFile(temp);
  else await image.jpeg({ quality: 80 }).toFile(temp);
  fs.renameSync(temp, file);
  return file;
}
