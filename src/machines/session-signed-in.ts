/**
 * The session chart's signed-in state (session.machine.ts):
 *
 *   active ──SIGN_OUT──> signingOut (POST /oauth/revoke, then forget) ──> active (others left) | #signedOut
 *   active ──(the current account is one its server refused)──> refused
 *   refused ──SIGN_IN_AGAIN──> #registering | #authorising on that account's server (landing back in the same account)
 *   refused ──SWITCH_ACCOUNT / SIGN_OUT (forgotten without a revoke)──> active (another account is current) | #signedOut
 *
 * A refused account keeps its place (its store, drafts and deck columns) until its reader signs in again or removes
 * it; the other accounts go on as before. Which accounts are refused is the context's `refused`.
 */
import { and, assign, not } from 'xstate';
import { persistParams, signOutKey, withProfile } from './session-context';
import { sessionSetup } from './session-setup';

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
        SIGN_OUT: [
          // another account, refused by its server (the current one is not, or this would be `refused`)
          { guard: 'signOutTargetRefused', actions: ['forgetRefused', { type: 'persist', params: persistParams }] },
          {
            guard: 'signOutTargetKnown',
            target: 'signingOut',
            actions: assign(({ context, event }) => ({ signingOut: signOutKey(context, event) })),
          },
        ],
      },
    },
    /** the current account's server no longer honours its token: the reader signs in again or removes it */
    refused: {
      always: { guard: not('currentRefused'), target: 'active' },
      on: {
        SIGN_IN_AGAIN: [
          { guard: 'registrationCachedForCurrent', target: '#session.authorising', actions: 'chooseCurrentServer' },
          { target: '#session.registering', actions: 'chooseCurrentServer' },
        ],
        SWITCH_ACCOUNT: {
          guard: 'knownAccount',
          actions: [
            assign(({ event }) => (event.type === 'SWITCH_ACCOUNT' ? { currentKey: event.key } : {})),
            { type: 'persist', params: persistParams },
          ],
        },
        SIGN_OUT: [
          {
            guard: and(['signOutTargetRefused', 'othersBesideSignOutTarget']),
            actions: ['forgetRefused', { type: 'persist', params: persistParams }],
          },
          {
            guard: 'signOutTargetRefused',
            target: '#session.signedOut',
            actions: ['forgetRefused', { type: 'persist', params: persistParams }],
          },
          {
            guard: 'signOutTargetKnown',
            target: 'signingOut',
            actions: assign(({ context, event }) => ({ signingOut: signOutKey(context, event) })),
          },
        ],
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
});
