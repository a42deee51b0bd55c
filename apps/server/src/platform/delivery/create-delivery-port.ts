import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { DeliveryPort } from './delivery.port.ts';
import { createFolderDelivery } from './folder-delivery.adapter.ts';
import { createSftpDelivery } from './sftp-delivery.adapter.ts';

/** The delivery adapter of the configuration: the SFTP server of DELIVERY_SFTP_URL when set, else DATA_DIR/delivery. */
export function createDeliveryPort(config: Pick<Config, 'dataDir' | 'distribution'>): DeliveryPort {
  const target = config.distribution.delivery;
  if (target.driver === 'folder') return createFolderDelivery(path.join(config.dataDir, 'delivery'));
  return createSftpDelivery({
    host: target.host,
    port: target.port,
    username: target.username,
    root: target.root,
    password: target.password,
    // Read once at start: a missing or unreadable key file stops the server with its name.
    privateKey: target.privateKeyFile ? fs.readFileSync(target.privateKeyFile) : undefined,
    hostKeySha256: target.hostKeySha256,
  });
}
