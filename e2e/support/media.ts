import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Files the upload journeys send: short tones made by ffmpeg and an artwork made by sharp. */
export type TestMedia = { dir: string; tones: string[]; artwork: string; smallArtwork: string; notAudio: string };

/** Makes the test media in a fresh temporary folder: three 3-second tones, a 600x600 and a 400x400 png, a text file. */
export async function createTestMedia(): Promise<TestMedia> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-e2e-media-'));
  const tones = [440, 554, 659].map((frequency, index) => {
    const file = path.join(dir, `track_${index + 1}.mp3`);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=3`, '-ac', '2', '-b:a', '128k', file]);
    return file;
  });
  const artwork = path.join(dir, 'artwork.png');
  await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 124, g: 58, b: 237 } } }).png().toFile(artwork);
  const smallArtwork = path.join(dir, 'small.png');
  await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 244, g: 114, b: 182 } } }).png().toFile(smallArtwork);
  const notAudio = path.join(dir, 'notes.txt');
  fs.writeFileSync(notAudio, 'not a song');
  return { dir, tones, artwork, smallArtwork, notAudio };
}

/** Removes the test media. */
export function removeTestMedia(media: TestMedia | undefined): void {
  if (media) fs.rmSync(media.dir, { recursive: true, force: true });
}
