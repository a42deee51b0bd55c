import { TECH_RIDER_MAX_MB } from '@indiwave/domain/constants';
import { fileTooLarge, MESSAGES } from '@indiwave/domain/messages';

/** What the tech rider picker offers. */
export const TECH_RIDER_ACCEPT = '.pdf,application/pdf';

/**
 * The browser's check of a tech rider before upload: a PDF of at most 10 MB. The server judges
 * the content again; this spares a 10 MB upload that would be refused.
 */
export function checkTechRiderFile(file: { name: string; type: string; size: number }): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return MESSAGES.techRiderFormat;
  if (file.size > TECH_RIDER_MAX_MB * 1024 * 1024) return fileTooLarge(TECH_RIDER_MAX_MB);
  return null;
}
