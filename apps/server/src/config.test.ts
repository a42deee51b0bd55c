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
});
