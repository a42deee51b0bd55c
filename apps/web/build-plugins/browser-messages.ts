import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { applyEdits, importedName, markDeclarationsPure, parseModule, walk, type Edit, type Node } from './ast.ts';

const SENTENCE_MODULE = 'virtual:indiwave-sentence/';

function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlainData);
}

/**
 * The domain's sentences in the browser bundle (issue 16). messages.ts holds them in objects
 * (`MESSAGES`, ~27 KB), and a bundler keeps an object and a module whole, so every page
 * carried every sentence. In the build, `MESSAGES.clientError` in any module becomes an import of
 * a module holding that one sentence, taken from messages.ts evaluated at build time: a chunk
 * carries the sentences its code shows. A group used whole (`MESSAGES[key]`) still comes whole,
 * and so does a sentence that is a function. Dev and the tests use messages.ts as written.
 */
export function browserMessages(options: { messagesFile: string; roots: string[] }): Plugin {
  let groups = new Map<string, Record<string, unknown>>();
  return {
    name: 'indiwave-browser-messages',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      // Known before any module that reads them is transformed.
      const module = (await tsImport(pathToFileURL(options.messagesFile).href, import.meta.url)) as Record<string, unknown>;
      groups = new Map(
        Object.entries(module).filter((entry): entry is [string, Record<string, unknown>] => {
          const value = entry[1];
          return typeof value === 'object' && value !== null && !Array.isArray(value);
        }),
      );
    },
    resolveId(source) {
      return source.startsWith(SENTENCE_MODULE) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${SENTENCE_MODULE}`)) return null;
      const [group, key] = id.slice(SENTENCE_MODULE.length + 1).split('/') as [string, string];
      return `export default ${JSON.stringify(groups.get(group)?.[key])};`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === options.messagesFile) return { code: applyEdits(code, markDeclarationsPure(code, parseModule(code))), map: null };
      if (!options.roots.some((root) => file.startsWith(root)) || !code.includes('messages')) return null;
      const program = parseModule(code);
      const edits: Edit[] = [];
      const imports = new Map<string, string>();
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = (statement.source as Node).value as string;
        if (!/(^@indiwave\/domain|\.)\/messages(\.ts)?$/.test(source)) continue;
        const specifiers = statement.specifiers as Node[];
        const kept: Node[] = [];
        for (const specifier of specifiers) {
          const groupName = specifier.type === 'ImportSpecifier' ? importedName(specifier) : '';
          const group = groups.get(groupName);
          const local = (specifier.local as Node).name as string;
          if (!group) {
            kept.push(specifier);
            continue;
          }
          let isUsedWhole = false;
          walk(program as unknown as Node, (node, parent) => {
            if (node.type !== 'Identifier' || node.name !== local || parent === statement || specifiers.includes(parent as Node)) return;
            if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
            if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) return;
            const key = parent?.type === 'MemberExpression' && parent.object === node && !parent.computed ? ((parent.property as Node).name as string) : undefined;
            if (key !== undefined && Object.hasOwn(group, key) && isPlainData(group[key])) {
              const name = `__sentence_${groupName}_${key}`;
              edits.push({ start: parent!.start, end: parent!.end, text: name });
              imports.set(name, `${SENTENCE_MODULE}${groupName}/${key}`);
            } else isUsedWhole = true;
          });
          if (isUsedWhole) kept.push(specifier);
        }
        if (kept.length === specifiers.length) continue;
        if (kept.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
        const keptText = kept.map((specifier) => `${importedName(specifier)} as ${(specifier.local as Node).name as string}`);
        edits.push({ start: statement.start, end: statement.end, text: keptText.length > 0 ? `import { ${keptText.join(', ')} } from '${source}';` : '' });
      }
      if (edits.length === 0) return null;
      const added = [...imports].map(([name, module]) => `import ${name} from '${module}';`).join('\n');
      return { code: `${added}\n${applyEdits(code, edits)}`, map: null };
    },
  };
}
