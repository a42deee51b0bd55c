import { AUDIO_UPLOAD_MAX_MB, IMAGE_MAX_MB, IMAGE_MIN_SIDE } from '@indiwave/domain/constants';
import { fileTooLarge, MESSAGES } from '@indiwave/domain/messages';

const BYTES_PER_MB = 1024 * 1024;

/** Audio the upload takes (spec 2 §5.5: mp3, mpeg, wav, flac), by MIME type and by extension. */
const AUDIO_MIME_TYPES = ['audio/mp3', 'audio/mpeg', 'audio/mpeg3', 'audio/x-mpeg-3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/flac', 'audio/x-flac'];
const AUDIO_EXTENSIONS = ['mp3', 'mpeg', 'wav', 'flac'];
/** Images the upload takes (spec 2 §5.5: png, jpg, jpeg). */
const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** What the `accept` attribute of the file inputs offers. */
export const AUDIO_ACCEPT = '.mp3,.wav,.flac,audio/mpeg,audio/wav,audio/flac';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

type FileLike = { name: string; type: string; size: number };

function readExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A browser type when it names one, else the file name's extension. */
function isOfKind(file: FileLike, types: string[], extensions: string[]): boolean {
  if (file.type) return types.includes(file.type.toLowerCase());
  return extensions.includes(readExtension(file.name));
}

/**
 * What is wrong with a chosen audio file before it is sent (spec 2 §5.5): not mp3/wav/flac, empty,
 * or over 100 MB. Null when it may go; the server judges the content again.
 */
export function checkAudioFile(file: FileLike): string | null {
  if (!isOfKind(file, AUDIO_MIME_TYPES, AUDIO_EXTENSIONS)) return MESSAGES.audioFormat;
  if (file.size === 0) return MESSAGES.fileEmpty;
  if (file.size > AUDIO_UPLOAD_MAX_MB * BYTES_PER_MB) return fileTooLarge(AUDIO_UPLOAD_MAX_MB);
  return null;
}

/**
 * What is wrong with a chosen artwork (spec 2 §5.5): not png/jpeg, over 2 MB, or (when its
 * size is known) under 500x500. Null when it may go; the server checks again.
 */
export function checkImageFile(file: FileLike, size?: { width: number; height: number } | null): string | null {
  if (!isOfKind(file, IMAGE_MIME_TYPES, IMAGE_EXTENSIONS)) return MESSAGES.imageFormat;
  if (file.size === 0) return MESSAGES.fileEmpty;
  if (file.size > IMAGE_MAX_MB * BYTES_PER_MB) return MESSAGES.imageTooLarge;
  if (size === null) return MESSAGES.imageFormat;
  if (size && (size.width < IMAGE_MIN_SIDE || size.height < IMAGE_MIN_SIDE)) return MESSAGES.imageTooSmall;
  return null;
}

/** The pixel size of an image file as the browser decodes it; null when it cannot be decoded. */
export async function readImageFileSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** Checks an artwork fully: type and size first, then its pixel size read in the browser. */
export async function checkImageFileFully(file: File): Promise<string | null> {
  const early = checkImageFile(file);
  if (early) return early;
  return checkImageFile(file, await readImageFileSize(file));
}

/** A title from an audio file's name: 'my_song-01.mp3' → 'my song-01'. */
export function toTitleFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/_+/g, ' ').trim();
}

/** Seconds as 'm:ss' (or 'h:mm:ss'). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Paise as rupees: 14900 → 'Rs 149', 14950 → 'Rs 149.50'. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return `Rs ${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`;
}
