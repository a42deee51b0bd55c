// `npm run bench`: runs every benchmark in this folder, one after another; each prints its
// figures and its ratio to a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const only = process.argv[2];
const files = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
let failed = false;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
