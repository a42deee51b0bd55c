import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../database.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { seedDemoContent } from './demo.seed.ts';
import { seedReferenceData } from './reference.seed.ts';

/** Seeds what an empty database needs: reference data always, demo content when enabled. */
export async function seedDatabase(db: Database, config: Config, logger: Logger): Promise<void> {
  const started = Date.now();
  await seedReferenceData(db);
  if (config.isDemoContent) {
    await seedDemoContent(db, config, logger);
    // After the demo users: their songs and albums, with synthesised audio and artwork.
    await seedDemoCatalog(db, config, logger);
  }
  logger.debug({ ms: Date.now() - started }, 'seed checked');
}
