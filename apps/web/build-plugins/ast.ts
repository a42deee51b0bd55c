import { parseAst } from 'vite';

/** An ESTree node as Vite's parser returns it, offsets included. */
export type Node = { type: string; start: number; end: number; [key: string]: unknown };
export type Edit = { start: number; end: number; text: string };

export function parseModule(code: string): { body: Node[] } {
  return parseAst(code, { lang: 'js' }) as unknown as { body: Node[] };
}

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Calls visit on every node under root, with its parent. */
export function walk(root: Node, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null): void {
  visit(root, parent);
  for (const value of Object.values(root)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit, root);
    } else if (isNode(value)) walk(value, visit, root);
  }
}

/** The source with each edit's range replaced by its text (edits do not overlap). */
export function applyEdits(code: string, edits: Edit[]): string {
  let output = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  return output;
}

/** Wraps every top-level `const` initializer in a pure IIFE, so the bundler drops one no one reads. */
export function markDeclarationsPure(code: string, program: { body: Node[] }, skip: (init: Node) => boolean = () => false): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && !skip(init)) edits.push({ start: init.start, end: init.end, text: `/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()` });
    }
  }
  return edits;
}

/** The name an import specifier imports (`a` in `{ a as b }`). */
export function importedName(specifier: Node): string {
  const imported = specifier.imported as Node;
  return (imported.type === 'Identifier' ? imported.name : imported.value) as string;
}
