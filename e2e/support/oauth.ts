import { expect, type Page } from '@playwright/test';
import { startOAuthStandIn } from '../../apps/server/test/oauth-stand-in.ts';

/** The port the e2e server checks tokens at (scripts/e2e-server.mjs: GOOGLE_OAUTH_BASE, FACEBOOK_GRAPH_BASE). */
export const E2E_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 3102);
/** The client ids the e2e server is configured with. */
export const E2E_GOOGLE_CLIENT_ID = process.env.E2E_GOOGLE_CLIENT_ID ?? 'e2e-google-client';
export const E2E_FACEBOOK_APP_ID = process.env.E2E_FACEBOOK_APP_ID ?? 'e2e-facebook-app';

/** Starts the stand-in Google/Facebook token endpoints where the e2e server looks for them. */
export function startProviderStandIn() {
  return startOAuthStandIn({ googleClientId: E2E_GOOGLE_CLIENT_ID, facebookAppId: E2E_FACEBOOK_APP_ID }, { port: E2E_OAUTH_PORT });
}

/**
 * Answers the browser's visit to Google's authorization page with a stand-in consent page: it
 * checks the request is ours (client id, token grant) and offers to continue back to the app
 * with the token in the fragment, as Google's implicit grant does.
 */
export async function routeGoogleConsent(page: Page, token: string, accountName: string): Promise<void> {
  await page.route('https://accounts.google.com/**', async (route) => {
    const url = new URL(route.request().url());
    expect(url.searchParams.get('client_id')).toBe(E2E_GOOGLE_CLIENT_ID);
    expect(url.searchParams.get('response_type')).toBe('token');
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const back = `${redirectUri}#access_token=${encodeURIComponent(token)}&token_type=Bearer&expires_in=3599&state=${encodeURIComponent(state)}`;
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Sign in with Google (stand-in)</title></head><body><main><h1>Choose an account</h1><a href="${back}">Continue as ${accountName}</a></main></body></html>`,
    });
  });
}
