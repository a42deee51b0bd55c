import { useEffect, useRef } from 'react';
import { APP_VERSION } from '../../lib/app-version';
import { confirm } from '../../ui/confirm';
import { useServerVersion } from './api/get-version';
import { isNewVersionAvailable, offerNewVersion } from './version-prompt';

/**
 * Watches the server's version and offers a reload when a deploy changed it (spec 1 §4).
 * Asks once per new version: someone who says no keeps working until the next deploy.
 */
export function VersionWatcher({ ownVersion = APP_VERSION }: { ownVersion?: string }) {
  const serverVersion = useServerVersion();
  const askedVersion = useRef<string | null>(null);

  useEffect(() => {
    if (!serverVersion || !isNewVersionAvailable(ownVersion, serverVersion)) return;
    if (askedVersion.current === serverVersion) return;
    askedVersion.current = serverVersion;
    void offerNewVersion({ ask: confirm, reload: () => window.location.reload() });
  }, [ownVersion, serverVersion]);

  return null;
}
