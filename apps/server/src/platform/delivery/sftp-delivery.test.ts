import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSftpServer, type SftpServer } from '../../../test/sftp-server.ts';
import { createDeliveryPort } from './create-delivery-port.ts';
import type { DeliveryFile } from './delivery.port.ts';
import { createSftpDelivery, SFTP_PART_SUFFIX } from './sftp-delivery.adapter.ts';

let server: SftpServer;
beforeAll(async () => {
  server = await startSftpServer();
});
afterAll(async () => {
  await server.close();
});

/** A 3 MB master (several SFTP write packets) and its bytes. */
const master = crypto.randomBytes(3 * 1024 * 1024);
const batch = (): DeliveryFile[] => [
  { path: '8901234000014/resources/INXYZ3100001.wav', body: async () => Readable.from([master.subarray(0, 1_000_000), master.subarray(1_000_000)]) },
  { path: '8901234000014/8901234000014_spotify.xml', body: '<NewReleaseMessage/>' },
];
const marker = (id: string): DeliveryFile => ({ path: `BatchComplete_${id}.xml`, body: `<BatchComplete><BatchId>${id}</BatchId></BatchComplete>` });

describe('SFTP delivery (a real SFTP server on loopback)', () => {
  it('writes a batch as a folder with a password, each file under a temporary name then renamed, the marker last', async () => {
    const delivery = createSftpDelivery({ host: '127.0.0.1', port: server.port, username: 'store', password: 'store-secret', root: 'inbox/ddex', hostKeySha256: server.hostKeySha256 });
    expect(delivery.kind).toBe('sftp');
    server.log.length = 0;
    const result = await delivery.deliverBatch('20310110060000_8901234000014', batch(), marker('20310110060000_8901234000014'));
    expect(result.location).toBe(`sftp://store@127.0.0.1:${server.port}/inbox/ddex/20310110060000_8901234000014`);

    const folder = path.join(server.root, 'inbox/ddex/20310110060000_8901234000014');
    expect(fs.readFileSync(path.join(folder, '8901234000014/resources/INXYZ3100001.wav')).equals(master)).toBe(true);
    expect(fs.readFileSync(path.join(folder, '8901234000014/8901234000014_spotify.xml'), 'utf8')).toBe('<NewReleaseMessage/>');
    const names = fs.readdirSync(folder, { recursive: true }).map(String);
    expect(names.some((name) => name.endsWith(SFTP_PART_SUFFIX))).toBe(false);

    // Every file is opened under its temporary name and appears under its own only by a rename;
    // the marker's rename is the last thing done.
    const opened = server.log.filter((line) => line.startsWith('open ')).map((line) => line.slice(5));
    expect(opened.every((name) => name.endsWith(SFTP_PART_SUFFIX))).toBe(true);
    const renames = server.log.filter((line) => line.startsWith('rename '));
    expect(renames).toHaveLength(3);
    expect(server.log.at(-1)).toBe(
      'rename inbox/ddex/20310110060000_8901234000014/BatchComplete_20310110060000_8901234000014.xml.part -> inbox/ddex/20310110060000_8901234000014/BatchComplete_20310110060000_8901234000014.xml',
    );
    expect(server.log.slice(0, 3)).toEqual(['mkdir inbox', 'mkdir inbox/ddex', 'mkdir inbox/ddex/20310110060000_8901234000014']);
  });

  it('refuses a batch id delivered already, and leaves the first batch as it was', async () => {
    const delivery = createSftpDelivery({ host: '127.0.0.1', port: server.port, username: 'store', password: 'store-secret', root: 'inbox/ddex' });
    await expect(delivery.deliverBatch('20310110060000_8901234000014', batch(), marker('again'))).rejects.toThrow(/exists already/);
    const markerFile = path.join(server.root, 'inbox/ddex/20310110060000_8901234000014/BatchComplete_20310110060000_8901234000014.xml');
    expect(fs.readFileSync(markerFile, 'utf8')).toContain('20310110060000_8901234000014');
  });

  it('signs in with a key file from the configuration (DELIVERY_SFTP_KEY_FILE)', async () => {
    const keyFile = path.join(server.root, '..', `indiwave-sftp-key-${process.pid}`);
    fs.writeFileSync(keyFile, server.clientPrivateKey, { mode: 0o600 });
    try {
      const delivery = createDeliveryPort({
        dataDir: server.root,
        distribution: {
          isrcPrefix: 'INXYZ',
          upcPrefix: '8901234',
          dpid: 'PADPIDA2031011001I',
          delivery: { driver: 'sftp', host: '127.0.0.1', port: server.port, username: 'store', root: '/keyed', privateKeyFile: keyFile, hostKeySha256: server.hostKeySha256 },
        },
      });
      await delivery.deliverBatch('20310110070000_8901234000021', batch(), marker('20310110070000_8901234000021'));
      expect(fs.existsSync(path.join(server.root, 'keyed/20310110070000_8901234000021/BatchComplete_20310110070000_8901234000021.xml'))).toBe(true);
    } finally {
      fs.rmSync(keyFile, { force: true });
    }
  });

  it('refuses a server whose host key is not the configured one, and a wrong password, writing nothing', async () => {
    const stranger = createSftpDelivery({ host: '127.0.0.1', port: server.port, username: 'store', password: 'store-secret', root: 'elsewhere', hostKeySha256: 'A'.repeat(43) });
    await expect(stranger.deliverBatch('20310110080000_8901234000038', batch(), marker('x'))).rejects.toThrow();
    const wrong = createSftpDelivery({ host: '127.0.0.1', port: server.port, username: 'store', password: 'guess', root: 'elsewhere' });
    await expect(wrong.deliverBatch('20310110080000_8901234000038', batch(), marker('x'))).rejects.toThrow(/authentication/i);
    expect(fs.existsSync(path.join(server.root, 'elsewhere'))).toBe(false);
  });

  it('refuses unsafe paths before connecting', async () => {
    const delivery = createSftpDelivery({ host: '127.0.0.1', port: server.port, username: 'store', password: 'store-secret', root: 'inbox' });
    await expect(delivery.deliverBatch('../escape', batch(), marker('x'))).rejects.toThrow(/Invalid delivery path/);
    await expect(delivery.deliverBatch('ok_batch', [{ path: '../x.xml', body: '' }], marker('x'))).rejects.toThrow(/Invalid delivery path/);
  });
});
