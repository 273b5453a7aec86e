/**
 * signIn(): the real sign-in flow against the sandbox, through the API layer: server metadata, app registration,
 * the consent page (GET and POST /oauth/authorize), the PKCE code exchange and verify_credentials.
 */
import { createApi, createApiClient, randomUrlSafe } from '../../src/services/api';
import { buildAuthorizeUrl } from '../../src/services/api/oauth-authorize';
import { createPkcePair } from '../../src/services/api/pkce';
import type { Api, ApiClient } from '../../src/services/api';

export interface SignedIn {
  token: string;
  accountId: string;
  api: Api;
  client: ApiClient;
  app: { client_id: string; client_secret: string };
  redirectUri: string;
}

export interface SignInOptions {
  /** sign in as this local username (default: the first account the consent page offers) */
  username?: string;
  scopes?: string;
}

export const SIGN_IN_REDIRECT = 'http://localhost:4173/oauth/callback';

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function consentForm(html: string, username: string | undefined): URLSearchParams {
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(unescapeHtml(match[1]!), unescapeHtml(match[2]!));
  }
  const accounts = [...html.matchAll(/name="account_id" value="([^"]+)"[^>]*>([^<]*)<\/label>/g)].map((match) => ({
    id: unescapeHtml(match[1]!),
    label: unescapeHtml(match[2]!).trim(),
  }));
  const chosen = username ? accounts.find((account) => account.label.endsWith(`@${username}`)) : accounts[0];
  if (!chosen) throw new Error(`the consent page offers no account${username ? ` @${username}` : ''}`);
  form.set('account_id', chosen.id);
  form.set('decision', 'approve');
  return form;
}

/** Signs in on the sandbox at `origin` and returns an API bound to the new token. */
export async function signIn(origin: string | { origin: string }, options: SignInOptions = {}): Promise<SignedIn> {
  const server = typeof origin === 'string' ? origin : origin.origin;
  const scopes = options.scopes ?? 'read write follow push';
  const anonymous = createApi(createApiClient({ server }));
  await anonymous.oauth.serverMetadata();
  const app = await anonymous.oauth.registerApp({
    client_name: 'Tsubame contract tests',
    redirect_uris: [SIGN_IN_REDIRECT],
    scopes,
    website: 'https://tsubame.example',
  });
  const pkce = await createPkcePair();
  const state = randomUrlSafe(16);
  const authorizeUrl = buildAuthorizeUrl({
    server,
    clientId: app.client_id,
    redirectUri: SIGN_IN_REDIRECT,
    scope: scopes,
    state,
    codeChallenge: pkce.challenge,
  });
  const page = await fetch(authorizeUrl);
  if (!page.ok) throw new Error(`GET /oauth/authorize answered ${page.status}`);
  const decision = await fetch(new URL('/oauth/authorize', server), {
    method: 'POST',
    body: consentForm(await page.text(), options.username),
    redirect: 'manual',
  });
  const location = decision.headers.get('location');
  if (!location) throw new Error(`POST /oauth/authorize answered ${decision.status} without a redirect`);
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== state) throw new Error(`bad OAuth callback ${location}`);
  const granted = await anonymous.oauth.token({
    code,
    client_id: app.client_id,
    client_secret: app.client_secret,
    redirect_uri: SIGN_IN_REDIRECT,
    code_verifier: pkce.verifier,
  });
  const client = createApiClient({ server, token: granted.access_token });
  const api = createApi(client);
  const me = await api.oauth.verifyCredentials();
  return {
    token: granted.access_token,
    accountId: me.id,
    api,
    client,
    app: { client_id: app.client_id, client_secret: app.client_secret },
    redirectUri: SIGN_IN_REDIRECT,
  };
}
