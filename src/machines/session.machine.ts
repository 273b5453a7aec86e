import { and, assign, not, setup } from 'xstate';
import type { PendingSignIn, SessionAccount } from '../services/auth/auth-types';
import { normaliseServerAddress } from './server-address';
import { sessionActors } from './session-actors';
import {
  addressOf,
  authorizeUrlFor,
  contextFromBoot,
  originOf,
  persistParams,
  signOutKey,
  usableRegistration,
  withoutSignedOut,
  withProfile,
  type BootData,
  type PersistParams,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './session-context';
import { clientRejected, requestFailure, type SessionFailure } from './session-failure';
import { sessionGuards } from './session-guards';

export * from './session-context';

/**
 * The session: who is signed in, and the OAuth 2 sign-in (authorisation code, PKCE S256, random state).
 *
 *   booting ──restored──> signedIn | signedOut(.choosing | .browsing) | exchanging (back from the server)
 *   signedOut ──SIGN_IN──> registering (the server's OAuth metadata, then POST /api/v1/apps; skipped when cached;
 *     the addresses and scopes chosen from the metadata are kept with the registration) ──> authorising
 *   authorising.preparing (random state + PKCE) ──> redirect ──> authorising.redirected ──CALLBACK──> exchanging
 *   exchanging.checking (state equals the stored one, fresh, no error) ──> token ──> account ──> signedIn
 *   signedIn.active ──SIGN_OUT──> signingOut (POST /oauth/revoke, then forget) ──> signedIn (others left) | signedOut
 *   signedIn.active ──PROFILE_CHANGED──> the account's stored name, avatar and emoji replaced (and persisted)
 *   any failure ──> failed (message) ──RETRY──> registering/authorising, BACK──> signedIn | signedOut
 *   signedOut.browsing runs the interaction prompt (child `interactionPrompt`), which ends with it
 *
 * Every effect is injected with `.provide()`: actors restoreSession, registerApp, prepareAuthorisation,
 * exchangeCode, verifyAccount, revokeToken; actions persist, savePending, clearPending, redirect,
 * reportRevokeFailure, rememberBrowsing. Addresses pass through normaliseServerAddress: http:// only for loopback hosts.
 */

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: SessionInput;
    children: { interactionPrompt: 'interactionPrompt' };
  },
  actors: sessionActors,
  actions: {
    persist: (_, _params: PersistParams) => {},
    savePending: (_, _params: { pending: PendingSignIn }) => {},
    clearPending: () => {},
    redirect: (_, _params: { url: string }) => {},
    reportRevokeFailure: (_, _params: { error: unknown }) => {},
    rememberBrowsing: (_, _params: { server: string | null }) => {},
    restore: assign(({ event }) => contextFromBoot((event as unknown as { output: BootData }).output)),
    chooseServer: assign(({ event }) => ({ server: originOf(addressOf(event)), failure: null })),
    refuseAddress: assign(({ event }) => {
      const normalised = normaliseServerAddress(addressOf(event));
      return { failure: normalised.ok ? null : { kind: normalised.problem } };
    }),
    clearFailure: assign({ failure: null }),
    forgetSignIn: assign({ pending: null, callback: null, token: null }),
    receiveCallback: assign(({ event }) => (event.type === 'CALLBACK' ? { callback: event.callback } : {})),
    fail: assign((_, params: { failure: SessionFailure }) => ({
      failure: params.failure,
      pending: null,
      callback: null,
      token: null,
    })),
    forgetSignedOut: assign(({ context }) => withoutSignedOut(context)),
  },
  guards: sessionGuards,
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    redirectUri: input.redirectUri,
    scopes: input.scopes,
    accounts: [],
    currentKey: null,
    registrations: {},
    server: null,
    pending: null,
    callback: null,
    token: null,
    signingOut: null,
    failure: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          { guard: 'bootHasCallback', target: 'exchanging', actions: 'restore' },
          { guard: 'bootHasCurrent', target: 'signedIn', actions: 'restore' },
          { guard: 'bootBrowses', target: 'signedOut.browsing', actions: 'restore' },
          { target: 'signedOut', actions: 'restore' },
        ],
        onError: { target: 'signedOut' },
      },
    },

    signedOut: {
      initial: 'choosing',
      states: {
        choosing: {},
        browsing: {
          // a reload keeps reading the same server
          entry: { type: 'rememberBrowsing', params: ({ context }) => ({ server: context.server }) },
          exit: { type: 'rememberBrowsing', params: { server: null } },
          // the sign-in prompt lives as long as signed-out reading (interaction-prompt.machine.ts)
          invoke: { id: 'interactionPrompt', src: 'interactionPrompt' },
          on: { STOP_BROWSING: { target: 'choosing' } },
        },
      },
      on: {
        SIGN_IN: [
          { guard: not('addressUsable'), target: 'failed', actions: 'refuseAddress' },
          { guard: 'registrationCachedForEvent', target: 'authorising', actions: 'chooseServer' },
          { target: 'registering', actions: 'chooseServer' },
        ],
        BROWSE: [
          { guard: not('addressUsable'), target: 'failed', actions: 'refuseAddress' },
          { target: '.browsing', actions: 'chooseServer' },
        ],
        CANCEL: { guard: 'hasCurrent', target: 'signedIn' },
      },
    },

    registering: {
      invoke: {
        id: 'registerApp',
        src: 'registerApp',
        input: ({ context }) => ({
          server: context.server ?? '',
          redirectUri: context.redirectUri,
          scopes: context.scopes,
        }),
        onDone: {
          target: 'authorising',
          actions: [
            assign(({ context, event }) => ({
              registrations: { ...context.registrations, [context.server ?? '']: event.output },
            })),
            { type: 'persist', params: persistParams },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ failure: requestFailure('register', event.error) }) },
        },
      },
      on: {
        CANCEL: [{ guard: 'hasCurrent', target: 'signedIn' }, { target: 'signedOut' }],
      },
    },

    authorising: {
      initial: 'preparing',
      states: {
        preparing: {
          invoke: {
            id: 'prepareAuthorisation',
            src: 'prepareAuthorisation',
            input: ({ context }) => ({ server: context.server ?? '' }),
            onDone: {
              target: 'redirected',
              actions: [
                assign(({ context, event }) => ({
                  pending: {
                    server: context.server ?? '',
                    state: event.output.state,
                    code_verifier: event.output.codeVerifier,
                    started_at: event.output.startedAt,
                    return_to: event.output.returnTo,
                  },
                })),
                { type: 'savePending', params: ({ context }) => ({ pending: context.pending! }) },
                { type: 'redirect', params: ({ context, event }) => ({ url: authorizeUrlFor(context, event.output) }) },
              ],
            },
            onError: {
              target: '#session.failed',
              actions: { type: 'fail', params: ({ event }) => ({ failure: requestFailure('authorise', event.error) }) },
            },
          },
        },
        /** the browser is on the server's consent page; a page load brings it back through booting */
        redirected: {
          on: { CALLBACK: { target: '#session.exchanging', actions: 'receiveCallback' } },
        },
      },
      on: {
        CANCEL: [
          { guard: 'hasCurrent', target: 'signedIn', actions: ['forgetSignIn', 'clearPending'] },
          { target: 'signedOut', actions: ['forgetSignIn', 'clearPending'] },
        ],
      },
    },

    exchanging: {
      // the pending sign-in is single use: whatever happens next, storage forgets it
      entry: 'clearPending',
      initial: 'checking',
      states: {
        checking: {
          always: [
            {
              guard: 'callbackDenied',
              target: '#session.failed',
              actions: { type: 'fail', params: { failure: { kind: 'denied' } } },
            },
            {
              guard: 'callbackHasError',
              target: '#session.failed',
              actions: {
                type: 'fail',
                params: ({ context }) => ({
                  failure: {
                    kind: 'authorization-error',
                    error: context.callback?.error ?? 'invalid_request',
                    description: context.callback?.errorDescription ?? '',
                  },
                }),
              },
            },
            {
              guard: 'stateMismatch',
              target: '#session.failed',
              actions: { type: 'fail', params: { failure: { kind: 'state-mismatch' } } },
            },
            {
              guard: 'pendingStale',
              target: '#session.failed',
              actions: { type: 'fail', params: { failure: { kind: 'expired' } } },
            },
            { target: 'token' },
          ],
        },
        token: {
          invoke: {
            id: 'exchangeCode',
            src: 'exchangeCode',
            input: ({ context }) => ({
              server: context.pending?.server ?? '',
              credentials: usableRegistration(context, context.pending?.server ?? null)!,
              code: context.callback?.code ?? '',
              codeVerifier: context.pending?.code_verifier ?? '',
              redirectUri: context.redirectUri,
            }),
            onDone: { target: 'account', actions: assign({ token: ({ event }) => event.output }) },
            onError: [
              {
                guard: ({ event }) => clientRejected(event.error),
                target: '#session.failed',
                actions: [
                  assign(({ context }) => {
                    const { [context.pending?.server ?? '']: _stale, ...registrations } = context.registrations;
                    return { registrations };
                  }),
                  { type: 'persist', params: persistParams },
                  { type: 'fail', params: ({ event }) => ({ failure: requestFailure('token', event.error) }) },
                ],
              },
              {
                target: '#session.failed',
                actions: { type: 'fail', params: ({ event }) => ({ failure: requestFailure('token', event.error) }) },
              },
            ],
          },
        },
        account: {
          invoke: {
            id: 'verifyAccount',
            src: 'verifyAccount',
            input: ({ context }) => ({ server: context.pending?.server ?? '', token: context.token ?? '' }),
            onDone: {
              target: '#session.signedIn',
              actions: [
                assign(({ context, event }) => {
                  const account: SessionAccount = { ...event.output, token: context.token ?? '' };
                  const others = context.accounts.filter((a) => a.key !== account.key);
                  return {
                    accounts: [...others, account],
                    currentKey: account.key,
                    server: account.server,
                    failure: null,
                  };
                }),
                'forgetSignIn',
                { type: 'persist', params: persistParams },
              ],
            },
            onError: {
              target: '#session.failed',
              actions: { type: 'fail', params: ({ event }) => ({ failure: requestFailure('verify', event.error) }) },
            },
          },
        },
      },
    },

    signedIn: {
      initial: 'active',
      states: {
        active: {
          on: {
            SWITCH_ACCOUNT: {
              guard: 'knownAccount',
              actions: [
                assign(({ event }) => (event.type === 'SWITCH_ACCOUNT' ? { currentKey: event.key } : {})),
                { type: 'persist', params: persistParams },
              ],
            },
            ADD_ACCOUNT: { target: '#session.signedOut' },
            // the account's profile changed on the server: the switcher and the stored sign-in show it
            PROFILE_CHANGED: {
              guard: 'knownProfile',
              actions: [
                assign(({ context, event }) =>
                  event.type === 'PROFILE_CHANGED' ? withProfile(context, event.profile) : {},
                ),
                { type: 'persist', params: persistParams },
              ],
            },
            SIGN_OUT: {
              guard: 'signOutTargetKnown',
              target: 'signingOut',
              actions: assign(({ context, event }) => ({ signingOut: signOutKey(context, event) })),
            },
          },
        },
        signingOut: {
          invoke: {
            id: 'revokeToken',
            src: 'revokeToken',
            input: ({ context }) => {
              const account = context.accounts.find((a) => a.key === context.signingOut);
              return {
                server: account?.server ?? '',
                token: account?.token ?? '',
                credentials: account?.embedded ? null : (context.registrations[account?.server ?? ''] ?? null),
              };
            },
            onDone: [
              {
                guard: 'othersRemain',
                target: 'active',
                actions: ['forgetSignedOut', { type: 'persist', params: persistParams }],
              },
              {
                target: '#session.signedOut',
                actions: ['forgetSignedOut', { type: 'persist', params: persistParams }],
              },
            ],
            onError: [
              {
                guard: 'othersRemain',
                target: 'active',
                actions: [
                  'forgetSignedOut',
                  { type: 'persist', params: persistParams },
                  { type: 'reportRevokeFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: '#session.signedOut',
                actions: [
                  'forgetSignedOut',
                  { type: 'persist', params: persistParams },
                  { type: 'reportRevokeFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
      },
    },

    failed: {
      on: {
        RETRY: [
          { guard: and(['hasServer', 'registrationCachedForServer']), target: 'authorising', actions: 'clearFailure' },
          { guard: 'hasServer', target: 'registering', actions: 'clearFailure' },
        ],
        SIGN_IN: [
          { guard: not('addressUsable'), target: 'failed', actions: 'refuseAddress' },
          { guard: 'registrationCachedForEvent', target: 'authorising', actions: 'chooseServer' },
          { target: 'registering', actions: 'chooseServer' },
        ],
        BROWSE: [
          { guard: not('addressUsable'), target: 'failed', actions: 'refuseAddress' },
          { target: 'signedOut.browsing', actions: 'chooseServer' },
        ],
        BACK: [
          { guard: 'hasCurrent', target: 'signedIn', actions: 'clearFailure' },
          { target: 'signedOut', actions: 'clearFailure' },
        ],
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
