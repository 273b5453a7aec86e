/**
 * Every resource and paged list of one account, like the timeline registry: one running chart per
 * definition and key, made (and asked to load) on first use, shared by every view showing it, and kept
 * after its last view lets go so coming back shows it at once; the most recently released idle ones are
 * kept, older ones stopped. Failures raise the alert of the definition's call policy (spec 8), here and
 * nowhere else.
 */
import { createActor, fromPromise } from 'xstate';
import { pagedListMachine, type FetchedPage, type PagedListActor, type PageRequest } from '../../machines/paged-list.machine';
import { resourceMachine, type ResourceActor } from '../../machines/resource.machine';
import { reportError, type AlertQueue } from '../errors';
import { callIdOf, type DataServices, type PagedListDefinition, type ResourceDefinition } from './data-definitions';

/** How many charts no view shows are kept running. */
export const KEPT_IDLE_CHARTS = 30;

export interface DataRegistryOptions extends DataServices {
  alerts: AlertQueue;
}

type AnyActor = ResourceActor | PagedListActor;

export interface DataRegistry {
  /** the running resource chart of `definition` for `params` (made and loading on first use) */
  resource<P, T>(definition: ResourceDefinition<P, T>, params: P): ResourceActor;
  /** the running paged-list chart of `definition` for `params` (made and loading on first use) */
  pagedList<P, T>(definition: PagedListDefinition<P, T>, params: P): PagedListActor;
  /** a view shows `actor` (until `release`) */
  acquire(actor: AnyActor): void;
  release(actor: AnyActor): void;
  /** the running chart of `definition` for `params`, if any (to send it events from elsewhere) */
  peek<P>(definition: { name: string; keyOf(params: P): string }, params: P): AnyActor | undefined;
  /** stops every chart (account forgotten) */
  dispose(): void;
}

interface Entry {
  actor: AnyActor;
  users: number;
  releasedAt: number;
}

export function createDataRegistry({ alerts, ...services }: DataRegistryOptions): DataRegistry {
  const entries = new Map<string, Entry>();
  const keys = new Map<AnyActor, string>();
  let releases = 0;

  const registryKey = (name: string, key: string) => `${name}\u0000${key}`;

  function report(callId: string) {
    return ({ context }: { context: { error: unknown } }) => reportError(alerts, context.error, { callId });
  }

  function remember<A extends AnyActor>(key: string, actor: A): A {
    entries.set(key, { actor, users: 0, releasedAt: ++releases });
    keys.set(actor, key);
    actor.start();
    actor.send({ type: 'LOAD' });
    prune();
    return actor;
  }

  /** Stops the least recently released charts beyond the ones kept. */
  function prune(): void {
    const idle = [...entries].filter(([, e]) => e.users === 0).sort(([, a], [, b]) => b.releasedAt - a.releasedAt);
    for (const [key, entry] of idle.slice(KEPT_IDLE_CHARTS)) {
      entry.actor.stop();
      entries.delete(key);
      keys.delete(entry.actor);
    }
  }

  return {
    resource(definition, params) {
      const key = registryKey(definition.name, definition.keyOf(params));
      const held = entries.get(key);
      if (held) return held.actor as ResourceActor;
      const machine = resourceMachine.provide({
        actors: { load: fromPromise(({ signal }) => definition.load(services, params, signal)) },
        actions: { reportFailure: report(callIdOf(definition, params)) },
      });
      const placeholder = definition.placeholder?.(services, params) ?? null;
      return remember(key, createActor(machine, { input: { key, goneIsState: definition.goneIsState, placeholder } }));
    },
    pagedList(definition, params) {
      const key = registryKey(definition.name, definition.keyOf(params));
      const held = entries.get(key);
      if (held) return held.actor as PagedListActor;
      const machine = pagedListMachine.provide({
        actors: {
          fetchPage: fromPromise<FetchedPage, PageRequest>(({ input, signal }) =>
            definition.fetchPage(services, params, input.next, signal)),
        },
        actions: { reportFailure: report(callIdOf(definition, params)) },
      });
      const input = { key, goneIsState: definition.goneIsState, itemKey: definition.itemKey as ((item: unknown) => string) | undefined };
      return remember(key, createActor(machine, { input }));
    },
    acquire(actor) {
      const entry = entries.get(keys.get(actor) ?? '');
      if (entry) entry.users += 1;
    },
    release(actor) {
      const entry = entries.get(keys.get(actor) ?? '');
      if (!entry || entry.users === 0) return;
      entry.users -= 1;
      if (entry.users === 0) {
        entry.releasedAt = ++releases;
        prune();
      }
    },
    peek(definition, params) {
      return entries.get(registryKey(definition.name, definition.keyOf(params)))?.actor;
    },
    dispose() {
      for (const entry of entries.values()) entry.actor.stop();
      entries.clear();
      keys.clear();
    },
  };
}
