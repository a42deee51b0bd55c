import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { ensureSecretKey } from './secret-key.ts';
import { createPlatform } from './platform/create-platform.ts';

/** config → database → app → listen, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = ensureSecretKey(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const { db, dialect } = openDatabase(config.database);
  const applied = await migrateToLatest(db, dialect);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await seedDatabase(db, config, logger);

  const platform = createPlatform(config, db, logger);
  const app = await buildApp({ config, db, dialect, platform, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  logger.info(`${config.brand.name} is serving ${config.publicUrl} on ${dialect}`);

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'stopping: finishing open requests');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    await platform.fanout.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
