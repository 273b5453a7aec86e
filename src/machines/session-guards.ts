/**
 * The session chart's guards: what the boot data, the callback, the address typed and the accounts held say
 * (pure predicates over the chart's context and event).
 */
import {
  addressOf,
  currentRefused,
  hasCurrent,
  originOf,
  pendingIsStale,
  refusesHeldToken,
  signOutKey,
  usableRegistration,
  type BootData,
  type SessionContext,
  type SessionEvent,
} from './session-context';

interface GuardArgs {
  context: SessionContext;
  event: SessionEvent;
}

type Guard = (args: GuardArgs) => boolean;

const bootOf = (event: SessionEvent): BootData => (event as unknown as { output: BootData }).output;

export const sessionGuards = {
  addressUsable: ({ event }) => originOf(addressOf(event)) !== null,
  registrationCachedForEvent: ({ context, event }) => usableRegistration(context, originOf(addressOf(event))) !== null,
  registrationCachedForServer: ({ context }) => usableRegistration(context, context.server) !== null,
  hasServer: ({ context }) => context.server !== null,
  hasCurrent: ({ context }) => hasCurrent(context),
  bootHasCallback: ({ event }) => bootOf(event).callback !== null,
  bootHasCurrent: ({ event }) => {
    const boot = bootOf(event);
    return boot.currentKey !== null && boot.accounts.some((a) => a.key === boot.currentKey);
  },
  bootBrowses: ({ event }) => bootOf(event).browse !== null,
  callbackDenied: ({ context }) => context.callback?.error === 'access_denied',
  callbackHasError: ({ context }) => context.callback?.error != null || !context.callback?.code,
  stateMismatch: ({ context }) =>
    !context.pending || !context.callback?.state || context.callback.state !== context.pending.state,
  pendingStale: ({ context }) => pendingIsStale(context),
  knownAccount: ({ context, event }) =>
    event.type === 'SWITCH_ACCOUNT' && context.accounts.some((a) => a.key === event.key),
  knownProfile: ({ context, event }) =>
    event.type === 'PROFILE_CHANGED' && context.accounts.some((a) => a.key === event.profile.key),
  signOutTargetKnown: ({ context, event }) => {
    const key = signOutKey(context, event);
    return key !== null && context.accounts.some((a) => a.key === key);
  },
  othersRemain: ({ context }) => context.accounts.some((a) => a.key !== context.signingOut),
  refusesHeldToken: ({ context, event }) => refusesHeldToken(context, event),
  currentRefused: ({ context }) => currentRefused(context),
} satisfies Record<string, Guard>;
