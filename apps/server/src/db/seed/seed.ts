import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createSearchIndex } from '../../modules/search/search-index.service.ts';
import { createSystemClock } from '../../platform/clock/clock.port.ts';
import type { Database } from '../database.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { seedDemoBlogsAndAds } from './demo-content.seed.ts';
import { seedDemoCommerce } from './demo-commerce.seed.ts';
import { seedDemoListening } from './demo-listening.seed.ts';
import { seedDemoOpportunities } from './demo-opportunities.seed.ts';
import { seedDemoStaff } from './demo-staff.seed.ts';
import { seedDemoTv } from './demo-tv.seed.ts';
import { seedDemoWorkstation } from './demo-workstation.seed.ts';
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
    // After the catalogue: follows, claps and playlists among the demo people.
    await seedDemoListening(db, logger);
    // After the listening seed: demo plays, views and the daily counts of the artist's dashboard (issue 8).
    await seedDemoWorkstation(db, logger);
    // Last, and checked on every start: a database seeded before team roles existed gets the staff account too.
    await seedDemoStaff(db, logger);
    // After the staff account and the catalogue: briefs with applications and winners, and the TV schedule (issue 19).
    await seedDemoOpportunities(db, logger);
    await seedDemoTv(db, config, logger);
    // After the staff account, who writes them: demo blog posts and campaigns (issue 20).
    await seedDemoBlogsAndAds(db, config, logger);
    // After the catalogue: Pro members, prices and coupons of the demo shop (issue 17).
    await seedDemoCommerce(db, config, logger);
  }
  // After everything that inserts rows directly: a fresh database, or a new document format, gets its search index built.
  const search = createSearchIndex({ db, dialect: config.database.dialect, config, clock: createSystemClock() });
  if (await search.ensureCurrent()) logger.info('search index rebuilt');
  logger.debug({ ms: Date.now() - started }, 'seed checked');
}
