import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Dialect } from './database.ts';
import * as skeleton from './migrations/001-skeleton.ts';
import * as accounts from './migrations/002-accounts.ts';
import * as catalog from './migrations/003-catalog.ts';
import * as social from './migrations/004-social.ts';
import * as userLanguages from './migrations/005-user-languages.ts';
import * as listening from './migrations/006-listening.ts';
import * as discovery from './migrations/007-discovery.ts';
import * as commentsReports from './migrations/008-comments-reports.ts';
import * as workstation from './migrations/009-workstation.ts';
import * as promo from './migrations/010-promo.ts';
import * as searchSpeed from './migrations/011-search-speed.ts';
import * as analyticsMonthly from './migrations/012-analytics-monthly.ts';
import * as recommendedRank from './migrations/013-recommended-rank.ts';
import * as opportunitiesTv from './migrations/019-opportunities-tv.ts';
import * as hardening from './migrations/014-hardening.ts';
import * as staffRoles from './migrations/019b-staff-roles.ts';
import * as staff from './migrations/021-staff.ts';
import * as takedownGuards from './migrations/021b-takedown-guards.ts';
import * as content from './migrations/020-content.ts';
import * as commerce from './migrations/017-commerce.ts';
import * as cartSales from './migrations/017b-cart-sales.ts';
import * as journeys from './migrations/015-journeys.ts';
import * as distribution from './migrations/018-distribution.ts';
import * as revenue from './migrations/018b-revenue.ts';
import * as revenueWideSums from './migrations/018c-revenue-wide-sums.ts';
import * as catalogueContent from './migrations/022-catalogue-content.ts';
import * as agreementTemplates from './migrations/023-agreement-templates.ts';
import * as takedowns from './migrations/018d-takedowns.ts';

type MigrationModule = { up: (context: { db: Database; dialect: Dialect }) => Promise<void> };

/** Every migration, in order. A new one is appended here and never edited after it lands. */
const MIGRATIONS: Record<string, MigrationModule> = {
  '001-skeleton': skeleton as unknown as MigrationModule,
  '002-accounts': accounts as unknown as MigrationModule,
  '003-catalog': catalog as unknown as MigrationModule,
  '004-social': social as unknown as MigrationModule,
  '005-user-languages': userLanguages as unknown as MigrationModule,
  '006-listening': listening as unknown as MigrationModule,
  '007-discovery': discovery as unknown as MigrationModule,
  '008-comments-reports': commentsReports as unknown as MigrationModule,
  '009-workstation': workstation as unknown as MigrationModule,
  '010-promo': promo as unknown as MigrationModule,
  '011-search-speed': searchSpeed as unknown as MigrationModule,
  '012-analytics-monthly': analyticsMonthly as unknown as MigrationModule,
  '013-recommended-rank': recommendedRank as unknown as MigrationModule,
  '019-opportunities-tv': opportunitiesTv as unknown as MigrationModule,
  '019b-staff-roles': staffRoles as unknown as MigrationModule,
  '021-staff': staff as unknown as MigrationModule,
  '021b-takedown-guards': takedownGuards as unknown as MigrationModule,
  '020-content': content as unknown as MigrationModule,
  '014-hardening': hardening as unknown as MigrationModule,
  '017-commerce': commerce as unknown as MigrationModule,
  '017b-cart-sales': cartSales as unknown as MigrationModule,
  '015-journeys': journeys as unknown as MigrationModule,
  '018-distribution': distribution as unknown as MigrationModule,
  '018b-revenue': revenue as unknown as MigrationModule,
  '018c-revenue-wide-sums': revenueWideSums as unknown as MigrationModule,
  '022-catalogue-content': catalogueContent as unknown as MigrationModule,
  '023-agreement-templates': agreementTemplates as unknown as MigrationModule,
  '018d-takedowns': takedowns as unknown as MigrationModule,
};

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        { up: (db) => migration.up({ db: db as Database, dialect: this.dialect }) },
      ]),
    );
  }
}

/** Brings the schema up to date; each migration runs in its own transaction. */
export async function migrateToLatest(db: Database, dialect: Dialect): Promise<string[]> {
  // Areas land in parallel with reserved names (014-hardening … 021-staff), so a database may
  // meet a lower-numbered migration after a higher one: each migration touches its own tables.
  const migrator = new Migrator({ db, provider: new InCodeProvider(dialect), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
