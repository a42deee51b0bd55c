import { AD_AUDIENCE, PRO_STATE } from '../constants.ts';

/**
 * Whether an ad's audience takes this viewer (spec 1 §6 'Banners: for_pro 0 shown to all, 1
 * only to Pro, 2 only to non-Pro'). Pro means an active membership (isProMember 1); an expired
 * member and a visitor are non-Pro.
 */
export function isInAudience(forPro: number, proState: number): boolean {
  const isPro = proState === PRO_STATE.active;
  if (forPro === AD_AUDIENCE.proOnly) return isPro;
  if (forPro === AD_AUDIENCE.nonPro) return !isPro;
  return true;
}
