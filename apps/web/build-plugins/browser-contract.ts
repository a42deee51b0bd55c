import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { applyEdits, importedName, markDeclarationsPure, parseModule, type Edit, type Node } from './ast.ts';

const CONTRACT_SPECIFIER = '@indiwave/domain/contract/';
const DATA_MODULE = 'virtual:indiwave-contract-data/';
/** What the web's client reads of a route (lib/api-client.ts); the schemas stay with the server and the tests. */
const BROWSER_ROUTE_KEYS = ['method', 'path', 'isAuthRequired', 'staffRole', 'isIdempotent'] as const;

function isRoute(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && typeof value.method === 'string' && typeof value.path === 'string' && 'response' in value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * What the browser gets of a contract export: a route without its schemas (also inside a route
 * group, or a table of calls such as COMMENT_CALLS), plain data as is (a list of search types, a
 * range of days); else nothing (a zod schema or a function is not data).
 */
function browserValue(value: unknown): unknown {
  if (isRoute(value)) return Object.fromEntries(BROWSER_ROUTE_KEYS.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  const parts: [string, unknown][] | undefined = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : isPlainObject(value)
      ? Object.entries(value)
      : undefined;
  if (!parts) return undefined;
  const browserParts = parts.map(([key, part]) => [key, browserValue(part)] as const);
  if (browserParts.some(([, part]) => part === undefined)) return undefined;
  return Array.isArray(value) ? browserParts.map(([, part]) => part) : Object.fromEntries(browserParts);
}

/**
 * The domain contract in the browser bundle (issue 16). The web's api hooks import a route group
 * (`songRoutes`) to call it; before this, that brought every zod schema of the module, and zod
 * itself, into the entry chunk. In the build:
 * - an import of a route group (or a table of routes), or of plain data (`SEARCH_TYPES`), from a contract module becomes
 *   an import of a generated module holding only that: each route's method, path and flags, the
 *   data as JSON; taken from the contract itself, evaluated at build time, so it cannot drift;
 * - the other imports (a form's schema) stay, and every top-level declaration of a contract
 *   module is marked pure, so a chunk carries only the schemas its code uses.
 * Nothing in the web reads a route's schemas at run time (lint: no-restricted-syntax in
 * eslint.config.js). Dev and the tests (fakes parsed with each route's response schema) use the
 * modules as written.
 */
export function browserContract(options: { contractDir: string; webSrcDir: string }): Plugin {
  const dataByModule = new Map<string, Promise<Map<string, unknown>>>();

  /** The exports of a contract module the browser can take as data, by name (the module evaluated once per build). */
  function browserDataOf(name: string) {
    let data = dataByModule.get(name);
    if (!data) {
      const file = path.join(options.contractDir, `${name}.ts`);
      data = (tsImport(pathToFileURL(file).href, import.meta.url) as Promise<Record<string, unknown>>).then((module) => {
        const found = new Map<string, unknown>();
        for (const [exportName, value] of Object.entries(module)) {
          const browser = browserValue(value);
          if (browser !== undefined) found.set(exportName, browser);
        }
        return found;
      });
      dataByModule.set(name, data);
    }
    return data;
  }

  return {
    name: 'indiwave-browser-contract',
    apply: 'build',
    enforce: 'post',
    resolveId(source) {
      return source.startsWith(DATA_MODULE) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${DATA_MODULE}`)) return null;
      const data = await browserDataOf(id.slice(DATA_MODULE.length + 1));
      return [...data].map(([exportName, value]) => `export const ${exportName} = ${JSON.stringify(value)};`).join('\n');
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.startsWith(options.contractDir) && !file.endsWith('.test.ts')) return { code: applyEdits(code, markDeclarationsPure(code, parseModule(code))), map: null };
      if (!file.startsWith(options.webSrcDir) || !code.includes(CONTRACT_SPECIFIER)) return null;
      const program = parseModule(code);
      const edits: Edit[] = [];
      for (const statement of program.body) {
        const source = statement.type === 'ImportDeclaration' ? ((statement.source as Node).value as string) : '';
        if (!source.startsWith(CONTRACT_SPECIFIER)) continue;
        const name = source.slice(CONTRACT_SPECIFIER.length);
        const specifiers = statement.specifiers as Node[];
        if (specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
        const data = await browserDataOf(name);
        const toData = specifiers.filter((specifier) => data.has(importedName(specifier)));
        if (toData.length === 0) continue;
        const rest = specifiers.filter((specifier) => !toData.includes(specifier));
        const list = (items: Node[]) => items.map((specifier) => `${importedName(specifier)} as ${(specifier.local as Node).name as string}`).join(', ');
        let text = `import { ${list(toData)} } from '${DATA_MODULE}${name}';`;
        if (rest.length > 0) text += ` import { ${list(rest)} } from '${source}';`;
        edits.push({ start: statement.start, end: statement.end, text });
      }
      return edits.length > 0 ? { code: applyEdits(code, edits), map: null } : null;
    },
  };
}
