import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit tests of the web app: components in jsdom, next to their code. */
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    css: false,
    // Page tests render lazy routes; on a busy 2-core CI machine the default 5 s is too tight.
    testTimeout: 15_000,
  },
});
