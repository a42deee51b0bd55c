import { openAccountDialog, type UpgradeFrom } from '../../../lib/account-dialogs.ts';

/** Opens the Upgrade to Artist Profile dialog (spec 2 §2.1), from 'opp', 'settings' or 'upload'. */
export function openUpgradeDialog(from: UpgradeFrom): void {
  openAccountDialog({ kind: 'upgrade', from });
}
