import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PROMO_FRAME_SIZES, type PromoFormat } from '@indiwave/domain/contract/promo';

/** Frames per second of the animation: smooth enough for a waveform, cheap on two cores. */
export const ANIMATION_FPS = 24;
/** The font drawtext writes the title with (Debian's fonts-dejavu-core); without it the text is left out. */
const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

export type AnimationInput = {
  format: PromoFormat;
  /** The song's audio (a local file). */
  audioPath: string;
  /** The artwork (a local jpeg). */
  artworkPath: string;
  clipStart: number;
  clipSeconds: number;
  title: string;
  artist: string;
  workDir: string;
  outputPath: string;
};

/** What a running render offers: its progress (0–1) as ffmpeg reports it, and a way to stop it. */
export type RunningRender = {
  done: Promise<void>;
  kill(): void;
  /** True once killed (the render then rejects, and the caller knows why). */
  readonly isKilled: boolean;
};

/**
 * Lays out the still part once with sharp: the artwork blurred and darkened over the whole
 * frame, the artwork itself on top. ffmpeg then only animates the waveform and draws the text,
 * so a 30-second render stays a few seconds on two cores.
 */
async function makeBackground(input: AnimationInput, file: string): Promise<{ waveTop: number; textTop: number }> {
  const { width, height } = PROMO_FRAME_SIZES[input.format];
  const side = Math.round(width * (input.format === '1:1' ? 0.5 : 0.72));
  const artTop = input.format === '1:1' ? 60 : Math.round(height * 0.16);
  const background = await sharp(input.artworkPath).resize(width, height, { fit: 'cover' }).blur(30).modulate({ brightness: 0.55 }).toBuffer();
  const art = await sharp(input.artworkPath).resize(side, side, { fit: 'cover' }).toBuffer();
  await sharp(background).composite([{ input: art, left: Math.round((width - side) / 2), top: artTop }]).png().toFile(file);
  const textTop = artTop + side + (input.format === '1:1' ? 24 : 56);
  return { textTop, waveTop: input.format === '1:1' ? height - 150 : textTop + 170 };
}

/** The arguments of the render: still background, waveform of the clip, title and artist. */
export function buildFfmpegArgs(input: AnimationInput, background: string, layout: { waveTop: number; textTop: number }, hasFont: boolean): string[] {
  const { width } = PROMO_FRAME_SIZES[input.format];
  const waveHeight = 140;
  const titleSize = input.format === '1:1' ? 34 : 46;
  const artistSize = input.format === '1:1' ? 26 : 34;
  const text = hasFont
    ? `,drawtext=fontfile=${FONT_FILE}:textfile=${path.join(input.workDir, 'title.txt')}:fontcolor=white:fontsize=${titleSize}:x=(w-text_w)/2:y=${layout.textTop}` +
      `,drawtext=fontfile=${FONT_FILE}:textfile=${path.join(input.workDir, 'artist.txt')}:fontcolor=white@0.85:fontsize=${artistSize}:x=(w-text_w)/2:y=${layout.textTop + titleSize + 18}`
    : '';
  // The still is decoded and lettered once, then repeated: only the waveform changes per frame.
  const filter =
    `[0:v]format=rgb24${text},loop=loop=-1:size=1:start=0,fps=${ANIMATION_FPS}[bg];` +
    `[1:a]showwaves=s=${width}x${waveHeight}:mode=cline:scale=sqrt:rate=${ANIMATION_FPS}:colors=white[wave];` +
    `[bg][wave]overlay=0:${layout.waveTop}:shortest=1,format=yuv420p[v]`;
  return [
    '-hide_banner', '-nostdin', '-v', 'error', '-y',
    '-i', background,
    '-ss', String(input.clipStart), '-t', String(input.clipSeconds), '-i', input.audioPath,
    '-filter_complex', filter,
    '-map', '[v]', '-map', '1:a:0',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-r', String(ANIMATION_FPS),
    '-c:a', 'aac', '-b:a', '128k',
    '-t', String(input.clipSeconds), '-shortest', '-movflags', '+faststart',
    '-progress', 'pipe:1', '-nostats',
    input.outputPath,
  ];
}

/** Drawtext reads these files as they are: no escaping of quotes or colons needed. */
async function writeTextFiles(input: AnimationInput): Promise<void> {
  // Line breaks would draw as boxes; a very long title is cut.
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 40);
  await fsp.writeFile(path.join(input.workDir, 'title.txt'), clean(input.title));
  await fsp.writeFile(path.join(input.workDir, 'artist.txt'), clean(input.artist));
}

/**
 * Starts the render; `onProgress` hears 0–1 from ffmpeg's `-progress` output (out_time of
 * the clip's length). `kill` stops ffmpeg at once (cancel).
 */
export async function startAnimationRender(input: AnimationInput, onProgress: (fraction: number) => void): Promise<RunningRender> {
  const background = path.join(input.workDir, 'background.png');
  const layout = await makeBackground(input, background);
  const hasFont = fs.existsSync(FONT_FILE);
  if (hasFont) await writeTextFiles(input);
  const child: ChildProcess = spawn('ffmpeg', buildFfmpegArgs(input, background, layout, hasFont), { stdio: ['ignore', 'pipe', 'pipe'] });
  let isKilled = false;
  let stderr = '';
  let pending = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_us (and out_time_ms, which is microseconds too) is where the output has got to.
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match) onProgress(Math.min(1, Number(match[1]) / 1_000_000 / input.clipSeconds));
    }
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(isKilled ? 'cancelled' : `ffmpeg exited with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
  return {
    done,
    kill() {
      isKilled = true;
      child.kill('SIGKILL');
    },
    get isKilled() {
      return isKilled;
    },
  };
}
