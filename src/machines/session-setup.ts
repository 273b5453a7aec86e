/**
 * The session chart's setup (session.machine.ts): its types, the actors it runs, its actions (the injected effects
 * and the context changes) and guards, shared by the chart and the state configs kept in files of their own
 * (session-signed-in.ts).
 */
import { assign, setup } from 'xstate';
import type { PendingSignIn } from '../services/auth/auth-types';
import { normaliseServerAddress } from './server-address';
import { sessionActors } from './session-actors';
import {
  addressOf,
  contextFromBoot,
  currentServer,
  originOf,
  signOutKey,
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
    chooseCurrentServer: assign(({ context }) => ({ server: currentServer(context), failure: null })),
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
    /** an account its server refused is forgotten at once: there is no token left to revoke */
    forgetRefused: assign(({ context, event }) =>
      withoutSignedOut({ ...context, signingOut: signOutKey(context, event) }),
    ),
    markRefused: assign(({ context, event }) =>
      event.type === 'TOKEN_REFUSED' ? { refused: [...context.refused, event.key] } : {},
    ),
  },
  guards: sessionGuards,
});
