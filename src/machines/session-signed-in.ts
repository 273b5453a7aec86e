/**
 * The session chart's signed-in state (session.machine.ts):
 *
 *   active ──SIGN_OUT──> signingOut (POST /oauth/revoke, then forget) ──> active (others left) | #signedOut
 *   active ──(the current account is one its server refused)──> refused
 *   refused ──SIGN_IN (its server)──> #registering | #authorising there (the exchange lands back in the same account)
 *   refused ──SIGN_OUT──> signingOut (a refused token is only forgotten: nothing is left to revoke)
 *
 * A refused account keeps its place (its store, drafts and deck columns) until its reader signs in again or removes
 * it; the other accounts go on as before. Which accounts are refused is the context's `refused`.
 */
import { assign } from 'xstate';
import { persistParams, signOutKey, withProfile } from './session-context';
import { sessionSetup, signInTransitions } from './session-setup';

export const signedInState = sessionSetup.createStateConfig({
  initial: 'active',
  states: {
    active: {
      always: { guard: 'currentRefused', target: 'refused' },
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
    /** the current account's server no longer honours its token: the reader signs in again or removes it */
    refused: {
      on: {
        // signing in again: the normal sign-in on the account's server, whose exchange lands back in the account
        SIGN_IN: signInTransitions,
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
            // an embedded token has no registration of ours, and a refused one nothing left to revoke: only forgotten
            credentials:
              account?.embedded || context.refused.includes(context.signingOut ?? '')
                ? null
                : (context.registrations[account?.server ?? ''] ?? null),
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
});
