/**
 * The account's outbox: posts written while the server could not be reached, sent once it can be, one at a time
 * and in the order they were written (the rules: outbox-rules.ts).
 *
 *   idle --[online and a post not refused waits]--> sending
 *   sending --done--> idle (the post leaves the outbox; outbox.sent emitted)
 *           --gone elsewhere (another tab sent or cancelled it)--> idle (the post leaves, nothing emitted)
 *           --no answer--> idle, offline (waits for ONLINE)
 *           --refused--> idle (the post stays, marked refused, until the reader edits or cancels it)
 *           --other failure--> pausing --after RETRY_AFTER_MS, or ONLINE--> idle
 *
 * ADD puts a post in (the same id again replaces it); CANCEL and TAKE (the reader edits it in the composer)
 * take one out, except the one on its way: that attempt may already have reached the server. ONLINE and OFFLINE
 * carry what the account's connectivity says. Every change of the entries runs `persist` (injected), so the
 * outbox outlives a reload; `send` (injected) posts one entry with its own idempotency key. SYNC takes the entries
 * another tab stored (not stored again); the one on its way here stays until its attempt ends, and since every
 * attempt carries the post's own key, two tabs sending the same post still make one status.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiStatus } from '../domain/entities/api-types';
import {
  GONE_ELSEWHERE,
  attemptFailure,
  nextToSend,
  refusalOf,
  withEntry,
  withoutEntry,
  type OutboxEntry,
  type SendOutcome,
} from './outbox-rules';

/** The pause before a post is tried again after the server failed to take it for a passing reason. */
export const RETRY_AFTER_MS = 30_000;

export interface OutboxInput {
  /** the entries read back from storage */
  entries?: readonly OutboxEntry[];
  /** whether the server can be reached now */
  online?: boolean;
}

export interface OutboxContext {
  entries: readonly OutboxEntry[];
  online: boolean;
  /** the id of the entry on its way, while sending */
  sending: string | null;
}

export type OutboxEvent =
  | { type: 'ADD'; entry: OutboxEntry }
  | { type: 'CANCEL'; id: string }
  | { type: 'TAKE'; id: string }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** another tab changed the stored outbox: these are its entries now */
  | { type: 'SYNC'; entries: readonly OutboxEntry[] };

export type OutboxEmitted = { type: 'outbox.sent'; id: string; status: ApiStatus };

type Removal = Extract<OutboxEvent, { type: 'CANCEL' | 'TAKE' }>;

export const outboxMachine = setup({
  types: {} as { context: OutboxContext; input: OutboxInput; events: OutboxEvent; emitted: OutboxEmitted },
  actors: {
    send: fromPromise<SendOutcome, OutboxEntry>(() => Promise.reject(new Error('outboxMachine: provide a send actor'))),
  },
  guards: {
    canSend: ({ context }) => context.online && nextToSend(context.entries) !== undefined,
    /** the entry named is in the outbox and not on its way */
    removable: ({ context, event }) => {
      const { id } = event as Removal;
      return id !== context.sending && context.entries.some((e) => e.id === id);
    },
    goneElsewhere: ({ event }) => (event as { output?: unknown }).output === GONE_ELSEWHERE,
    unreachable: ({ event }) => attemptFailure((event as { error?: unknown }).error) === 'unreachable',
    refused: ({ event }) => attemptFailure((event as { error?: unknown }).error) === 'refused',
  },
  actions: {
    add: assign({
      entries: ({ context, event }) => withEntry(context.entries, (event as { entry: OutboxEntry }).entry),
    }),
    remove: assign({ entries: ({ context, event }) => withoutEntry(context.entries, (event as Removal).id) }),
    online: assign({ online: true }),
    sync: assign({
      entries: ({ context, event }) => {
        const { entries } = event as Extract<OutboxEvent, { type: 'SYNC' }>;
        const onItsWay = context.entries.find((e) => e.id === context.sending);
        return onItsWay && !entries.some((e) => e.id === onItsWay.id) ? [onItsWay, ...entries] : [...entries];
      },
    }),
    offline: assign({ online: false }),
    pick: assign({ sending: ({ context }) => nextToSend(context.entries)?.id ?? null }),
    sent: assign({ entries: ({ context }) => withoutEntry(context.entries, context.sending ?? ''), sending: null }),
    tellSent: emit(({ context, event }) => ({
      type: 'outbox.sent' as const,
      id: context.sending ?? '',
      status: (event as unknown as { output: ApiStatus }).output,
    })),
    markRefused: assign({
      entries: ({ context, event }) =>
        context.entries.map((e) =>
          e.id === context.sending ? { ...e, refusal: refusalOf((event as { error?: unknown }).error) } : e,
        ),
      sending: null,
    }),
    settle: assign({ sending: null }),
    // Provided by the service: writes the entries where a reload finds them.
    persist: (_, _params: { entries: readonly OutboxEntry[] }) => {},
  },
  delays: { retryAfter: RETRY_AFTER_MS },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ entries: [...(input.entries ?? [])], online: input.online ?? true, sending: null }),
  on: {
    ADD: { actions: ['add', { type: 'persist', params: ({ context }) => ({ entries: context.entries }) }] },
    CANCEL: {
      guard: 'removable',
      actions: ['remove', { type: 'persist', params: ({ context }) => ({ entries: context.entries }) }],
    },
    TAKE: {
      guard: 'removable',
      actions: ['remove', { type: 'persist', params: ({ context }) => ({ entries: context.entries }) }],
    },
    ONLINE: { actions: 'online' },
    OFFLINE: { actions: 'offline' },
    SYNC: { actions: 'sync' },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'canSend', target: 'sending' },
    },
    sending: {
      entry: 'pick',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.entries.find((e) => e.id === context.sending)!,
        onDone: [
          {
            guard: 'goneElsewhere',
            target: 'idle',
            actions: ['sent', { type: 'persist', params: ({ context }) => ({ entries: context.entries }) }],
          },
          {
            target: 'idle',
            actions: ['tellSent', 'sent', { type: 'persist', params: ({ context }) => ({ entries: context.entries }) }],
          },
        ],
        onError: [
          { guard: 'unreachable', target: 'idle', actions: ['settle', 'offline'] },
          {
            guard: 'refused',
            target: 'idle',
            actions: ['markRefused', { type: 'persist', params: ({ context }) => ({ entries: context.entries }) }],
          },
          { target: 'pausing', actions: 'settle' },
        ],
      },
    },
    pausing: {
      after: { retryAfter: 'idle' },
      on: { ONLINE: { target: 'idle', actions: 'online' } },
    },
  },
});

export type OutboxMachine = typeof outboxMachine;
export type OutboxActor = ActorRefFrom<OutboxMachine>;
export type OutboxSnapshot = SnapshotFrom<OutboxMachine>;

/** Whether the outbox waits because it was told the server is out of reach. */
export const outboxOffline = (snapshot: OutboxSnapshot): boolean => !snapshot.context.online;
