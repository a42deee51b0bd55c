import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoBlogsAndAds } from '../apps/server/src/db/seed/demo-content.seed.ts';
import { seedDemoStaff } from '../apps/server/src/db/seed/demo-staff.seed.ts';
import { seedDemoContent } from '../apps/server/src/db/seed/demo.seed.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.seed.ts';
import { createPlatform } from '../apps/server/src/platform/create-platform.ts';

/**
 * Bytes of the demo's pictures as browsers receive them (issue 16): for each kind, every stored
 * picture fetched through /media twice in the same run, with Chromium's Accept (which names
 * image/webp: the WebP sibling) and with a browser's that does not (the JPEG everyone got
 * before). Prints the totals and their ratio, WebP ÷ JPEG. Deterministic: the same bytes on
 * every machine. The demo's pictures are drawn gradients and initials; photographs differ.
 */
const KINDS: [label: string, folder: string][] = [
  ['profile pictures (demo people)', 'avatars'],
  ['blog covers', 'blog'],
  ['campaign pictures (ads)', 'ads'],
  ['artwork (the default, all 4 sides)', 'defaults/artwork'],
];
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const PLAIN_ACCEPT = 'image/png,image/*;q=0.8';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-pictures-'));
const logger = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SECRET_KEY: 'bench-secret-key-bench-secret-key-012345', LOG_LEVEL: 'silent', DEMO_CONTENT: 'true', DEMO_CAMPAIGNS: 'true' });
const { db, dialect } = openDatabase(config.database);
try {
  await migrateToLatest(db, dialect);
  await seedReferenceData(db);
  // Only the seeds that draw pictures (the catalogue's audio would take minutes).
  await seedDemoContent(db, config, logger);
  await seedDemoStaff(db, logger);
  await seedDemoBlogsAndAds(db, config, logger);
  const app = await buildApp({ config, db, dialect, platform: createPlatform(config, db, logger), logger: false });
  await app.ready();
  console.log('kind | pictures (with a WebP sibling) | bytes to a browser without WebP | bytes to Chromium | ratio');
  for (const [label, folder] of KINDS) {
    const dir = path.join(dataDir, 'media', folder);
    const keys = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.jpg')).map((name) => `${folder}/${name}`) : [];
    let jpeg = 0;
    let webp = 0;
    let withWebp = 0;
    for (const key of keys) {
      const plain = await app.inject({ url: `/media/${key}`, headers: { accept: PLAIN_ACCEPT } });
      const chromium = await app.inject({ url: `/media/${key}`, headers: { accept: CHROMIUM_ACCEPT } });
      // A picture stored without a sibling (before issue 16's change) is a JPEG to every browser.
      if (chromium.headers['content-type'] === 'image/webp') withWebp += 1;
      jpeg += plain.rawPayload.length;
      webp += chromium.rawPayload.length;
    }
    console.log(`${label} | ${keys.length} (${withWebp}) | ${jpeg} | ${webp} | ${keys.length ? (webp / jpeg).toFixed(2) : '-'}`);
  }
  await app.close();
} finally {
  await db.destroy().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
