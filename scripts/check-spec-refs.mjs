// Fails when a comment cites a product-rule section that docs/product does not have, so every
// "spec 1 §2.7" or "spec 2 §5.5" a newcomer meets resolves to a heading there (docs/README.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const DOCS = { 1: 'docs/product/1-shell.md', 2: 'docs/product/2-dialogs-widgets-calls.md' };
/** Where citations live: the code, its tests, benchmarks and scripts, and the prose around them. */
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE_FILES = ['README.md', 'docs/decisions.md', 'docs/deployment.md', 'docs/architecture.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'data']);
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|css|html|sql|md)$/;
/** '§x' within this many characters of the last citation continues it: 'spec 2 §3 Song, §5.5'. */
const CHAIN_GAP = 240;

/** The section numbers of one document: '### 2.7 Bottom player bar' gives '2.7'. */
function readSections(file) {
  const sections = new Set();
  for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
    const match = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    if (match) sections.add(match[1]);
  }
  return sections;
}

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(relative);
    else if (EXTENSIONS.test(entry.name)) yield relative;
  }
}

function readIfPresent(file) {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return null;
  }
}

const sections = { 1: readSections(DOCS[1]), 2: readSections(DOCS[2]) };
// 'spec 1' or 'spec\n * 2' (a comment wrapped between the words); '§2.7' or '§ 2.7'.
const token = /\bspec(?:\s|\*(?!\/)|\/\/)+([12])\b|§\s?(\d+(?:\.\d+)*)/gi;
const problems = [];
let citations = 0;
let files = 0;

for (const file of [...SOURCE_DIRS.flatMap((dir) => [...walk(dir)]), ...SOURCE_FILES]) {
  const text = readIfPresent(file);
  if (!text || !text.includes('§')) continue;
  files += 1;
  let doc = null;
  let chainEnd = -Infinity;
  for (const match of text.matchAll(token)) {
    if (match[1]) {
      doc = match[1];
      chainEnd = match.index + match[0].length;
      continue;
    }
    // Other standards' sections ('RFC 9110 §14') are not ours.
    if (/\bRFC\s*\d+\s*$/.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
    const section = match[2];
    const isChained = doc !== null && match.index - chainEnd <= CHAIN_GAP;
    const docs = isChained ? [doc] : ['1', '2'];
    citations += 1;
    if (isChained) chainEnd = match.index + match[0].length;
    if (docs.some((d) => sections[d].has(section))) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const cited = isChained ? `spec ${doc} §${section}` : `§${section}`;
    const where = isChained ? DOCS[doc] : `${DOCS[1]} or ${DOCS[2]}`;
    problems.push(`${file}:${line}: ${cited} has no heading "${section}" in ${where}`);
  }
}

if (problems.length > 0) {
  console.error(`check-spec-refs: ${problems.length} citation(s) point nowhere:\n${problems.join('\n')}`);
  console.error('Add the section to docs/product (same number as the spec) or fix the citation.');
  process.exit(1);
}
console.log(`check-spec-refs: ${citations} citations in ${files} files resolve to docs/product.`);
