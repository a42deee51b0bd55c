import { execFile, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import sharp from 'sharp';
import {
  DISTRIBUTION_ARTWORK_SIDE,
  DISTRIBUTION_WAV_BIT_DEPTHS,
  DISTRIBUTION_WAV_CHANNELS,
  DISTRIBUTION_WAV_MIN_SAMPLE_RATE,
  DISTRIBUTION_WAV_MIN_SECONDS,
} from '@indiwave/domain/constants';
import { DISTRIBUTION_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { fieldError } from '../../http/parse-with.ts';

const run = promisify(execFile);

/** What an accepted master is. */
export type MasterFacts = { durationMs: number; sampleRate: number; bitDepth: number };

type ProbeReply = {
  streams?: Array<{ codec_type?: string; codec_name?: string; channels?: number; sample_rate?: string; bits_per_sample?: number }>;
  format?: { format_name?: string; duration?: string };
};

/** The PCM codecs stores take, with their bit depth (WAV is little-endian). */
const PCM_CODECS: Record<string, number> = { pcm_s16le: 16, pcm_s24le: 24 };

/**
 * Judges a master by its content, never its name (issue 18): ffprobe reads the container and
 * the stream, so an MP3 renamed .wav is 'not .wav', and a WAV must be PCM, stereo, 16 or 24 bit,
 * 44.1 kHz or more and 30 seconds or more, each with its own message.
 */
export async function inspectMaster(file: string, field = 'file'): Promise<MasterFacts> {
  let probe: ProbeReply;
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,channels,sample_rate,bits_per_sample:format=format_name,duration', '-of', 'json', file], { maxBuffer: 1024 * 1024 });
    probe = JSON.parse(stdout) as ProbeReply;
  } catch {
    throw fieldError(field, DISTRIBUTION_MESSAGES.wavOnly);
  }
  const audio = (probe.streams ?? []).filter((stream) => stream.codec_type === 'audio');
  if (probe.format?.format_name !== 'wav' || audio.length !== 1 || (probe.streams ?? []).length !== 1) throw fieldError(field, DISTRIBUTION_MESSAGES.wavOnly);
  const [stream] = audio;
  const codec = stream.codec_name ?? '';
  if (!codec.startsWith('pcm_')) throw fieldError(field, DISTRIBUTION_MESSAGES.wavPcm);
  const bitDepth = PCM_CODECS[codec];
  if (!bitDepth || !(DISTRIBUTION_WAV_BIT_DEPTHS as readonly number[]).includes(bitDepth)) throw fieldError(field, DISTRIBUTION_MESSAGES.wavBitDepth);
  if (stream.channels !== DISTRIBUTION_WAV_CHANNELS) throw fieldError(field, DISTRIBUTION_MESSAGES.wavStereo);
  const sampleRate = Number(stream.sample_rate);
  if (!(sampleRate >= DISTRIBUTION_WAV_MIN_SAMPLE_RATE)) throw fieldError(field, DISTRIBUTION_MESSAGES.wavSampleRate);
  const seconds = Number(probe.format?.duration);
  if (!(seconds >= DISTRIBUTION_WAV_MIN_SECONDS)) throw fieldError(field, DISTRIBUTION_MESSAGES.wavTooShort);
  return { durationMs: Math.round(seconds * 1000), sampleRate, bitDepth };
}

/**
 * Distribution artwork (spec 2 §5.5): a JPEG by content ('Image must be in jpeg format.' for a
 * PNG or anything else), exactly 3000x3000, in RGB (a CMYK or greyscale JPEG is refused: stores
 * take sRGB). sharp reads only the header here.
 */
export async function inspectArtwork(file: string, field = 'file'): Promise<void> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file).metadata();
  } catch {
    throw fieldError(field, MESSAGES.imageJpegOnly);
  }
  if (meta.format !== 'jpeg') throw fieldError(field, MESSAGES.imageJpegOnly);
  if (meta.width !== DISTRIBUTION_ARTWORK_SIDE || meta.height !== DISTRIBUTION_ARTWORK_SIDE) throw fieldError(field, DISTRIBUTION_MESSAGES.artworkSize);
  if (meta.space !== 'srgb' || meta.channels !== 3) throw fieldError(field, DISTRIBUTION_MESSAGES.artworkRgb);
}

/** How many bars a master's waveform has (the caller-tune picker draws one per bar). */
export const WAVEFORM_BARS = 200;
/** The rate peaks are read at: mono, 8 kHz is plenty for a picture and cheap on a 200 MB master. */
const PEAKS_RATE = 8000;

/**
 * The waveform of a master for choosing its caller-tune clip: ffmpeg decodes the stored WAV
 * (streamed in, never whole in memory) to mono 16-bit samples at 8 kHz, and each of `bars`
 * equal slices gives its loudest sample, 0–1.
 */
export async function computePeaks(source: Readable, durationMs: number, bars = WAVEFORM_BARS): Promise<number[]> {
  const totalSamples = Math.max(1, Math.round((durationMs / 1000) * PEAKS_RATE));
  const perBar = Math.max(1, Math.ceil(totalSamples / bars));
  const peaks = new Array<number>(bars).fill(0);
  const child = spawn('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', String(PEAKS_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let index = 0;
  let carry: Buffer | null = null;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    const data = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = data.length - (data.length % 2);
    for (let offset = 0; offset < whole; offset += 2) {
      const bar = Math.min(bars - 1, Math.floor(index / perBar));
      const value = Math.abs(data.readInt16LE(offset)) / 32768;
      if (value > peaks[bar]) peaks[bar] = value;
      index += 1;
    }
    carry = whole < data.length ? data.subarray(whole) : null;
  });
  // ffmpeg may stop reading early (it has what it needs): a closed pipe is not an error here.
  child.stdin.on('error', () => undefined);
  source.on('error', () => child.kill());
  source.pipe(child.stdin);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`ffmpeg could not read the master: ${stderr.trim()}`);
  return peaks.map((peak) => Math.round(peak * 1000) / 1000);
}
