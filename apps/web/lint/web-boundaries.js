// The web app's layers, enforced on every import (docs/architecture.md, "Web").
//
//   lib, ui        the shared bottom: import each other (never in a circle: npm run cycles)
//   features/<x>   imports its own folder, lib, ui; never another feature, never app
//   app, embed     the composition roots: import anything below them
//   main.tsx       the entry: app, lib, ui
//   test           test support: app, lib, ui; only test files import it
//
// Every import of our own code in apps/web/src is relative, so a plain path.resolve tells which
// folder it lands in: no resolver, no plugin, nothing that needs the network (docs/decisions.md).
import path from 'node:path';

const LAYER_ORDER = ['lib', 'ui', 'feature', 'app', 'embed', 'main', 'test'];

/** Where a file of apps/web/src sits: its layer and, for a feature, the feature's name. */
export function locate(srcRoot, file) {
  const relative = path.relative(srcRoot, file).split(path.sep);
  if (relative[0] === '..' || path.isAbsolute(relative.join('/'))) return null;
  const [top, second] = relative;
  if (top === 'features' && second && relative.length > 2) return { layer: 'feature', feature: second, path: relative.join('/') };
  if (top === 'main.tsx' || top === 'main') return { layer: 'main', path: 'main.tsx' };
  if (LAYER_ORDER.includes(top)) return { layer: top, path: relative.join('/') };
  return { layer: 'other', path: relative.join('/') };
}

/** Test files and fixtures may also use the test support folder. */
function isTestFile(location) {
  return /\.(test|fixture)(\.tsx?)?$/.test(location.path) || location.layer === 'test';
}

/** Why `from` may not import `to`, or null when it may. */
export function findViolation(from, to) {
  if (to.layer === 'test') return isTestFile(from) ? null : 'only tests import the test support folder';
  switch (from.layer) {
    case 'lib':
    case 'ui':
      return to.layer === 'ui' || to.layer === 'lib' ? null : `${from.layer}/ is the shared bottom layer: it imports only lib/ and ui/`;
    case 'feature':
      if (to.layer === 'lib' || to.layer === 'ui') return null;
      if (to.layer === 'feature') {
        return to.feature === from.feature
          ? null
          : `features/${from.feature} may not import features/${to.feature}: a feature uses another only through what app/ composes (a slot, a prop) or what lives in lib/ and ui/`;
      }
      return `features/${from.feature} may not import ${to.layer === 'app' ? 'app/' : to.path}: imports run one way, lib/ui → features → app`;
    case 'app':
    case 'embed':
      return to.layer === 'main' ? 'nothing imports the entry file' : null;
    case 'main':
      return ['app', 'lib', 'ui'].includes(to.layer) ? null : 'main.tsx starts the app: it imports app/, lib/ and ui/';
    case 'test':
      return ['app', 'lib', 'ui', 'test'].includes(to.layer) ? null : 'test support builds on app/, lib/ and ui/, never on one feature';
    default:
      return null;
  }
}

/** The string sources a node imports: static and dynamic imports, re-exports, and vi.mock / vi.importActual. */
function getSource(node) {
  if (node.type === 'ImportExpression') return node.source.type === 'Literal' ? node.source.value : null;
  if (node.type === 'CallExpression') {
    const callee = node.callee;
    const isViCall =
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'vi' &&
      callee.property.type === 'Identifier' &&
      ['mock', 'doMock', 'importActual'].includes(callee.property.name);
    const first = node.arguments[0];
    return isViCall && first?.type === 'Literal' && typeof first.value === 'string' ? first.value : null;
  }
  return node.source?.value ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const webBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in apps/web/src run one way: lib, ui → features → app; features never import each other.' },
    schema: [
      {
        type: 'object',
        properties: { srcRoot: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { srcRoot } = context.options[0] ?? {};
    const from = locate(srcRoot, context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = getSource(node);
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(srcRoot, path.resolve(path.dirname(context.filename), source).replace(/\.(tsx?|jsx?)$/, ''));
      if (!to) return;
      const violation = findViolation(from, to);
      if (!violation) return;
      context.report({ node, message: `${violation} (${from.path} → ${to.path}).` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      CallExpression: check,
    };
  },
};
