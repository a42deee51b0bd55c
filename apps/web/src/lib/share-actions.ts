import { MESSAGES } from '@indiwave/domain/messages';
import { showToast } from '../ui/toast.ts';

/** Copies text and says 'Copied successfully' (spec 2 §8); without clipboard access, says why. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(MESSAGES.copiedSuccessfully, 'success');
    return true;
  } catch {
    showToast('Copying is blocked here: select the text and copy it yourself.', 'error');
    return false;
  }
}

/** The path of an address of this site, so images load from the origin the page came from. */
export function toSitePath(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * Downloads a card image as a file (spec 2 §9: at 3x). Resolves false when it failed, so the
 * dialog can raise its download-error flag.
 */
export async function downloadImage(url: string, fileName: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`card download failed: ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    return true;
  } catch (error) {
    // Spec 2 §8: a failed card is logged and the spinner stops.
    console.error(error);
    return false;
  }
}
