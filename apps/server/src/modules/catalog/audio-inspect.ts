import { spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import type { AudioType } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { fieldError } from '../../http/parse-with.ts';

/** What an accepted audio file is, by its content. */
export type AudioFacts = { format: AudioType; contentType: string; durationMs: number };

const FORMATS: Record<string, { format: AudioType; contentType: string }> = {
  mp3: { format: 'mp3', contentType: 'audio/mpeg' },
  wav: { format: 'wav', contentType: 'audio/wav' },
  flac: { format: 'flac', contentType: 'audio/flac' },
};
// A decoded file may fall a little short of its declared length (encoder padding), not more.
const DECODED_SHARE_MIN = 0.95;
const DECODE_SLACK_S = 0.5;

/**
 * Judges an uploaded audio file by its content (spec 2 §5.5: mp3, wav or flac): the
 * signature (`file-type`), the stream's own description (`music-metadata`: duration) and a
 * full decode by ffmpeg, so a renamed text file, a truncated or a corrupt file is refused
 * with 'The file format selected is not .mp3, .wav or .flac' whatever its name says.
 */
export async function inspectAudio(file: string, field = 'song'): Promise<AudioFacts> {
  const refuse = () => fieldError(field, MESSAGES.audioFormat);
  const type = await fileTypeFromFile(file).catch(() => undefined);
  const known = type ? FORMATS[type.ext] : undefined;
  if (!known) throw refuse();
  let declaredSeconds: number;
  let scannedSeconds: number | undefined;
  try {
    const metadata = await parseFile(file, { duration: true, skipCovers: true });
    declaredSeconds = metadata.format.duration ?? 0;
    const { numberOfSamples, sampleRate } = metadata.format;
    if (numberOfSamples && sampleRate) scannedSeconds = numberOfSamples / sampleRate;
  } catch {
    throw refuse();
  }
  if (!(declaredSeconds > 0)) throw refuse();
  // An mp3's VBR header declares its frames; fewer found means the file was cut short.
  if (known.format === 'mp3' && scannedSeconds !== undefined && scannedSeconds < declaredSeconds * DECODED_SHARE_MIN - DECODE_SLACK_S) throw refuse();
  if (known.format === 'wav' && (await isWavShorterThanDeclared(file))) throw refuse();
  const decodedSeconds = await decodeSeconds(file);
  if (decodedSeconds === null || decodedSeconds < declaredSeconds * DECODED_SHARE_MIN - DECODE_SLACK_S) throw refuse();
  return { ...known, durationMs: Math.round(declaredSeconds * 1000) };
}

/** True when a WAV's RIFF header declares more bytes than the file has (it was cut short). */
async function isWavShorterThanDeclared(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const header = Buffer.alloc(12);
    await handle.read(header, 0, 12, 0);
    const declared = header.readUInt32LE(4);
    // Streamed WAVs write 0 or 0xFFFFFFFF when the length was unknown: nothing to compare.
    if (declared === 0 || declared === 0xffffffff) return false;
    const { size } = await handle.stat();
    return declared + 8 > size;
  } finally {
    await handle.close();
  }
}

/**
 * Decodes the whole file with ffmpeg (to nothing) and returns how many seconds came out, or
 * null when ffmpeg reports a decoding error. About a second for 100 MB of WAV.
 */
function decodeSeconds(file: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-stats', '-i', file, '-vn', '-f', 'null', '-'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Keep the tail: the last progress line has the decoded time.
      stderr = (stderr + chunk).slice(-8_192);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 || /error while decoding|invalid data|corrupt/i.test(stderr)) return resolve(null);
      const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
      const last = times.at(-1);
      resolve(last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : null);
    });
  });
}
