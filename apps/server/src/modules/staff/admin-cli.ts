import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createSystemClock } from '../../platform/clock/clock.port.ts';
import { runStaffCommand } from './staff-cli.ts';
import { createStaffService } from './staff.service.ts';

/** `npm run admin -- grant EMAIL [--role staff|admin] | revoke EMAIL | list` on the configured database. */
const config = loadConfig();
const { db, dialect } = openDatabase(config.database);
try {
  // A fresh database gets its schema first, so the very first admin can be made before the first start.
  await migrateToLatest(db, dialect);
  const result = await runStaffCommand(process.argv.slice(2), createStaffService({ db, clock: createSystemClock() }));
  (result.code === 0 ? console.log : console.error)(result.output);
  process.exitCode = result.code;
} finally {
  await db.destroy();
}
