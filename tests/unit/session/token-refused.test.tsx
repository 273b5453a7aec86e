// @vitest-environment jsdom
/**
 * An account whose server revoked its token, through SessionGate with the live session chart: the first 401 is
 * checked with verify_credentials once, no alert is raised (then or for any later 401), and one notice names the
 * account and offers to sign in again (the normal sign-in on its server, landing back in the same account) or to
 * remove it (forgotten without a revoke call). The other account stays signed in.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { SessionGate } from '../../../src/app/session/SessionGate';
import { setUpI18n } from '../../../src/i18n';
import {
  serverCheckMachine,
  type FetchInstanceInput,
  type ServerSummary,
} from '../../../src/machines/server-check.machine';
import type { ActiveSession } from '../../../src/services/app-services/session-types';
import { createAlertQueue, reportError, type AlertQueue } from '../../../src/services/alerts';
import { createFakeOAuthServer, FAKE_SERVER, type FakeOAuthServer } from './fake-oauth-server';
import { createTestEnvironment, type TestEnvironment } from './session-test-env';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const serverCheck = serverCheckMachine.provide({
  actors: {
    fetchInstance: fromPromise<ServerSummary, FetchInstanceInput>(async ({ input }) => ({
      origin: input.origin,
      title: 'Social Example',
      domain: 'social.example',
      version: '4.3.0',
      kmyblue: false,
      capabilities: [],
    })),
  },
});

let container: HTMLDivElement;
let root: Root;
let fake: FakeOAuthServer;
let alerts: AlertQueue;
let sessions: ActiveSession[];

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
/** Waits (at least 10 s: 500 turns of 20 ms) until `find` returns something: the flows cross a fake server. */
async function eventually<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 500; i += 1) {
    const found = find();
    if (found) return found;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error('timed out waiting');
}
const button = (name: string) =>
  eventually(() => [...document.querySelectorAll('button')].find((b) => b.textContent === name));
const press = async (target: HTMLElement) => {
  await act(async () => target.click());
  await flush();
};
const notice = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

/** Loads the home timeline as a screen would, its failure reported under the call's policy. */
function Probe({ session }: { session: ActiveSession }) {
  sessions.push(session);
  const load = () =>
    void session.api.timelines
      .home()
      .catch((error: unknown) => reportError(alerts, error, { callId: 'timelines.home' }));
  return (
    <div>
      <p data-testid="who">signed in as {session.current?.acct}</p>
      <button type="button" onClick={load}>
        Load
      </button>
    </div>
  );
}

async function mount(environment: TestEnvironment) {
  await act(async () => {
    root.render(
      <SessionGate defaultServer="social.example" alerts={alerts} environment={environment} serverCheck={serverCheck}>
        {(session) => <Probe session={session} />}
      </SessionGate>,
    );
  });
  await flush();
}

/** A new page load (the browser back from the consent page, or a reload) with the same storage. */
async function reload(environment: TestEnvironment, href: string): Promise<TestEnvironment> {
  await act(async () => root.unmount());
  root = createRoot(container);
  const next = environment.reload(href);
  await mount(next);
  return next;
}

/** Signs in through the sign-in page and the consent page as `accountId`, adding it when someone is signed in. */
async function signIn(environment: TestEnvironment, accountId: string, adding = false): Promise<TestEnvironment> {
  await mount(environment);
  if (adding) {
    // the callback of the last sign-in finishes asynchronously: the session it hands over comes a moment later
    const session = await eventually(() => sessions.at(-1));
    await act(async () => session.addAccount());
  }
  await press(await button('Check server'));
  const redirected = environment.redirects.length;
  await press(await button('Sign in'));
  const authorizeUrl = await eventually(() => environment.redirects[redirected]);
  return reload(environment, fake.approve(authorizeUrl, accountId));
}

const tokenOf = (accountId: string) =>
  [...fake.tokens].filter(([, record]) => record.accountId === accountId && !record.revoked).at(-1)![0];

/** alice and bob signed in, alice current, and alice's token revoked on the server. */
async function aliceRevoked(): Promise<TestEnvironment> {
  const env = await signIn(await signIn(createTestEnvironment({ fetch: fake.fetch }), '2'), '1', true);
  await eventually(() => sessions.at(-1)?.current?.acct === 'alice@social.example');
  fake.tokens.get(tokenOf('1'))!.revoked = true;
  return env;
}

beforeAll(() => {
  setUpI18n(['en']);
});

beforeEach(() => {
  sessions = [];
  fake = createFakeOAuthServer();
  alerts = createAlertQueue();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('an account whose server refused its token', () => {
  it('gets one notice and no alert; signing in again lands back in the same account', async () => {
    const env = await aliceRevoked();
    const verified = fake.count('GET', '/api/v1/accounts/verify_credentials');
    await press(await button('Load'));
    const shown = await eventually(notice);
    expect(shown.textContent).toContain('@alice@social.example');
    expect(alerts.getSnapshot()).toEqual([]);
    expect(fake.count('GET', '/api/v1/accounts/verify_credentials')).toBe(verified + 1);
    // the account lists mark alice (the switcher says so), not bob
    const refused = (session: ActiveSession) => session.accounts.filter((a) => a.refused).map((a) => a.acct);
    expect(refused(sessions.at(-1)!)).toEqual(['alice@social.example']);
    expect(sessions.at(-1)!.current?.refused).toBe(true);

    // a screen trying again asks nothing more of the server than its own call, and raises nothing
    await press(await button('Load'));
    await eventually(() => fake.count('GET', '/api/v1/timelines/home') === 2);
    await flush(); // the refusal comes back: still no alert and no second check
    expect(fake.count('GET', '/api/v1/accounts/verify_credentials')).toBe(verified + 1);
    expect(alerts.getSnapshot()).toEqual([]);

    const redirected = env.redirects.length;
    await press(await button('Sign in again'));
    const authorizeUrl = new URL(await eventually(() => env.redirects[redirected]));
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${FAKE_SERVER}/oauth/authorize`);
    const back = await reload(env, fake.approve(authorizeUrl.toString(), '1'));
    await eventually(() => sessions.at(-1)?.current?.acct === 'alice@social.example');
    await eventually(() => notice() === null);
    const session = sessions.at(-1)!;
    expect(session.current?.key).toBe(`${FAKE_SERVER}|1`);
    expect(session.accounts.map((a) => a.acct).sort()).toEqual(['alice@social.example', 'bob@social.example']);
    expect(refused(session)).toEqual([]);
    expect(back.href()).toBe('https://tsubame.example/');
  });

  it('removes the account without a revoke call; the other account goes on', async () => {
    await aliceRevoked();
    await press(await button('Load'));
    await eventually(notice);
    const revokes = fake.count('POST', '/oauth/revoke');
    await press(await button('Remove account'));
    await eventually(() => sessions.at(-1)?.current?.acct === 'bob@social.example');
    await eventually(() => notice() === null);
    expect(sessions.at(-1)!.accounts.map((a) => a.acct)).toEqual(['bob@social.example']);
    expect(fake.count('POST', '/oauth/revoke')).toBe(revokes);
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
