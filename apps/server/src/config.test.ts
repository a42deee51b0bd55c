import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has embedded defaults: port 3000, SQLite under ./data, the Indiwave brand', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ dialect: 'sqlite' });
    expect(config.database.dialect === 'sqlite' && config.database.file).toMatch(/data\/indiwave\.db$/);
    expect(config.brand).toEqual({ name: 'Indiwave', slug: 'indiwave' });
    expect(config.isDemoContent).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rateLimitFactor).toBe(1);
  });

  it('takes a whole RATE_LIMIT_FACTOR of at least 1', () => {
    expect(loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it('delivers releases to DATA_DIR/delivery, or over SFTP with DELIVERY_SFTP_URL and a password or a key', () => {
    expect(loadConfig({}).distribution.delivery).toEqual({ driver: 'folder' });
    expect(loadConfig({ DELIVERY_SFTP_URL: 'sftp://label:p%40ss@ingest.example.com:2222/inbox/new' }).distribution.delivery).toEqual({
      driver: 'sftp',
      host: 'ingest.example.com',
      port: 2222,
      username: 'label',
      root: 'inbox/new',
      password: 'p@ss',
      privateKeyFile: undefined,
      hostKeySha256: undefined,
    });
    const keyed = loadConfig({ DELIVERY_SFTP_URL: 'sftp://label@ingest.example.com//srv/in', DELIVERY_SFTP_KEY_FILE: '/keys/id_ed25519', DELIVERY_SFTP_HOST_KEY_SHA256: 'SHA256:abc=' }).distribution.delivery;
    expect(keyed).toMatchObject({ port: 22, root: '/srv/in', privateKeyFile: '/keys/id_ed25519', hostKeySha256: 'abc' });
    expect(() => loadConfig({ DELIVERY_SFTP_URL: 'sftp://label@ingest.example.com/inbox' })).toThrow(/DELIVERY_SFTP_URL: needs a password/);
    expect(() => loadConfig({ DELIVERY_SFTP_URL: 'ftp://label:x@ingest.example.com/inbox' })).toThrow(/DELIVERY_SFTP_URL/);
  });

  it('switches to PostgreSQL with a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({ dialect: 'postgres', url: 'postgres://u@h:5432/db' });
  });

  it('fails at start listing every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SMTP_URL');
    }
  });

  it('production refuses demo content and requires SECRET_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_CONTENT: 'true' })).toThrow(/DEMO_CONTENT[\s\S]*SECRET_KEY|SECRET_KEY[\s\S]*DEMO_CONTENT/);
    const production = loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) });
    expect(production.isDemoContent).toBe(false);
  });

  it('TRUST_PROXY takes a hop count or a list of proxy addresses/CIDRs, never "trust every hop" (issue 14 item 1)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, ::1, fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY.*10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('the development tools are on outside production only, and production refuses them (issue 14 item 3)', () => {
    expect(loadConfig({}).isDevToolsEnabled).toBe(true);
    expect(loadConfig({ DEV_TOOLS: 'false' }).isDevToolsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).isDevToolsEnabled).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS/);
  });

  it('listens on this machine only outside production, on every interface in production, or where HOST says', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('knows an https PUBLIC_URL (Strict-Transport-Security)', () => {
    expect(loadConfig({}).isHttps).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://indiwave.example' }).isHttps).toBe(true);
  });
});
