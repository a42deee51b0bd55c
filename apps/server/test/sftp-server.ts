import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Server, utils, type Connection, type ParsedKey } from 'ssh2';

const { OPEN_MODE, STATUS_CODE } = utils.sftp;

export type SftpServer = {
  port: number;
  /** The folder the server serves as '/' (and as the login folder). */
  root: string;
  /** The host key's SHA-256 fingerprint, base64 without padding. */
  hostKeySha256: string;
  /** A client key pair the server accepts (OpenSSH private key text). */
  clientPrivateKey: string;
  /** Every file operation in order: 'open <path>', 'rename <from> -> <to>', 'mkdir <path>'. */
  log: string[];
  close(): Promise<void>;
};

/**
 * A real SFTP server on loopback for tests (ssh2's Server): a generated host key, a temp folder
 * as its root, the user 'store' with the password 'store-secret' or the client key it hands out.
 * It serves what an uploader needs: stat, mkdir, open/write/close, rename (refusing to replace).
 */
export async function startSftpServer(): Promise<SftpServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-sftp-'));
  const hostKeys = utils.generateKeyPairSync('ed25519');
  const clientKeys = utils.generateKeyPairSync('ed25519');
  const allowed = utils.parseKey(clientKeys.public) as ParsedKey;
  const hostPublic = (utils.parseKey(hostKeys.public) as ParsedKey).getPublicSSH();
  const log: string[] = [];
  const connections = new Set<Connection>();

  /** A client's path inside the root ('/a', 'a' and './a' alike); nothing outside it. */
  const local = (remote: string): string | null => {
    const inside = path.posix.normalize(`/${remote}`);
    const resolved = path.join(root, inside);
    return resolved === root || resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
  };

  const server = new Server({ hostKeys: [hostKeys.private] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (ctx.username !== 'store') return ctx.reject();
      if (ctx.method === 'password' && ctx.password === 'store-secret') return ctx.accept();
      if (ctx.method === 'publickey' && ctx.key.algo === allowed.type && ctx.key.data.equals(allowed.getPublicSSH())) {
        if (!ctx.signature || !ctx.blob) return ctx.accept();
        return allowed.verify(ctx.blob, ctx.signature, ctx.hashAlgo) ? ctx.accept() : ctx.reject();
      }
      return ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, number>();
          let nextHandle = 1;
          const fail = (reqId: number, error: unknown) =>
            sftp.status(reqId, (error as NodeJS.ErrnoException).code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
          const fdOf = (handle: Buffer) => handles.get(handle.readUInt32BE(0));

          sftp.on('REALPATH', (reqId, remote) => sftp.name(reqId, [{ filename: path.posix.normalize(`/${remote}`), longname: '', attrs: {} as never }]));
          const onStat = (reqId: number, remote: string) => {
            const target = local(remote);
            if (!target || !fs.existsSync(target)) return sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
            const stats = fs.statSync(target);
            sftp.attrs(reqId, { mode: stats.mode, uid: stats.uid, gid: stats.gid, size: stats.size, atime: Math.floor(stats.atimeMs / 1000), mtime: Math.floor(stats.mtimeMs / 1000) });
          };
          sftp.on('STAT', onStat);
          sftp.on('LSTAT', onStat);
          sftp.on('MKDIR', (reqId, remote) => {
            const target = local(remote);
            if (!target) return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED);
            try {
              fs.mkdirSync(target);
              log.push(`mkdir ${path.relative(root, target)}`);
              sftp.status(reqId, STATUS_CODE.OK);
            } catch (error) {
              fail(reqId, error);
            }
          });
          sftp.on('OPEN', (reqId, remote, flags) => {
            const target = local(remote);
            const mode = utils.sftp.flagsToString(flags);
            if (!target || !mode) return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED);
            try {
              const fd = fs.openSync(target, mode);
              const handle = nextHandle++;
              handles.set(handle, fd);
              if (flags & OPEN_MODE.WRITE) log.push(`open ${path.relative(root, target)}`);
              const buffer = Buffer.alloc(4);
              buffer.writeUInt32BE(handle, 0);
              sftp.handle(reqId, buffer);
            } catch (error) {
              fail(reqId, error);
            }
          });
          sftp.on('WRITE', (reqId, handle, offset, data) => {
            const fd = fdOf(handle);
            if (fd === undefined) return sftp.status(reqId, STATUS_CODE.FAILURE);
            fs.writeSync(fd, data, 0, data.length, offset);
            sftp.status(reqId, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (reqId, handle) => {
            const fd = fdOf(handle);
            if (fd === undefined) return sftp.status(reqId, STATUS_CODE.FAILURE);
            fs.closeSync(fd);
            handles.delete(handle.readUInt32BE(0));
            sftp.status(reqId, STATUS_CODE.OK);
          });
          sftp.on('RENAME', (reqId, from, to) => {
            const source = local(from);
            const target = local(to);
            // SFTP v3 rename never replaces an existing file.
            if (!source || !target || fs.existsSync(target)) return sftp.status(reqId, STATUS_CODE.FAILURE);
            try {
              fs.renameSync(source, target);
              log.push(`rename ${path.relative(root, source)} -> ${path.relative(root, target)}`);
              sftp.status(reqId, STATUS_CODE.OK);
            } catch (error) {
              fail(reqId, error);
            }
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    root,
    hostKeySha256: crypto.createHash('sha256').update(hostPublic).digest('base64').replace(/=+$/, ''),
    clientPrivateKey: clientKeys.private,
    log,
    close: async () => {
      for (const connection of connections) connection.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
