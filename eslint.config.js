import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { webBoundariesRule } from './apps/web/lint/web-boundaries.js';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');

/** Lint rules for every workspace; type checking itself is `npm run typecheck` (TypeScript 7). */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/dist-*/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly', process: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', fetch: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        Buffer: 'readonly', AbortController: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly',
        window: 'readonly', document: 'readonly', localStorage: 'readonly', navigator: 'readonly', HTMLElement: 'readonly',
        structuredClone: 'readonly', queueMicrotask: 'readonly', crypto: 'readonly', performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]', message: 'A skipped test checks nothing.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, indiwave: { rules: { 'web-boundaries': webBoundariesRule } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // lib, ui → features → app; no feature imports another (docs/architecture.md, "Web").
      'indiwave/web-boundaries': ['error', { srcRoot: webSrc }],
    },
  },
  {
    // The browser build keeps only a route's method, path and flags (apps/web/build-plugins/browser-contract.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.type="MemberExpression"][object.object.name=/Routes$/][property.name=/^(params|query|body|response|summary)$/]',
          message: "The web build drops a route's schemas: import the schema the contract exports by name (e.g. contactRequestSchema).",
        },
        {
          selector: 'JSXAttribute[name.name="autoFocus"]',
          message: 'The app runs on preact/compat, where autoFocus works only while the page loads: use ref={focusOnMount} (lib/focus-on-mount.ts).',
        },
      ],
    },
  },
);
