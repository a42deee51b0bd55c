import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** `npm run db:migrate`: brings the configured database's schema up to date. */
const config = loadConfig();
const { db, dialect } = openDatabase(config.database);
const applied = await migrateToLatest(db, dialect);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
await db.destroy();
