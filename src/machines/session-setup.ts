/**
 * The session chart's setup (session.machine.ts): its types, the actors it runs, its actions (the injected effects
 * and the context changes) and guards, shared by the chart and the state configs kept in files of their own
 * (session-signed-in.ts).
 */
import { assign, not, setup } from 'xstate';
import type { PendingSignIn } from '../domain/auth/auth-types';
import { normaliseServerAddress } from './server-address';
import { sessionActors } from './session-actors';
import {
  addressOf,
  contextFromBoot,
  originOf,
  withoutSignedOut,
  type BootData,
  type PersistParams,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './session-context';
import type { SessionFailure } from './session-failure';
import { sessionGuards } from './session-guards';

export const sessionSetup = setup({
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
    /** the account's server refused its token: what runs for that account against its server stops */
    haltAccount: (_, _params: { key: string }) => {},
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
    markRefused: assign(({ context, event }) =>
      event.type === 'TOKEN_REFUSED' ? { refused: [...context.refused, event.key] } : {},
    ),
  },
  guards: sessionGuards,
});

/** SIGN_IN wherever a sign-in can start (signed out, after a failure, an account its server refused). */
export const signInTransitions = [
  { guard: not('addressUsable'), target: '#session.failed', actions: 'refuseAddress' },
  { guard: 'registrationCachedForEvent', target: '#session.authorising', actions: 'chooseServer' },
  { target: '#session.registering', actions: 'chooseServer' },
] as const;
