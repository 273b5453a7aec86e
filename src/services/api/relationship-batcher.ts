/**
 * Relationship batching (spec 7 "batched, debounced"; spec 9 relationship fetch debounce 500 ms).
 * Ids asked for are collected until no new id has arrived for `delayMs`, then sent as one
 * GET v1/accounts/relationships; each caller gets its own relationship. Timers are injectable so tests
 * can drive time by hand.
 */
import type { ApiClient } from './client';
import type { ApiRelationship } from '../entities/api-types';

export const RELATIONSHIP_DEBOUNCE_MS = 500;

export interface BatchTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RelationshipBatcherOptions {
  /** Sends one request for the ids (defaults to accounts.relationships when built from a client). */
  fetchRelationships: (ids: string[]) => Promise<ApiRelationship[]>;
  delayMs?: number;
  timers?: BatchTimers;
}

export interface RelationshipBatcher {
  /** The relationship with one account, fetched together with every other id asked for in the window. */
  get(id: string): Promise<ApiRelationship>;
  getMany(ids: readonly string[]): Promise<ApiRelationship[]>;
  /** Sends the collected ids now instead of waiting. */
  flush(): Promise<void>;
  /** Ids waiting for the next request. */
  pendingIds(): string[];
}

const realTimers: BatchTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

interface Waiter {
  resolve(relationship: ApiRelationship): void;
  reject(error: unknown): void;
}

export function createRelationshipBatcher(options: RelationshipBatcherOptions): RelationshipBatcher {
  const delayMs = options.delayMs ?? RELATIONSHIP_DEBOUNCE_MS;
  const timers = options.timers ?? realTimers;
  let pending = new Map<string, Waiter[]>();
  const inFlight = new Map<string, Promise<ApiRelationship>>();
  let timer: unknown = null;

  async function send(): Promise<void> {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = new Map();
    if (batch.size === 0) return;
    const ids = [...batch.keys()];
    try {
      const answer = await options.fetchRelationships(ids);
      const byId = new Map(answer.map((relationship) => [String(relationship.id), relationship]));
      for (const [id, waiters] of batch) {
        const relationship = byId.get(id);
        for (const waiter of waiters) {
          if (relationship) waiter.resolve(relationship);
          else waiter.reject(new Error(`no relationship returned for account ${id}`));
        }
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  function get(id: string): Promise<ApiRelationship> {
    const running = inFlight.get(id);
    if (running) return running;
    const promise = new Promise<ApiRelationship>((resolve, reject) => {
      const waiters = pending.get(id) ?? [];
      waiters.push({ resolve, reject });
      pending.set(id, waiters);
    });
    if (pending.get(id)?.length === 1) {
      // A new id restarts the debounce window.
      if (timer !== null) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => void send(), delayMs);
    }
    inFlight.set(id, promise);
    const forget = () => {
      if (inFlight.get(id) === promise) inFlight.delete(id);
    };
    promise.then(forget, forget);
    return promise;
  }

  return {
    get,
    getMany: (ids) => Promise.all(ids.map(get)),
    flush: send,
    pendingIds: () => [...pending.keys()],
  };
}

/** A batcher that sends accounts.relationships through the client (the accounts area loads on first use). */
export function createClientRelationshipBatcher(
  client: ApiClient,
  options: Omit<RelationshipBatcherOptions, 'fetchRelationships'> = {},
): RelationshipBatcher {
  return createRelationshipBatcher({
    ...options,
    fetchRelationships: (ids) => import('./accounts').then((accounts) => accounts.relationships(client, ids)),
  });
}
