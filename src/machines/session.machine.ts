import { and, assign, not } from 'xstate';
import type { SessionAccount } from '../domain/auth/auth-types';
import { authorisationInput, persistParams, usableRegistration } from './session-context';
import { clientRejected, requestFailure } from './session-failure';
import { sessionSetup, signInTransitions } from './session-setup';
import { signedInState } from './session-signed-in';

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
 *   any ──TOKEN_REFUSED (the server no longer honours an account's token)──> that account refused (haltAccount);
 *     the current one refused: signedIn.refused ──SIGN_IN (its server)──> registering/authorising, whose exchange
 *     lands back in the same account with the new token (session-signed-in.ts)
 *   any failure ──> failed (message) ──RETRY──> registering/authorising, BACK──> signedIn | signedOut
 *   signedOut.browsing runs the interaction prompt (child `interactionPrompt`), which ends with it
 *
 * Every effect is injected with `.provide()`: actors restoreSession, registerApp, prepareAuthorisation,
 * exchangeCode, verifyAccount, revokeToken; actions persist, savePending, clearPending, redirect,
 * reportRevokeFailure, rememberBrowsing, haltAccount. Addresses pass through normaliseServerAddress: http:// only for loopback hosts.
 */

export const sessionMachine = sessionSetup.createMachine({
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
    refused: [],
  }),
  initial: 'booting',
  on: {
    TOKEN_REFUSED: {
      guard: 'refusesHeldToken',
      actions: [
        'markRefused',
        { type: 'haltAccount', params: ({ event }) => ({ key: event.type === 'TOKEN_REFUSED' ? event.key : '' }) },
      ],
    },
  },
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
          // the sign-in prompt lives as long as signed-out reading (sign-in-prompt.machine.ts)
          invoke: { id: 'interactionPrompt', src: 'interactionPrompt' },
          on: { STOP_BROWSING: { target: 'choosing' } },
        },
      },
      on: {
        SIGN_IN: signInTransitions,
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
            input: ({ context }) => authorisationInput(context),
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
                { type: 'redirect', params: ({ event }) => ({ url: event.output.url }) },
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
                    // signed in again: the new token is honoured
                    refused: context.refused.filter((key) => key !== account.key),
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

    signedIn: signedInState,

    failed: {
      on: {
        RETRY: [
          { guard: and(['hasServer', 'registrationCachedForServer']), target: 'authorising', actions: 'clearFailure' },
          { guard: 'hasServer', target: 'registering', actions: 'clearFailure' },
        ],
        SIGN_IN: signInTransitions,
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
