import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { liveSessionMachine } from '../../../src/app/session/live-session';
import type { SessionMachine } from '../../../src/machines/session.machine';
import { pkceChallenge } from '../../../src/services/api/pkce';
import { redirectUriFor, SIGN_IN_SCOPES } from '../../../src/domain/auth/auth-config';
import { createAuthStorage, STORAGE_KEYS } from '../../../src/services/auth/auth-storage';
import { createFakeOAuthServer, FAKE_SERVER, type FakeOAuthServer } from './fake-oauth-server';
import { CLIENT_ORIGIN, createTestEnvironment, type TestEnvironment } from './session-test-env';

type SessionActor = ActorRefFrom<SessionMachine>;

function start(env: TestEnvironment, onRevokeFailed?: (error: unknown) => void): SessionActor {
  const actor = createActor(liveSessionMachine(env, { onRevokeFailed }), {
    input: { redirectUri: redirectUriFor(env.origin), scopes: SIGN_IN_SCOPES },
  });
  actor.start();
  return actor;
}

const settled = (actor: SessionActor) =>
  waitFor(
    actor,
    (s) =>
      !s.matches('booting') &&
      !s.matches('registering') &&
      !s.matches({ authorising: 'preparing' }) &&
      !s.matches('exchanging'),
  );

/** Signs in as `accountId` through a page load on the callback, the way a browser does. */
async function signIn(fake: FakeOAuthServer, env: TestEnvironment, accountId = '1', actor?: SessionActor) {
  const first = actor ?? start(env);
  await settled(first);
  first.send(first.getSnapshot().matches('signedIn') ? { type: 'ADD_ACCOUNT' } : { type: 'STOP_BROWSING' });
  first.send({ type: 'SIGN_IN', server: 'social.example' });
  await waitFor(first, (s) => s.matches({ authorising: 'redirected' }));
  const callbackUrl = fake.approve(env.redirects.at(-1)!, accountId);
  first.stop();
  const back = env.reload(callbackUrl);
  const second = start(back);
  await settled(second);
  return { actor: second, env: back };
}

describe('live session: starting a sign-in', () => {
  it('sends the browser to /oauth/authorize with PKCE S256 and a fresh random state, kept in sessionStorage', async () => {
    const fake = createFakeOAuthServer();
    const env = createTestEnvironment({ fetch: fake.fetch, href: `${CLIENT_ORIGIN}/public/local` });
    const actor = start(env);
    await settled(actor);
    actor.send({ type: 'SIGN_IN', server: 'social.example' });
    await waitFor(actor, (s) => s.matches({ authorising: 'redirected' }));

    const url = new URL(env.redirects[0]!);
    expect(url.origin + url.pathname).toBe(`${FAKE_SERVER}/oauth/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: `${CLIENT_ORIGIN}/oauth/callback`,
      scope: 'read write follow push',
      code_challenge_method: 'S256',
    });
    const pending = createAuthStorage(env).pending();
    expect(pending).toMatchObject({ server: FAKE_SERVER, state: params.state, return_to: '/public/local' });
    expect(params.state!.length).toBeGreaterThanOrEqual(20);
    // the challenge is base64url(sha256(verifier)); the verifier itself never leaves the browser
    expect(params.code_challenge).toBe(await pkceChallenge(pending!.code_verifier));
    expect(env.redirects[0]).not.toContain(pending!.code_verifier);
    expect(env.local.getItem(STORAGE_KEYS.pending)).toBeNull();

    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'SIGN_IN', server: 'social.example' });
    await waitFor(actor, (s) => s.matches({ authorising: 'redirected' }));
    const again = new URL(env.redirects[1]!).searchParams;
    expect(again.get('state')).not.toBe(params.state);
    expect(again.get('code_challenge')).not.toBe(params.code_challenge);
    actor.stop();
  });

  it('registers the app once per server and reuses the cached registration, also after a reload', async () => {
    const fake = createFakeOAuthServer();
    const env = createTestEnvironment({ fetch: fake.fetch });
    const actor = start(env);
    await settled(actor);
    actor.send({ type: 'SIGN_IN', server: 'https://social.example' });
    await waitFor(actor, (s) => s.matches({ authorising: 'redirected' }));
    expect(fake.count('POST', '/api/v1/apps')).toBe(1);
    const registered = fake.requests.find((r) => r.url.pathname === '/api/v1/apps')!.body as Record<string, unknown>;
    expect(registered).toMatchObject({
      client_name: 'Tsubame',
      redirect_uris: [`${CLIENT_ORIGIN}/oauth/callback`],
      scopes: SIGN_IN_SCOPES,
    });
    // the fake server has no OAuth metadata (404): the plain paths are kept with the registration
    expect(createAuthStorage(env).registrations()[FAKE_SERVER]).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      redirect_uri: `${CLIENT_ORIGIN}/oauth/callback`,
      scopes: SIGN_IN_SCOPES,
      oauth: {
        authorize: `${FAKE_SERVER}/oauth/authorize`,
        token: `${FAKE_SERVER}/oauth/token`,
        revoke: `${FAKE_SERVER}/oauth/revoke`,
        scopes: SIGN_IN_SCOPES,
      },
    });
    expect(fake.count('GET', '/.well-known/oauth-authorization-server')).toBe(1);
    actor.stop();

    const later = start(env.reload(`${CLIENT_ORIGIN}/`));
    await settled(later);
    later.send({ type: 'SIGN_IN', server: 'social.example' });
    await waitFor(later, (s) => s.matches({ authorising: 'redirected' }));
    expect(fake.count('POST', '/api/v1/apps')).toBe(1);
    expect(fake.count('GET', '/.well-known/oauth-authorization-server')).toBe(1);
    later.stop();
  });

  it('accepts http:// only for loopback servers', async () => {
    const env = createTestEnvironment({ fetch: createFakeOAuthServer().fetch });
    const actor = start(env);
    await settled(actor);
    actor.send({ type: 'SIGN_IN', server: 'http://social.example' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'insecure-address' });
    actor.send({ type: 'BROWSE', server: 'http://127.0.0.1:4000' });
    expect(actor.getSnapshot().matches({ signedOut: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.server).toBe('http://127.0.0.1:4000');
    actor.stop();
  });

  it('keeps reading the same server signed out across a reload, until reading stops', async () => {
    const env = createTestEnvironment({ fetch: createFakeOAuthServer().fetch });
    const actor = start(env);
    await settled(actor);
    actor.send({ type: 'BROWSE', server: 'social.example' });
    actor.stop();

    const reloaded = start(env.reload(`${CLIENT_ORIGIN}/public/local`));
    await settled(reloaded);
    expect(reloaded.getSnapshot().matches({ signedOut: 'browsing' })).toBe(true);
    expect(reloaded.getSnapshot().context.server).toBe(FAKE_SERVER);
    reloaded.send({ type: 'STOP_BROWSING' });
    reloaded.stop();

    const again = start(env.reload(`${CLIENT_ORIGIN}/`));
    await settled(again);
    expect(again.getSnapshot().matches({ signedOut: 'choosing' })).toBe(true);
    again.stop();
  });
});

describe('live session: coming back from the server', () => {
  it('exchanges the code with the verifier, keeps the token in localStorage only and cleans the address', async () => {
    const fake = createFakeOAuthServer();
    const { actor, env } = await signIn(
      fake,
      createTestEnvironment({ fetch: fake.fetch, href: `${CLIENT_ORIGIN}/@bob/1` }),
    );
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);

    const exchange = fake.requests.find((r) => r.url.pathname === '/oauth/token')!;
    expect(exchange.body).toBeInstanceOf(URLSearchParams);
    const form = exchange.body as URLSearchParams;
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    expect(form.get('redirect_uri')).toBe(`${CLIENT_ORIGIN}/oauth/callback`);

    const [issued] = [...fake.tokens.keys()];
    const [account] = createAuthStorage(env).accounts();
    expect(account).toMatchObject({
      key: `${FAKE_SERVER}|1`,
      acct: 'alice@social.example',
      displayName: 'Alice',
      token: issued,
    });
    expect(fake.tokens.get(issued!)?.accountId).toBe('1');
    // the callback's code and state leave the address bar at once; the person lands where they started
    expect(env.href()).toBe(`${CLIENT_ORIGIN}/@bob/1`);
    for (const address of [...env.addresses, ...env.redirects]) expect(address).not.toContain(issued);
    expect(env.session.getItem(STORAGE_KEYS.pending)).toBeNull();
    actor.stop();
  });

  it('refuses a callback whose state is not the one stored, and exchanges nothing', async () => {
    const fake = createFakeOAuthServer();
    const env = createTestEnvironment({ fetch: fake.fetch });
    const actor = start(env);
    await settled(actor);
    actor.send({ type: 'SIGN_IN', server: 'social.example' });
    await waitFor(actor, (s) => s.matches({ authorising: 'redirected' }));
    const forged = new URL(fake.approve(env.redirects[0]!));
    forged.searchParams.set('state', 'attacker-chosen');
    actor.stop();

    const back = env.reload(forged.toString());
    const returned = start(back);
    await settled(returned);
    expect(returned.getSnapshot().matches('failed')).toBe(true);
    expect(returned.getSnapshot().context.failure).toEqual({ kind: 'state-mismatch' });
    expect(fake.count('POST', '/oauth/token')).toBe(0);
    expect(back.href()).toBe(`${CLIENT_ORIGIN}/`);
    // the pending sign-in is single use
    expect(back.session.getItem(STORAGE_KEYS.pending)).toBeNull();
    returned.stop();
  });

  it('refuses a callback when no sign-in was started in this browser', async () => {
    const fake = createFakeOAuthServer();
    const env = createTestEnvironment({
      fetch: fake.fetch,
      href: `${CLIENT_ORIGIN}/oauth/callback?code=abc&state=xyz`,
    });
    const actor = start(env);
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'state-mismatch' });
    expect(fake.requests).toHaveLength(0);
    actor.stop();
  });

  it('reports a refusal on the consent page as declined', async () => {
    const fake = createFakeOAuthServer();
    const env = createTestEnvironment({ fetch: fake.fetch });
    const actor = start(env);
    await settled(actor);
    actor.send({ type: 'SIGN_IN', server: 'social.example' });
    await waitFor(actor, (s) => s.matches({ authorising: 'redirected' }));
    actor.send({
      type: 'CALLBACK',
      callback: { code: null, state: null, error: 'access_denied', errorDescription: null, receivedAt: env.now() },
    });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'denied' });
    actor.stop();
  });

  it('forgets a registration the server no longer knows, so the retry registers again', async () => {
    const fake = createFakeOAuthServer();
    const env = createTestEnvironment({ fetch: fake.fetch });
    const actor = start(env);
    await settled(actor);
    actor.send({ type: 'SIGN_IN', server: 'social.example' });
    await waitFor(actor, (s) => s.matches({ authorising: 'redirected' }));
    fake.faults.token = 401;
    actor.send({
      type: 'CALLBACK',
      callback: {
        code: 'x',
        state: actor.getSnapshot().context.pending!.state,
        error: null,
        errorDescription: null,
        receivedAt: env.now(),
      },
    });
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: 'request-failed',
      step: 'token',
      status: 401,
      message: 'Client authentication failed.',
    });
    expect(createAuthStorage(env).registrations()).toEqual({});
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ authorising: 'redirected' }));
    expect(fake.count('POST', '/api/v1/apps')).toBe(2);
    actor.stop();
  });
});

describe('live session: accounts', () => {
  it('switches between accounts without losing either, and remembers the choice', async () => {
    const fake = createFakeOAuthServer();
    const first = await signIn(fake, createTestEnvironment({ fetch: fake.fetch }), '1');
    const second = await signIn(fake, first.env, '2', first.actor);
    const actor = second.actor;
    // adding an account on the same server asks the server for a fresh login
    expect(new URL(first.env.redirects.at(-1)!).searchParams.get('force_login')).toBe('true');
    expect(actor.getSnapshot().context.accounts.map((a) => a.acct)).toEqual([
      'alice@social.example',
      'bob@social.example',
    ]);
    expect(actor.getSnapshot().context.currentKey).toBe(`${FAKE_SERVER}|2`);

    actor.send({ type: 'SWITCH_ACCOUNT', key: `${FAKE_SERVER}|1` });
    expect(actor.getSnapshot().context.currentKey).toBe(`${FAKE_SERVER}|1`);
    expect(createAuthStorage(second.env).currentKey()).toBe(`${FAKE_SERVER}|1`);
    actor.send({ type: 'SWITCH_ACCOUNT', key: 'https://elsewhere.example|9' });
    expect(actor.getSnapshot().context.currentKey).toBe(`${FAKE_SERVER}|1`);

    // a reload restores both, current alice
    actor.stop();
    const reloaded = start(second.env.reload(`${CLIENT_ORIGIN}/home`));
    await settled(reloaded);
    expect(reloaded.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(reloaded.getSnapshot().context.currentKey).toBe(`${FAKE_SERVER}|1`);
    expect(reloaded.getSnapshot().context.accounts).toHaveLength(2);
    reloaded.stop();
  });

  it('revokes the token on sign-out, forgets it, and moves to the remaining account', async () => {
    const fake = createFakeOAuthServer();
    const first = await signIn(fake, createTestEnvironment({ fetch: fake.fetch }), '1');
    const { actor, env } = await signIn(fake, first.env, '2', first.actor);
    const bobToken = actor.getSnapshot().context.accounts.find((a) => a.accountId === '2')!.token;

    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    const revoke = fake.requests.find((r) => r.url.pathname === '/oauth/revoke')!;
    expect(Object.fromEntries(revoke.body as URLSearchParams)).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      token: bobToken,
    });
    expect(fake.tokens.get(bobToken)?.revoked).toBe(true);
    expect(actor.getSnapshot().context.currentKey).toBe(`${FAKE_SERVER}|1`);
    expect(env.local.getItem(STORAGE_KEYS.accounts)).not.toContain(bobToken);

    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(createAuthStorage(env).accounts()).toEqual([]);
    expect(createAuthStorage(env).currentKey()).toBeNull();
    actor.stop();
  });

  it('forgets the account even when the server cannot be reached to revoke, and says so', async () => {
    const fake = createFakeOAuthServer();
    const onRevokeFailed = vi.fn();
    const { env } = await signIn(fake, createTestEnvironment({ fetch: fake.fetch }), '1');
    const actor = start(env.reload(`${CLIENT_ORIGIN}/`), onRevokeFailed);
    await settled(actor);
    fake.faults.revoke = true;
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(onRevokeFailed).toHaveBeenCalledTimes(1);
    expect(createAuthStorage(env).accounts()).toEqual([]);
    actor.stop();
  });
});

describe('live session: server-embedded initial state', () => {
  /** A page carrying `<script id="initial-state" type="application/json">json</script>`. */
  const page = (json: string): Pick<Document, 'getElementById'> => ({
    getElementById: (id: string) =>
      id === 'initial-state'
        ? ({
            tagName: 'SCRIPT',
            textContent: json,
            getAttribute: (name: string) => (name === 'type' ? 'application/json' : null),
          } as unknown as HTMLElement)
        : null,
  });

  it('boots signed in from an embedded state with a token, without storing that token', async () => {
    const state = {
      meta: { access_token: 'web-token', me: '7', domain: 'tsubame.example' },
      accounts: {
        7: { id: '7', username: 'mika', acct: 'mika', display_name: 'Mika', avatar: 'https://tsubame.example/m.png' },
      },
    };
    const env = createTestEnvironment({ document: page(JSON.stringify(state)) });
    const actor = start(env);
    await settled(actor);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.accounts[0]).toMatchObject({
      key: `${CLIENT_ORIGIN}|7`,
      token: 'web-token',
      embedded: true,
    });
    actor.send({ type: 'SWITCH_ACCOUNT', key: `${CLIENT_ORIGIN}|7` });
    expect(env.local.getItem(STORAGE_KEYS.accounts) ?? '').not.toContain('web-token');
    actor.stop();
  });

  it('reads the embedding server signed out when the state has no token, and ignores a malformed one', async () => {
    const signedOut = start(
      createTestEnvironment({ document: page(JSON.stringify({ meta: { domain: 'tsubame.example' } })) }),
    );
    await settled(signedOut);
    expect(signedOut.getSnapshot().matches({ signedOut: 'browsing' })).toBe(true);
    expect(signedOut.getSnapshot().context.server).toBe(CLIENT_ORIGIN);
    signedOut.stop();

    const malformed = start(createTestEnvironment({ document: page('{"meta": {"access_token": "x", "me": "1"') }));
    await settled(malformed);
    expect(malformed.getSnapshot().matches({ signedOut: 'choosing' })).toBe(true);
    malformed.stop();
  });
});
