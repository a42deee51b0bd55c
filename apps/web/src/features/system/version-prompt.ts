import { MESSAGES } from '@indiwave/domain/messages';

/**
 * Whether the server serves another build than the one running here. The dev server's
 * 'dev' build never asks, and an unknown server version is no reason to.
 */
export function isNewVersionAvailable(ownVersion: string, serverVersion: string | undefined): boolean {
  return ownVersion !== 'dev' && Boolean(serverVersion) && serverVersion !== ownVersion;
}

type OfferDeps = {
  ask: (text: string) => Promise<boolean>;
  reload: () => void;
};

/**
 * Asks 'New version available. Load New Version?' (spec 1 §4) and reloads when the answer
 * is yes. Returns the answer.
 */
export async function offerNewVersion({ ask, reload }: OfferDeps): Promise<boolean> {
  const isConfirmed = await ask(MESSAGES.newVersion);
  if (isConfirmed) reload();
  return isConfirmed;
}
