import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { normaliseServerAddress, type AddressProblem } from './server-address';

/**
 * The sign-in form's server check.
 *
 *   editing --CHECK--> checking --done--> ready
 *      ^                  |  \--error--> failed --RETRY--> checking
 *      +--CHANGE_ADDRESS--+-----------------+ (from checking, ready and failed)
 *
 * CHECK with an address that cannot be used (empty, unparsable, plain http:// to a non-loopback host) goes
 * straight to `failed` with the reason. The network call is the injected `fetchInstance` actor
 * (`machine.provide({ actors: { fetchInstance } })`); the machine itself touches neither DOM nor network.
 */

/** What the client keeps about a checked server (from GET /api/v2/instance). */
export interface ServerSummary {
  origin: string;
  title: string;
  domain: string;
  version: string;
  /** true when the server announces kmyblue/fedibird extensions (`fedibird_capabilities`). */
  kmyblue: boolean;
  capabilities: string[];
}

/** Why a check failed; the view turns `kind` into a translated message. */
export type ServerCheckFailure =
  | { kind: AddressProblem }
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'not-a-server' }
  | { kind: 'rate-limited'; retryAt: string | null }
  | { kind: 'http-status'; status: number; message: string }
  | { kind: 'unexpected' };

/** Thrown by `fetchInstance` implementations to say precisely what went wrong. */
export class ServerCheckError extends Error {
  readonly failure: ServerCheckFailure;
  constructor(failure: ServerCheckFailure) {
    super(`server check failed: ${failure.kind}`);
    this.name = 'ServerCheckError';
    this.failure = failure;
  }
}

export function failureFromError(error: unknown): ServerCheckFailure {
  return error instanceof ServerCheckError ? error.failure : { kind: 'unexpected' };
}

export interface FetchInstanceInput {
  origin: string;
}

export interface ServerCheckContext {
  /** The address as typed. */
  address: string;
  /** The normalised origin being checked or last checked. */
  origin: string | null;
  server: ServerSummary | null;
  failure: ServerCheckFailure | null;
}

export type ServerCheckEvent = { type: 'CHANGE_ADDRESS'; address: string } | { type: 'CHECK' } | { type: 'RETRY' };

export interface ServerCheckInput {
  address?: string;
}

export const serverCheckMachine = setup({
  types: {} as { context: ServerCheckContext; events: ServerCheckEvent; input: ServerCheckInput },
  actors: {
    fetchInstance: fromPromise<ServerSummary, FetchInstanceInput>(() =>
      Promise.reject(new Error('serverCheckMachine: provide a fetchInstance actor')),
    ),
  },
  guards: {
    addressUsable: ({ context }) => normaliseServerAddress(context.address).ok,
  },
  actions: {
    setAddress: assign(({ event }) => (event.type === 'CHANGE_ADDRESS' ? { address: event.address } : {})),
    startCheck: assign(({ context }) => {
      const normalised = normaliseServerAddress(context.address);
      return { origin: normalised.ok ? normalised.origin : null, server: null, failure: null };
    }),
    refuseAddress: assign(({ context }) => {
      const normalised = normaliseServerAddress(context.address);
      return { origin: null, server: null, failure: normalised.ok ? null : { kind: normalised.problem } };
    }),
    forgetResult: assign({ server: null, failure: null }),
  },
}).createMachine({
  id: 'serverCheck',
  context: ({ input }) => ({ address: input.address ?? '', origin: null, server: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE_ADDRESS: { actions: 'setAddress' },
        CHECK: [
          { guard: 'addressUsable', target: 'checking', actions: 'startCheck' },
          { target: 'failed', actions: 'refuseAddress' },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'fetchInstance',
        src: 'fetchInstance',
        input: ({ context }) => ({ origin: context.origin ?? '' }),
        onDone: { target: 'ready', actions: assign({ server: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureFromError(event.error) }) },
      },
      on: {
        CHANGE_ADDRESS: { target: 'editing', actions: ['setAddress', 'forgetResult'] },
      },
    },
    ready: {
      on: {
        CHANGE_ADDRESS: { target: 'editing', actions: ['setAddress', 'forgetResult'] },
      },
    },
    failed: {
      on: {
        CHANGE_ADDRESS: { target: 'editing', actions: ['setAddress', 'forgetResult'] },
        RETRY: { guard: 'addressUsable', target: 'checking', actions: 'startCheck' },
      },
    },
  },
});

export type ServerCheckMachine = typeof serverCheckMachine;
export type ServerCheckSnapshot = SnapshotFrom<ServerCheckMachine>;

/** What pressing Check asks of the chart: a failed check is tried again; otherwise the address is checked. */
export function checkRequestOf(snapshot: ServerCheckSnapshot): ServerCheckEvent {
  return snapshot.matches('failed') ? { type: 'RETRY' } : { type: 'CHECK' };
}
