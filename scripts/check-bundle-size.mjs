// `npm run check:bundle` (after `npm run build`): the JavaScript each page needs before it is
// usable, from the built app's manifest, against the budget (issue 16; docs/decisions.md).
//
// A page's first load is the entry (index.html's script) and every chunk it imports statically,
// plus the page's lazy route module and its static imports. Sizes are gzip level 9 of the built
// files, so the figure is the same on every machine. What a page loads later (dialogs, widgets
// on use, the player when something plays) is not counted; `npm run bench -- lighthouse` and
// `npm run bench -- first-load` measure what a browser actually fetches.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, 'apps/web', process.env.WEB_DIST_DIR ?? 'dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');
/**
 * Pages that were over the budget when this check came in (issue 16 left them there), each with
 * the figure it may not grow past: its size then plus HEADROOM_KB, so ordinary work passes and a
 * regression (zod back in the entry is +25 KB) fails. `"*"` is the limit of a page not listed (a
 * new page) while the shell alone is near the budget. `--update-ceilings` rewrites the file
 * from the build, never raising a listed page's limit, so the list only shrinks.
 */
const HEADROOM_KB = 5;
const ceilingsFile = path.join(import.meta.dirname, 'bundle-ceilings.json');

/** The pages the issue names, reported first; every other page is checked too. */
const NAMED_PAGES = {
  '/': 'src/app/pages/HomeRoute.tsx',
  '/songs': 'src/features/discovery/pages/SongsPage.tsx',
  '/songs/{slug}': 'src/features/catalog/pages/SongDetailPage.tsx',
  '/{slug} (e-Press Kit)': 'src/features/profile/pages/ProfilePage.tsx',
};
/** A lazy route module: a file under a pages/ folder (features/*\/pages, app/pages). */
const PAGE_MODULE = /(^|\/)pages\/[^/]+\.tsx$/;

if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${path.relative(root, manifestFile)}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gzipCache = new Map();

function gzipKb(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
    gzipCache.set(file, size);
  }
  return size;
}

/** The manifest keys of a chunk and everything it imports statically. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function measure(pageKey) {
  const keys = staticClosure('index.html', pageKey ? staticClosure(pageKey) : new Set());
  const chunks = [...keys].map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }));
  return { kb: chunks.reduce((total, chunk) => total + chunk.kb, 0), chunks: chunks.sort((a, b) => b.kb - a.kb) };
}

const shell = measure(null);
const pages = Object.keys(manifest)
  .filter((key) => PAGE_MODULE.test(key) && manifest[key].isDynamicEntry)
  .map((key) => ({ key, ...measure(key) }));
for (const [label, key] of Object.entries(NAMED_PAGES)) {
  if (!manifest[key]) {
    console.error(`${label}: its page module ${key} is not in the build (renamed? update NAMED_PAGES).`);
    process.exitCode = 1;
  }
}

const format = (kb) => `${kb.toFixed(1)} KB`;
const ceilings = fs.existsSync(ceilingsFile) ? JSON.parse(fs.readFileSync(ceilingsFile, 'utf8')) : {};
const limitOf = (page) => Math.max(BUDGET_KB, ceilings[page.key] ?? ceilings['*'] ?? 0);

if (process.argv.includes('--update-ceilings')) {
  const next = {
    '*': ceilings['*'] ?? Math.ceil(shell.kb + 30),
    ...Object.fromEntries(
      pages
        .filter((page) => page.kb > BUDGET_KB)
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((page) => [page.key, Math.min(Math.ceil(page.kb + HEADROOM_KB), ceilings[page.key] ?? Infinity)]),
    ),
  };
  fs.writeFileSync(ceilingsFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, ceilingsFile)}: ${Object.keys(next).length - 1} pages still over ${BUDGET_KB} KB.`);
  Object.assign(ceilings, next);
}

console.log(`JavaScript before a page is usable, gzip (budget ${BUDGET_KB} KB per page):`);
console.log(`  the shell alone (index.html's entry): ${format(shell.kb)}`);
const isVerbose = process.argv.includes('--verbose');
for (const [label, key] of Object.entries(NAMED_PAGES)) {
  const page = pages.find((candidate) => candidate.key === key);
  if (!page) continue;
  console.log(`  ${label}: ${format(page.kb)} (ratio to budget ${(page.kb / BUDGET_KB).toFixed(2)})`);
  if (isVerbose) for (const chunk of page.chunks) console.log(`      ${chunk.file}: ${format(chunk.kb)}`);
}
const within = pages.filter((page) => page.kb <= BUDGET_KB);
const known = pages.filter((page) => page.kb > BUDGET_KB && page.kb <= limitOf(page));
const grown = pages.filter((page) => page.kb > limitOf(page));
console.log(`  ${within.length} of ${pages.length} pages within budget; ${known.length} over it but not past their recorded ceiling (${path.relative(root, ceilingsFile)}).`);
for (const page of grown) {
  const limit = limitOf(page);
  console.error(`Over ${limit === BUDGET_KB ? 'budget' : 'its ceiling'}: ${page.key} needs ${format(page.kb)} before it is usable (limit ${format(limit)}). Largest chunks: ${page.chunks.slice(0, 5).map((chunk) => `${chunk.file} ${format(chunk.kb)}`).join(', ')}`);
}
if (grown.length > 0) process.exitCode = 1;
