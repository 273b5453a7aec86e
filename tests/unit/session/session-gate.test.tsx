// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { SessionGate } from '../../../src/app/session/SessionGate';
import type { ActiveSession } from '../../../src/services/app-services/session-types';
import { setUpI18n } from '../../../src/i18n';
import {
  serverCheckMachine,
  type FetchInstanceInput,
  type ServerSummary,
} from '../../../src/machines/server-check.machine';
import { createAuthStorage } from '../../../src/services/auth/auth-storage';
import { createAlertQueue } from '../../../src/services/alerts';
import { createFakeOAuthServer, FAKE_SERVER, type FakeOAuthServer } from './fake-oauth-server';
import { CLIENT_ORIGIN, createTestEnvironment, type TestEnvironment } from './session-test-env';
import { waitForState } from '../../support/wait-for-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const summary: ServerSummary = {
  origin: FAKE_SERVER,
  title: 'Social Example',
  domain: 'social.example',
  version: '4.3.0',
  kmyblue: false,
  capabilities: [],
};
const serverCheck = serverCheckMachine.provide({
  actors: {
    fetchInstance: fromPromise<ServerSummary, FetchInstanceInput>(async ({ input }) => ({
      ...summary,
      origin: input.origin,
    })),
  },
});

let container: HTMLDivElement;
let root: Root;
let fake: FakeOAuthServer;
let env: TestEnvironment;
let sessions: ActiveSession[];

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
/** Waits (at least 10 s: 500 turns of 20 ms) until `find` returns something: lazy parts load asynchronously. */
async function eventually<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 500; i += 1) {
    const found = find();
    if (found) return found;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error('timed out waiting');
}
/** The button named `name`, once it is there (the sign-in screen and the prompt load on demand). */
const button = (name: string) =>
  eventually(() => [...container.ownerDocument.querySelectorAll('button')].find((b) => b.textContent === name));
const press = async (target: HTMLElement) => {
  await act(async () => target.click());
  await flush();
};
const status = () => container.querySelector('[aria-live="polite"]')?.textContent ?? '';

function Probe({ session }: { session: ActiveSession }) {
  sessions.push(session);
  return (
    <div>
      <p data-testid="who">
        {session.me === null ? `reading ${session.server}` : `signed in as ${session.current?.acct}`}
      </p>
      <button
        type="button"
        onClick={() =>
          session.promptSignIn({ type: 'vote', accountId: '9', statusUri: `${FAKE_SERVER}/users/x/statuses/1` })
        }
      >
        Vote
      </button>
    </div>
  );
}

async function mount(environment: TestEnvironment) {
  await act(async () => {
    root.render(
      <SessionGate
        defaultServer="social.example"
        alerts={createAlertQueue()}
        environment={environment}
        serverCheck={serverCheck}
      >
        {(session) => <Probe session={session} />}
      </SessionGate>,
    );
  });
  await flush();
}

beforeAll(() => {
  setUpI18n(['en']);
});

beforeEach(() => {
  sessions = [];
  fake = createFakeOAuthServer();
  env = createTestEnvironment({ fetch: fake.fetch });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('SessionGate and the sign-in page', () => {
  it('starts the OAuth flow from the Sign in button with the right authorize URL', async () => {
    await mount(env);
    await press(await button('Check server'));
    // the server check answers asynchronously
    await eventually(() => status().includes('Social Example'));
    await press(await button('Sign in'));

    // registering the app and leaving for the consent page takes a few turns (modules load on first use)
    await waitForState(() => expect(env.redirects).toHaveLength(1));
    const url = new URL(env.redirects[0]!);
    expect(url.origin + url.pathname).toBe(`${FAKE_SERVER}/oauth/authorize`);
    const pending = createAuthStorage(env).pending()!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: `${CLIENT_ORIGIN}/oauth/callback`,
      scope: 'read write follow push',
      state: pending.state,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    // the step under way is announced and the button is unavailable (React draws it after the chart has moved on)
    await eventually(() => status().includes('Opening the sign-in page of social.example'));
    expect((await button('Signing in…')).getAttribute('aria-disabled')).toBe('true');
  });

  it('finishes on the callback page load and hands the app an API bound to the token', async () => {
    await mount(env);
    await press(await button('Check server'));
    await press(await button('Sign in'));
    // the app is registered with the server before the page leaves for its consent page (slow under a loaded machine)
    const callbackUrl = fake.approve(await eventually(() => env.redirects[0]), '1');
    await act(async () => root.unmount());

    root = createRoot(container);
    const back = env.reload(callbackUrl);
    await mount(back);
    await eventually(() => container.textContent?.includes('signed in as alice@social.example'));
    expect(back.href()).toBe(`${CLIENT_ORIGIN}/`);
    const session = sessions.at(-1)!;
    expect(session.api).toBeDefined();
    expect(session.me).toBe('1');
    expect(session.store.currentAccountId).toBe('1');
    expect(session.accounts[0]).not.toHaveProperty('token');
  });

  it('announces a refused callback on the sign-in page', async () => {
    await mount(env.reload(`${CLIENT_ORIGIN}/oauth/callback?code=stolen&state=guess`));
    await eventually(() => status().includes('does not belong to a sign-in started in this browser'));
    expect(fake.requests).toHaveLength(0);
  });

  it('switches accounts without a reload: each account has its own store, kept across switches', async () => {
    const first = await signedInVia(env, '1');
    const second = await signedInVia(first, '2', true);
    await mount(second);
    // the callback finishes asynchronously; wait for the session it hands over (slow under a loaded machine)
    await eventually(() => sessions.at(-1)?.current?.acct === 'bob@social.example');
    const bob = sessions.at(-1)!;
    expect(bob.current?.acct).toBe('bob@social.example');
    expect(bob.accounts.map((a) => a.acct)).toEqual(['alice@social.example', 'bob@social.example']);

    await act(async () => bob.switchAccount(`${FAKE_SERVER}|1`));
    await eventually(() => container.textContent?.includes('signed in as alice@social.example'));
    const alice = sessions.at(-1)!;
    expect(alice.current?.acct).toBe('alice@social.example');
    expect(alice.store).not.toBe(bob.store);
    expect(alice.store.currentAccountId).toBe('1');

    await act(async () => alice.switchAccount(`${FAKE_SERVER}|2`));
    await eventually(() => container.textContent?.includes('signed in as bob@social.example'));
    expect(sessions.at(-1)!.store).toBe(bob.store);
  });

  it('reads a server signed out and opens the interaction prompt for a vote', async () => {
    await mount(env);
    await press(await button('Check server'));
    await press(await button('Browse social.example without signing in'));
    await eventually(() => container.textContent?.includes(`reading ${FAKE_SERVER}`));
    expect(sessions.at(-1)!.me).toBeNull();

    const vote = await button('Vote');
    vote.focus();
    await press(vote);
    const dialog = await eventually(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    expect(dialog.textContent).toContain('Vote in this poll');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    // focus moves into the dialog
    await eventually(() => dialog.contains(document.activeElement));

    await act(async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await eventually(() => document.querySelector('[role="dialog"]') === null);
    // focus goes back to the control that opened the prompt
    await eventually(() => document.activeElement === vote);

    await press(vote);
    await press(await button('Sign in on social.example'));
    await eventually(() => env.redirects.length > 0);
    expect(env.redirects).toHaveLength(1);
    expect(new URL(env.redirects[0]!).searchParams.get('code_challenge_method')).toBe('S256');
  });
});

/** Storage as it is after signing in as `accountId` (through the live flow, without React). */
async function signedInVia(environment: TestEnvironment, accountId: string, adding = false): Promise<TestEnvironment> {
  await mount(environment);
  if (adding) {
    // the callback of the last sign-in finishes asynchronously: the session it hands over comes a moment later
    const session = await eventually(() => sessions.at(-1));
    await act(async () => session.addAccount());
  }
  await press(await button('Check server'));
  const redirected = environment.redirects.length;
  await press(await button('Sign in'));
  // the app is registered with the server before the page leaves for its consent page (slow under a loaded machine)
  const authorizeUrl = await eventually(() => environment.redirects[redirected]);
  const callbackUrl = fake.approve(authorizeUrl, accountId);
  await act(async () => root.unmount());
  root = createRoot(container);
  return environment.reload(callbackUrl);
}
