import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config';

/** Unit tests of the web app: components in jsdom, next to their code. */
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test-build') },
  // The components are tested on the runtime they ship on: Testing Library is bundled with the
  // tests (not loaded by Node) so its own `react` imports reach preact too.
  resolve: { conditions: ['module', 'browser', 'development'], mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'], alias: [...preactAliases, { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }] },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    css: false,
    server: { deps: { inline: true } },
    // Page tests render lazy routes; on a busy 2-core CI machine the default 5 s is too tight.
    testTimeout: 15_000,
  },
});
