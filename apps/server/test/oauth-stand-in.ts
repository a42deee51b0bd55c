import http from 'node:http';
import type { AddressInfo } from 'node:net';

type GoogleUser = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string; name?: string; aud?: string };
type FacebookUser = { id: string; email?: string; first_name?: string; last_name?: string; name?: string; app_id?: string };

/**
 * A stand-in for Google's and Facebook's token endpoints on 127.0.0.1 that speaks the same
 * HTTP the adapter uses: Google's /oauth2/v3/tokeninfo and /oauth2/v3/userinfo (Bearer), and
 * Graph's /app and /me. Tests register tokens with the profile they stand for. The e2e journeys
 * start it on the fixed port their server was told about (E2E_OAUTH_PORT).
 */
export async function startOAuthStandIn(ids: { googleClientId: string; facebookAppId: string }, options: { port?: number } = {}) {
  const google = new Map<string, GoogleUser>();
  const facebook = new Map<string, FacebookUser>();
  const requests: string[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const invalid = () => send(401, { error: 'invalid_token' });

    if (url.pathname === '/oauth2/v3/tokeninfo') {
      const user = google.get(url.searchParams.get('access_token') ?? '');
      if (!user) return send(400, { error_description: 'Invalid Value' });
      return send(200, { aud: user.aud ?? ids.googleClientId, azp: user.aud ?? ids.googleClientId, sub: user.sub, scope: 'openid email profile', expires_in: '3599' });
    }
    if (url.pathname === '/oauth2/v3/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const user = google.get(token);
      if (!user) return invalid();
      const { aud: _aud, ...profile } = user;
      return send(200, profile);
    }
    if (url.pathname === '/app') {
      const user = facebook.get(url.searchParams.get('access_token') ?? '');
      if (!user) return send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      return send(200, { id: user.app_id ?? ids.facebookAppId, name: 'Indiwave' });
    }
    if (url.pathname === '/me') {
      const user = facebook.get(url.searchParams.get('access_token') ?? '');
      if (!user) return send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const { app_id: _appId, ...profile } = user;
      return send(200, Object.fromEntries(Object.entries(profile).filter(([key]) => fields.includes(key))));
    }
    send(404, { error: 'not found' });
  });
  // A fixed port when a server started earlier must find it (the e2e journeys); any free port otherwise.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    /** A Google access token standing for this user (aud: another client id makes it foreign). */
    addGoogleToken(token: string, user: GoogleUser) {
      google.set(token, user);
    },
    /** A Facebook access token standing for this user (app_id: another app makes it foreign). */
    addFacebookToken(token: string, user: FacebookUser) {
      facebook.set(token, user);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type OAuthStandIn = Awaited<ReturnType<typeof startOAuthStandIn>>;
