import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ComposeIntent } from './compose-intent';
import type { ComposeRuntime } from './compose-runtime-types';
import { draftHasContent } from './draft-content';
import type { ComposeEvent } from './compose-types';

/**
 * One compose area (the compose page, the deck's COMPOSE column): its account's composer and the intent it was
 * opened with (reply, mention, direct, quote, reference, edit, delete & redraft, a shared page).
 *
 *   loading --done--> ready --> ready.checking --[an intent waits]--> ready.resolving, else ready.idle
 *           \--error--> failed
 *   ready.resolving --done [nothing to apply]--> ready.idle
 *                   --done [it replaces a draft that holds something]--> ready.asking --CONFIRM (apply) / CANCEL--> ready.idle
 *                   --done (otherwise: apply)--> ready.idle;  --error--> ready.idle
 *   INTENT (any time): kept while the composer loads; in ready it is resolved at once (a newer one wins)
 *
 * A reply, an edit, a redraft, a shared page or a post taken back from the outbox replaces the draft, so when the draft holds text, a warning,
 * media, a poll, a quote or a reference the reader is asked first: nothing is lost silently. Mentions, quotes and
 * references add to the draft and apply at once. An intent is used once: on taking it up the chart emits `intent.taken`
 * (the view drops it from the history entry, so a reload or Back does not bring it again). Effects are
 * injected: `loadRuntime` (the account's composer), `resolveIntent` (the compose events an intent stands for,
 * null when the post it names cannot be read) and `apply` (sends them to the composer).
 * Tags: `loading`, `failed`, `ready`, `asking`.
 */

/** Intents that replace the draft (the others add to it). */
const REPLACING: ReadonlySet<ComposeIntent['type']> = new Set(['reply', 'edit', 'redraft', 'share', 'outbox']);

export interface ResolveIntentInput {
  intent: ComposeIntent;
}

export interface ComposeAreaContext {
  /** the account's composer, once loaded */
  runtime: ComposeRuntime | null;
  /** the intent waiting to be applied */
  intent: ComposeIntent | null;
  /** the events waiting for the reader's consent to replace the draft */
  waiting: readonly ComposeEvent[];
  error: unknown;
}

export type ComposeAreaEvent = { type: 'INTENT'; intent: ComposeIntent } | { type: 'CONFIRM' } | { type: 'CANCEL' };

/** Emitted when an intent is taken up (once). */
export type ComposeAreaEmitted = { type: 'intent.taken' };

const outputOf = (event: unknown) => (event as { output?: readonly ComposeEvent[] | null }).output ?? null;

export const composeAreaMachine = setup({
  types: {} as { context: ComposeAreaContext; events: ComposeAreaEvent; emitted: ComposeAreaEmitted },
  actors: {
    loadRuntime: fromPromise<ComposeRuntime, void>(() =>
      Promise.reject(new Error('composeAreaMachine: provide a loadRuntime actor')),
    ),
    resolveIntent: fromPromise<readonly ComposeEvent[] | null, ResolveIntentInput>(() => Promise.resolve(null)),
  },
  guards: {
    intentWaits: ({ context }) => context.intent !== null,
    nothingToApply: ({ event }) => (outputOf(event)?.length ?? 0) === 0,
    replacesHeldDraft: ({ context }) =>
      context.intent !== null &&
      REPLACING.has(context.intent.type) &&
      context.runtime !== null &&
      draftHasContent(context.runtime.actor.getSnapshot().context),
  },
  actions: {
    keepIntent: assign({ intent: ({ context, event }) => (event.type === 'INTENT' ? event.intent : context.intent) }),
    forgetIntent: assign({ intent: null }),
    keepRuntime: assign({ runtime: ({ event }) => (event as unknown as { output: ComposeRuntime }).output }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    keepWaiting: assign({ waiting: ({ event }) => outputOf(event) ?? [] }),
    forgetWaiting: assign({ waiting: [] }),
    takeIntent: emit({ type: 'intent.taken' as const }),
    // Provided by the app: the events go to the composer.
    apply: (_, _params: { runtime: ComposeRuntime | null; events: readonly ComposeEvent[] }) => {},
  },
}).createMachine({
  id: 'composeArea',
  context: { runtime: null, intent: null, waiting: [], error: null },
  on: {
    INTENT: { actions: 'keepIntent' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRuntime',
        src: 'loadRuntime',
        onDone: { target: 'ready', actions: 'keepRuntime' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      tags: ['failed'],
    },
    ready: {
      tags: ['ready'],
      on: {
        INTENT: { target: '.resolving', reenter: true, actions: ['forgetWaiting', 'keepIntent'] },
      },
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'intentWaits', target: 'resolving' }, { target: 'idle' }],
        },
        idle: {},
        resolving: {
          entry: 'takeIntent',
          exit: 'forgetIntent',
          invoke: {
            id: 'resolveIntent',
            src: 'resolveIntent',
            input: ({ context }) => ({ intent: context.intent! }),
            onDone: [
              { guard: 'nothingToApply', target: 'idle' },
              { guard: 'replacesHeldDraft', target: 'asking', actions: 'keepWaiting' },
              {
                target: 'idle',
                actions: {
                  type: 'apply',
                  params: ({ context, event }) => ({ runtime: context.runtime, events: event.output ?? [] }),
                },
              },
            ],
            onError: { target: 'idle' },
          },
        },
        asking: {
          tags: ['asking'],
          on: {
            CONFIRM: {
              target: 'idle',
              actions: [
                { type: 'apply', params: ({ context }) => ({ runtime: context.runtime, events: context.waiting }) },
                'forgetWaiting',
              ],
            },
            CANCEL: { target: 'idle', actions: 'forgetWaiting' },
          },
        },
      },
    },
  },
});

export type ComposeAreaMachine = typeof composeAreaMachine;
export type ComposeAreaActor = ActorRefFrom<ComposeAreaMachine>;
export type ComposeAreaSnapshot = SnapshotFrom<ComposeAreaMachine>;

/** Whether the area's draft holds something the reader would miss (nothing while the composer loads). */
export function areaHoldsContent(snapshot: ComposeAreaSnapshot): boolean {
  const { runtime } = snapshot.context;
  return runtime !== null && draftHasContent(runtime.actor.getSnapshot().context);
}

/** The account's composer could not be loaded. */
export const areaFailed = (snapshot: ComposeAreaSnapshot): boolean => snapshot.hasTag('failed');

/** An intent waits for the reader's consent to replace the draft. */
export const areaAsking = (snapshot: ComposeAreaSnapshot): boolean => snapshot.hasTag('asking');
