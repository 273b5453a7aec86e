import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  sessionMachine,
  type AuthorisationStart,
  type BootData,
  type PersistParams,
  type SessionEvent,
} from '../../src/machines/session.machine';
import { ApiError } from '../../src/domain/errors/api-error';
import type { AppCredentials, OAuthCallback, PendingSignIn, SessionAccount } from '../../src/domain/auth/auth-types';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const SERVER = 'https://social.example';
const REDIRECT = 'https://tsubame.example/oauth/callback';
const SCOPES = 'read write follow push';
const registration: AppCredentials = {
  client_id: 'client-1',
  client_secret: 'secret-1',
  redirect_uri: REDIRECT,
  scopes: SCOPES,
};

const profile = (id: string, name: string): Omit<SessionAccount, 'token'> => ({
  key: `${SERVER}|${id}`,
  server: SERVER,
  accountId: id,
  acct: `${name}@social.example`,
  displayName: name,
  avatar: '',
});
const alice = profile('1', 'alice');
const bob = profile('2', 'bob');
/** bob's profile after he changed his name and avatar on the server */
const renamedBob = { ...bob, displayName: 'Bobby', avatar: `${SERVER}/system/media/uploads/bob-new.png` };

const start: AuthorisationStart = {
  state: 'state-1',
  codeVerifier: 'verifier-1',
  codeChallenge: 'challenge-1',
  startedAt: 1_000,
  returnTo: '/home',
  // made by the live step (app/session/sign-in-steps.ts, tested in tests/unit/auth/oauth-endpoints.test.ts)
  url: `${SERVER}/oauth/authorize?state=state-1&code_challenge=challenge-1`,
};
const pending: PendingSignIn = {
  server: SERVER,
  state: 'state-1',
  code_verifier: 'verifier-1',
  started_at: 1_000,
  return_to: '/home',
};
const callback = (over: Partial<OAuthCallback>): OAuthCallback => ({
  code: 'code-1',
  state: 'state-1',
  error: null,
  errorDescription: null,
  receivedAt: 2_000,
  ...over,
});

const emptyBoot: BootData = {
  accounts: [],
  currentKey: null,
  registrations: {},
  pending: null,
  callback: null,
  browse: null,
};
const boots: BootData[] = [
  emptyBoot,
  // two signed-in accounts, alice current, registration cached
  {
    ...emptyBoot,
    accounts: [
      { ...alice, token: 'token-a' },
      { ...bob, token: 'token-b' },
    ],
    currentKey: alice.key,
    registrations: { [SERVER]: registration },
  },
  // back from the consent page
  { ...emptyBoot, registrations: { [SERVER]: registration }, pending, callback: callback({}) },
  // an embedded signed-out state
  { ...emptyBoot, browse: SERVER },
];

const httpError = (status: number, body: Record<string, string>) =>
  new ApiError({
    kind: 'response',
    status,
    message: body.error ?? 'error',
    serverMessage: body.error ?? null,
    data: body,
  });

/** Effects the machine performs through injected actions, reset at the start of every path. */
const effects = {
  persisted: [] as PersistParams[],
  redirects: [] as string[],
  pendingSaved: [] as PendingSignIn[],
  pendingCleared: 0,
  browsing: [] as Array<string | null>,
  halted: [] as string[],
};

const machine = sessionMachine.provide({
  actions: {
    persist: (_, params) => void effects.persisted.push(structuredClone(params)),
    savePending: (_, params) => void effects.pendingSaved.push(params.pending),
    clearPending: () => void (effects.pendingCleared += 1),
    redirect: (_, params) => void effects.redirects.push(params.url),
    reportRevokeFailure: () => {},
    rememberBrowsing: (_, params) => void effects.browsing.push(params.server),
    haltAccount: (_, params) => void effects.halted.push(params.key),
  },
});

type Sample = SessionEvent | EventObject;

const userEvents: Sample[] = [
  { type: 'SIGN_IN', server: 'social.example' },
  { type: 'SIGN_IN', server: 'http://social.example' },
  { type: 'BROWSE', server: 'social.example' },
  { type: 'BROWSE', server: 'http://social.example' },
  { type: 'STOP_BROWSING' },
  { type: 'SWITCH_ACCOUNT', key: bob.key },
  { type: 'SWITCH_ACCOUNT', key: `${SERVER}|404` },
  { type: 'PROFILE_CHANGED', profile: renamedBob },
  { type: 'PROFILE_CHANGED', profile: profile('404', 'stranger') },
  { type: 'SIGN_OUT' },
  { type: 'SIGN_OUT', key: bob.key },
  { type: 'ADD_ACCOUNT' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'BACK' },
];

/**
 * The server refuses a token: alice's, bob's, and a token alice no longer holds (a late answer to an old one). Sent
 * only while signed in (the chart takes them in any state; elsewhere they would only multiply the paths).
 */
const refusalEvents: Sample[] = [
  { type: 'TOKEN_REFUSED', key: alice.key, token: 'token-a' },
  { type: 'TOKEN_REFUSED', key: bob.key, token: 'token-b' },
  { type: 'TOKEN_REFUSED', key: alice.key, token: 'token-old' },
];

/** Sample events per state, kept small so the model stays finite and readable. */
function events(snapshot: AnyMachineSnapshot): Sample[] {
  if (snapshot.matches('booting'))
    return [
      ...boots.map((boot) => doneEvent('restoreSession', boot)),
      errorEvent('restoreSession', new Error('storage refused')),
    ];
  if (snapshot.matches('registering')) {
    return [
      ...userEvents,
      doneEvent('registerApp', registration),
      errorEvent('registerApp', httpError(422, { error: 'Validation failed' })),
    ];
  }
  if (snapshot.matches({ authorising: 'preparing' })) {
    return [
      ...userEvents,
      doneEvent('prepareAuthorisation', start),
      errorEvent('prepareAuthorisation', new Error('no WebCrypto')),
    ];
  }
  if (snapshot.matches({ authorising: 'redirected' })) {
    return [
      ...userEvents,
      { type: 'CALLBACK', callback: callback({}) },
      { type: 'CALLBACK', callback: callback({ state: 'forged' }) },
      {
        type: 'CALLBACK',
        callback: callback({
          code: null,
          error: 'access_denied',
          errorDescription: 'The resource owner denied the request.',
        }),
      },
      {
        type: 'CALLBACK',
        callback: callback({ code: null, error: 'invalid_scope', errorDescription: 'The requested scope is invalid.' }),
      },
      { type: 'CALLBACK', callback: callback({ receivedAt: 1_000 + 31 * 60 * 1000 }) },
    ];
  }
  if (snapshot.matches({ exchanging: 'token' })) {
    return [
      doneEvent('exchangeCode', 'token-new'),
      errorEvent(
        'exchangeCode',
        httpError(400, { error: 'invalid_grant', error_description: 'The authorization code is invalid.' }),
      ),
      errorEvent(
        'exchangeCode',
        httpError(401, { error: 'invalid_client', error_description: 'Client authentication failed.' }),
      ),
    ];
  }
  if (snapshot.matches({ exchanging: 'account' })) {
    return [
      doneEvent('verifyAccount', alice),
      errorEvent('verifyAccount', new ApiError({ kind: 'network', message: 'offline' })),
    ];
  }
  if (snapshot.matches({ signedIn: 'signingOut' })) {
    return [
      doneEvent('revokeToken', undefined),
      errorEvent('revokeToken', new ApiError({ kind: 'network', message: 'offline' })),
    ];
  }
  if (snapshot.matches({ signedIn: 'active' }) || snapshot.matches({ signedIn: 'refused' }))
    return [...userEvents, ...refusalEvents];
  return userEvents;
}

const lastOf = <T>(list: readonly T[]): T | undefined => list[list.length - 1];

describeModel({
  name: 'session',
  machine,
  input: { redirectUri: REDIRECT, scopes: SCOPES },
  scriptedActors: [
    'restoreSession',
    'registerApp',
    'prepareAuthorisation',
    'exchangeCode',
    'verifyAccount',
    'revokeToken',
  ],
  events: events as never,
  limit: 50_000,
  expectations: {
    booting: () => {
      effects.persisted = [];
      effects.redirects = [];
      effects.pendingSaved = [];
      effects.pendingCleared = 0;
      effects.browsing = [];
      effects.halted = [];
    },
    registering: (snapshot, scripted) => {
      expect(snapshot.context.server).toBe(SERVER);
      expect(scripted.lastCall('registerApp')?.input).toEqual({
        server: SERVER,
        redirectUri: REDIRECT,
        scopes: SCOPES,
      });
    },
    'authorising.preparing': (snapshot, scripted) => {
      // a registration is at hand (cached or just made) before anything random is drawn
      expect(snapshot.context.registrations[SERVER]).toEqual(registration);
      // the step gets what the consent page's address is made of: the registration's client, the wanted scopes
      // (this registration was made before metadata was read), and whether an account of the server is signed in
      expect(scripted.lastCall('prepareAuthorisation')?.input).toEqual({
        server: SERVER,
        clientId: 'client-1',
        redirectUri: REDIRECT,
        scope: SCOPES,
        forceLogin: snapshot.context.accounts.some((account) => account.server === SERVER),
      });
    },
    'authorising.redirected': (snapshot) => {
      // the pending sign-in was stored before the browser left, for the consent page the step chose
      expect(lastOf(effects.pendingSaved)).toEqual(snapshot.context.pending);
      expect(lastOf(effects.redirects)).toBe(start.url);
    },
    'exchanging.token': (snapshot, scripted) => {
      expect(effects.pendingCleared).toBeGreaterThan(0);
      expect(scripted.lastCall('exchangeCode')?.input).toEqual({
        server: SERVER,
        credentials: registration,
        code: 'code-1',
        codeVerifier: 'verifier-1',
        redirectUri: REDIRECT,
      });
      expect(snapshot.context.callback?.state).toBe(snapshot.context.pending?.state);
    },
    'exchanging.account': (_snapshot, scripted) => {
      expect(scripted.lastCall('verifyAccount')?.input).toEqual({ server: SERVER, token: 'token-new' });
    },
    signedIn: (snapshot) => {
      const { accounts, currentKey } = snapshot.context;
      expect(accounts.some((a) => a.key === currentKey)).toBe(true);
      // a changed profile takes the stored name and avatar, never the token
      const renamed = accounts.find((a) => a.displayName === renamedBob.displayName);
      if (renamed) expect(renamed).toEqual({ ...renamedBob, token: 'token-b' });
      expect(snapshot.context.pending).toBeNull();
      const persisted = lastOf(effects.persisted);
      if (persisted) {
        expect(persisted.accounts).toEqual(accounts);
        expect(persisted.currentKey).toBe(currentKey);
      }
      // every refused account is one still held, and was halted
      for (const key of snapshot.context.refused) {
        expect(accounts.some((a) => a.key === key)).toBe(true);
        expect(effects.halted).toContain(key);
      }
    },
    'signedIn.active': (snapshot) => {
      const { currentKey, refused } = snapshot.context;
      expect(refused).not.toContain(currentKey);
    },
    'signedIn.refused': (snapshot) => {
      const { accounts, currentKey, refused } = snapshot.context;
      expect(refused).toContain(currentKey);
      // what runs for the account against its server was told to stop
      expect(effects.halted).toContain(currentKey);
      expect(accounts.some((a) => a.key === currentKey)).toBe(true);
    },
    'signedIn.signingOut': (snapshot, scripted) => {
      const leaving = snapshot.context.accounts.find((a) => a.key === snapshot.context.signingOut);
      // revoked with the server's registration; none after the server disowned the client (invalid_client), and
      // none for a token the server already refused (only forgotten)
      const refused = snapshot.context.refused.includes(snapshot.context.signingOut ?? '');
      const credentials = refused ? null : (snapshot.context.registrations[SERVER] ?? null);
      expect(scripted.lastCall('revokeToken')?.input).toEqual({ server: SERVER, token: leaving?.token, credentials });
    },
    signedOut: (snapshot) => {
      expect(snapshot.context.failure).toBeNull();
      const persisted = lastOf(effects.persisted);
      // after a sign-out the forgotten token is gone from storage too
      if (persisted) expect(persisted.accounts).toEqual(snapshot.context.accounts);
    },
    'signedOut.browsing': (snapshot) => {
      expect(snapshot.context.server).toBe(SERVER);
      // remembered for the next page load
      expect(lastOf(effects.browsing)).toBe(SERVER);
    },
    'signedOut.choosing': () => {
      // leaving signed-out reading forgets the server
      if (effects.browsing.length > 0) expect(lastOf(effects.browsing)).toBeNull();
    },
    failed: (snapshot) => {
      const { failure } = snapshot.context;
      expect(failure).not.toBeNull();
      expect(snapshot.context.pending).toBeNull();
      expect(snapshot.context.token).toBeNull();
      if (failure?.kind === 'insecure-address')
        expect(snapshot.context.server === null || snapshot.context.server === SERVER).toBe(true);
    },
  },
});
