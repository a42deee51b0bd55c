import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { browserContract } from './build-plugins/browser-contract';
import { browserMessages } from './build-plugins/browser-messages';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The app is written against React's API and runs on preact/compat: the same components at a
 * third of the runtime's bytes, which is what brings each page's first load under 150 KB
 * (docs/decisions.md, "preact/compat in the browser"). The unit tests resolve the same aliases.
 */
export const preactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/runtime/react.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The version this build embeds and publishes: APP_VERSION when the deploy sets it (the
 * server reads the same variable), else the commit and the build time, so every build
 * differs and an open tab notices a deploy (spec 1 §4 app version).
 */
function readAppVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  let commit = 'nogit';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // No repository or no commit yet: the build time alone still tells builds apart.
  }
  return `${commit}-${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/** Writes dist/version.json so the server can answer GET /api/version with this build's version. */
function emitVersionFile(version: string): Plugin {
  return {
    name: 'indiwave-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

export default defineConfig(({ command }) => {
  // The dev server is never "out of date"; the version prompt ignores 'dev'.
  const appVersion = command === 'build' ? readAppVersion() : 'dev';
  return {
    plugins: [
      // Fast Refresh is React's own and cannot update preact components: an edit reloads the page.
      react({ refreshExclude: /./ }),
      tailwindcss(),
      emitVersionFile(appVersion),
      browserContract({
        contractDir: fileURLToPath(new URL('../../packages/domain/src/contract/', import.meta.url)),
        webSrcDir: fileURLToPath(new URL('./src/', import.meta.url)),
      }),
      browserMessages({
        messagesFile: fileURLToPath(new URL('../../packages/domain/src/messages.ts', import.meta.url)),
        roots: [fileURLToPath(new URL('./src/', import.meta.url)), fileURLToPath(new URL('../../packages/domain/src/', import.meta.url))],
      }),
    ],
    define: { __APP_VERSION__: JSON.stringify(appVersion) },
    resolve: { alias: preactAliases },
    build: {
      // WEB_DIST_DIR (also read by the server) lets parallel checkouts build side by side.
      outDir: process.env.WEB_DIST_DIR ?? 'dist',
      emptyOutDir: true,
      assetsDir: 'assets',
      sourcemap: false,
      // scripts/check-bundle-size.mjs reads what each page loads from it.
      manifest: true,
      target: 'es2022',
      // The embeddable player is a second page with its own small bundle (docs/decisions.md).
      rollupOptions: {
        input: { main: 'index.html', embed: 'embed.html' },
        // Shared modules are copied into the chunks that use them (one state per module through
        // Rolldown's registry) rather than split into 20-50 small chunks per page: a phone on a slow
        // network pays a round trip per file before the page can paint (docs/decisions.md, first load).
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: Infinity } } },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/media': apiTarget, '/dev': apiTarget },
    },
  };
});
