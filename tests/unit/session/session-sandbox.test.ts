/**
 * The real sign-in flow against the sandbox, through the session machine's live actors: app registration,
 * the consent page (followed by a fake browser: GET /oauth/authorize, POST the form as alice), the callback
 * page load, the PKCE code exchange and verify_credentials; then sign-out revokes the token.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { liveSessionMachine } from '../../../src/app/session/live-session';
import { createApi, createApiClient } from '../../../src/services/api';
import { redirectUriFor, SIGN_IN_SCOPES } from '../../../src/domain/auth/auth-config';
import { createAuthStorage, STORAGE_KEYS } from '../../../src/services/auth/auth-storage';
import { ApiError } from '../../../src/domain/errors/api-error';
import { useContractSandbox } from '../../support/contract-sandbox';
import { createTestEnvironment, type TestEnvironment } from './session-test-env';

const ORIGIN = 'https://sandbox.test';
const sandbox = useContractSandbox({ sandbox: { origin: ORIGIN } });

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a person does on the consent page: choose @username, approve. Returns the URL the server sends back. */
async function consent(authorizeUrl: string, username: string): Promise<string> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(unescape(name!), unescape(value!));
  const choice = [...html.matchAll(/name="account_id" value="([^"]+)"[^>]*>([^<]*)<\/label>/g)].find(([, , label]) =>
    label!.trim().endsWith(`@${username}`),
  );
  if (!choice) throw new Error(`the consent page offers no @${username}`);
  form.set('account_id', unescape(choice[1]!));
  form.set('decision', 'approve');
  const answer = await fetch(new URL('/oauth/authorize', ORIGIN), { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`POST /oauth/authorize answered ${answer.status} without a redirect`);
  return location;
}

/** A browser: redirects follow the consent page as `username`. */
function browser(env: TestEnvironment, username: string) {
  let followed: Promise<string> | null = null;
  env.redirect = (url) => {
    env.redirects.push(url);
    followed = consent(url, username);
  };
  return { callback: () => followed ?? Promise.reject(new Error('no redirect happened')) };
}

const startSession = (env: TestEnvironment) => {
  const actor = createActor(liveSessionMachine(env), {
    input: { redirectUri: redirectUriFor(env.origin), scopes: SIGN_IN_SCOPES },
  });
  actor.start();
  return actor;
};

describe('sign-in against the sandbox', () => {
  it('signs in as alice through the consent page, then signs out and the token stops working', async () => {
    const env = createTestEnvironment({ origin: 'http://127.0.0.1:5173' });
    const person = browser(env, 'alice');

    const first = startSession(env);
    await waitFor(first, (s) => s.matches('signedOut'));
    first.send({ type: 'SIGN_IN', server: ORIGIN });
    await waitFor(first, (s) => s.matches({ authorising: 'redirected' }));
    const callbackUrl = await person.callback();
    expect(new URL(callbackUrl).origin + new URL(callbackUrl).pathname).toBe('http://127.0.0.1:5173/oauth/callback');
    first.stop();

    // the browser comes back on /oauth/callback: a new page load with the same storage
    const back = env.reload(callbackUrl);
    const session = startSession(back);
    const signedIn = await waitFor(session, (s) => s.matches('signedIn') || s.matches('failed'), { timeout: 10_000 });
    expect(signedIn.context.failure).toBeNull();
    const current = signedIn.context.accounts.find((a) => a.key === signedIn.context.currentKey)!;
    expect(current.acct).toBe('alice@sandbox.test');
    expect(back.href()).toBe('http://127.0.0.1:5173/');
    expect(back.local.getItem(STORAGE_KEYS.accounts)).toContain(current.token);

    const api = createApi(createApiClient({ server: ORIGIN, token: current.token }));
    const me = await api.oauth.verifyCredentials();
    expect(me.username).toBe('alice');
    expect(me.id).toBe(current.accountId);
    expect(sandbox.observed.get('oauth.registerApp')).toEqual([200]);
    expect(sandbox.observed.get('oauth.token')).toEqual([200]);

    session.send({ type: 'SIGN_OUT' });
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(sandbox.observed.get('oauth.revoke')).toEqual([200]);
    expect(createAuthStorage(back).accounts()).toEqual([]);
    const refused = await api.oauth.verifyCredentials().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    session.stop();
    await sandbox.settle();
  });
});
