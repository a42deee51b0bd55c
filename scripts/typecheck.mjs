// Type-checks every project with the native TypeScript 7 compiler (docs/decisions.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const tsc = path.resolve(import.meta.dirname, '../node_modules/typescript-native/bin/tsc');
const projects = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
