// Starts the real server for the browser journeys on a fresh data folder (demo content on,
// the development mailbox readable), replacing the process so Playwright can stop it.
//
// Social sign-in: Google and Facebook are "configured" with e2e client ids and point at a
// stand-in provider on 127.0.0.1:E2E_OAUTH_PORT, which the social sign-in journey starts while
// it runs (e2e/support/oauth.ts); the browser's trip to the providers' pages is answered by
// Playwright itself. Nothing leaves the machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR lets two journeys' servers run side by side (each with its own E2E_PORT).
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? path.join('.tmp', 'e2e-data'));
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? 3102);
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'true',
    // Demo campaigns (a popup, a banner, a companion ad) would cover the pages of other journeys;
    // the advertisement journeys start their own campaigns and end them.
    DEMO_CAMPAIGNS: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Every journey signs in from 127.0.0.1, many as the same demo people: the per-address and
    // per-account limits stay on, with room for the whole run.
    RATE_LIMIT_FACTOR: '20',
    // Browser, server and other journeys share two cores: shed only when the loop is very late.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '1000',
    GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID ?? 'e2e-google-client',
    GOOGLE_OAUTH_BASE: `http://127.0.0.1:${oauthPort}`,
    FACEBOOK_APP_ID: process.env.E2E_FACEBOOK_APP_ID ?? 'e2e-facebook-app',
    FACEBOOK_GRAPH_BASE: `http://127.0.0.1:${oauthPort}`,
    // The writing assistant talks to a stand-in chat-completions endpoint on the next port, which
    // the promo journey starts while it runs (e2e/support/ai-stand-in.ts).
    AI_BASE_URL: `http://127.0.0.1:${oauthPort + 1}/v1`,
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
