/**
 * Sign-in follows the server's OAuth metadata, against the sandbox through the session machine's live actors:
 * with the sandbox switch that publishes its sign-in addresses under /oauth2, the browser is sent to
 * /oauth2/authorize, the code is exchanged at /oauth2/token and sign-out revokes at /oauth2/revoke; the document is
 * read once per server. A server without the document (404) is signed in to through the plain /oauth paths,
 * without any failure shown.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { liveSessionMachine } from '../../../src/app/session/live-session';
import { createApi, createApiClient } from '../../../src/services/api';
import { redirectUriFor, SIGN_IN_SCOPES } from '../../../src/domain/auth/auth-config';
import { createAuthStorage } from '../../../src/services/auth/auth-storage';
import { useContractSandbox } from '../../support/contract-sandbox';
import { createTestEnvironment, type TestEnvironment } from './session-test-env';

const ORIGIN = 'https://sandbox.test';
const CLIENT = 'http://127.0.0.1:5173';
const contract = useContractSandbox({ sandbox: { origin: ORIGIN, options: { oauthMetadata: 1 } } });

// the OpenAPI description knows only the plain /oauth paths: the moved ones are undocumented on purpose
// (two sign-ins and one sign-out go through them)
for (const [method, path, times] of [
  ['GET', '/oauth2/authorize', 2],
  ['POST', '/oauth2/authorize', 2],
  ['POST', '/oauth2/token', 2],
  ['POST', '/oauth2/revoke', 1],
] as const)
  contract.recorder.expectViolation({
    method,
    path,
    times,
    where: 'request',
    message: /undocumented operation/,
    reason: 'the sandbox switch publishes its sign-in addresses under /oauth2, which the description does not list',
  });

/** Every request the sandbox received, as `METHOD /path`. */
const traffic: string[] = [];
contract.server.events.on('request:start', ({ request }) => {
  traffic.push(`${request.method} ${new URL(request.url).pathname}`);
});
const sent = (line: string) => traffic.filter((seen) => seen === line).length;

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a person does on the consent page: approve as alice, posting the form where it says. */
async function consent(authorizeUrl: string): Promise<string> {
  const html = await (await fetch(authorizeUrl)).text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(unescape(name!), unescape(value!));
  const alice = /name="account_id" value="([^"]+)"[^>]*>[^<]*@alice<\/label>/.exec(html);
  form.set('account_id', unescape(alice![1]!));
  form.set('decision', 'approve');
  const action = unescape(/<form method="post" action="([^"]+)">/.exec(html)![1]!);
  const answer = await fetch(new URL(action, authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  return answer.headers.get('location') ?? '';
}

const startSession = (env: TestEnvironment) => {
  const actor = createActor(liveSessionMachine(env), {
    input: { redirectUri: redirectUriFor(env.origin), scopes: SIGN_IN_SCOPES },
  });
  actor.start();
  return actor;
};

/** Signs in as alice from a signed-out page of `env`; returns the session after the callback and its page. */
async function signIn(env: TestEnvironment) {
  const first = startSession(env);
  await waitFor(first, (s) => s.matches('signedOut') || s.matches('signedIn'));
  if (first.getSnapshot().matches('signedIn')) first.send({ type: 'ADD_ACCOUNT' });
  first.send({ type: 'SIGN_IN', server: ORIGIN });
  await waitFor(first, (s) => s.matches({ authorising: 'redirected' }) || s.matches('failed'));
  expect(first.getSnapshot().context.failure).toBeNull();
  const authorizeUrl = env.redirects.at(-1)!;
  const callbackUrl = await consent(authorizeUrl);
  first.stop();
  const back = env.reload(callbackUrl);
  const session = startSession(back);
  const done = await waitFor(session, (s) => s.matches('signedIn') || s.matches('failed'), { timeout: 10_000 });
  expect(done.context.failure).toBeNull();
  return { session, env: back, authorizeUrl: new URL(authorizeUrl) };
}

describe('sign-in reads the server OAuth metadata', () => {
  it('follows the authorize, token and revoke addresses the server publishes, reading them once per server', async () => {
    const { session, env, authorizeUrl } = await signIn(createTestEnvironment({ origin: CLIENT }));
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${ORIGIN}/oauth2/authorize`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('scope')).toBe(SIGN_IN_SCOPES);
    expect(sent('POST /oauth2/token')).toBe(1);
    expect(sent('POST /oauth/token')).toBe(0);
    expect(createAuthStorage(env).registrations()[ORIGIN]?.oauth).toEqual({
      authorize: `${ORIGIN}/oauth2/authorize`,
      token: `${ORIGIN}/oauth2/token`,
      revoke: `${ORIGIN}/oauth2/revoke`,
      scopes: SIGN_IN_SCOPES,
    });

    // a second account on the same server: the registration and its addresses are reused, the document not re-read
    session.stop();
    const second = await signIn(env);
    expect(second.authorizeUrl.pathname).toBe('/oauth2/authorize');
    expect(sent('GET /.well-known/oauth-authorization-server')).toBe(1);
    expect(sent('POST /api/v1/apps')).toBe(1);

    // alice signed in again: still one account, whose sign-out revokes at the published address
    const [alice] = second.session.getSnapshot().context.accounts;
    second.session.send({ type: 'SIGN_OUT' });
    await waitFor(second.session, (s) => s.matches('signedOut'));
    expect(sent('POST /oauth2/revoke')).toBe(1);
    expect(sent('POST /oauth/revoke')).toBe(0);
    const api = createApi(createApiClient({ server: ORIGIN, token: alice!.token }));
    await expect(api.oauth.verifyCredentials()).rejects.toMatchObject({ status: 401 });
    second.session.stop();
    await contract.settle();
  });

  it('signs in through the plain /oauth paths, with no failure, when the server has no metadata (404)', async () => {
    contract.sandbox.ctx.options.oauthMetadata = 404;
    traffic.length = 0;
    const { session, env, authorizeUrl } = await signIn(createTestEnvironment({ origin: CLIENT }));
    expect(contract.observed.get('oauth.serverMetadata')?.at(-1)).toBe(404);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${ORIGIN}/oauth/authorize`);
    expect(sent('POST /oauth/token')).toBe(1);
    expect(sent('POST /oauth2/token')).toBe(0);
    expect(session.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(createAuthStorage(env).registrations()[ORIGIN]?.oauth?.token).toBe(`${ORIGIN}/oauth/token`);

    session.send({ type: 'SIGN_OUT' });
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(sent('POST /oauth/revoke')).toBe(1);
    session.stop();
    contract.sandbox.ctx.options.oauthMetadata = 1;
    await contract.settle();
  });
});
