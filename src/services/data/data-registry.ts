/**
 * Every resource and paged list of one account, like the timeline registry: one running chart per
 * definition and key, made (and asked to load) on first use, shared by every view showing it, and kept
 * after its last view lets go so coming back shows it at once; the most recently released idle ones are
 * kept, older ones stopped. Failures raise the alert of the definition's call policy, here and nowhere else. A chart
 * that failed for want of its server (no answer at all) is tried again as soon as one of the account's calls reaches
 * the server. What the running charts hold (their values and items) is a root of the entity store: it stays there
 * while they run.
 */
import type { PagedListActor } from '../../machines/paged-list.machine';
import type { ResourceActor } from '../../machines/resource.machine';
import { failureReason, reportError, type AlertQueue } from '../alerts';
import { reachSignalOf } from '../connectivity/reach-signal';
import { definePart } from '../runtime/account-scope';
import { holdIdsIn } from '../store/hold-ids';
import type {
  DataServices,
  DefinitionBase,
  PagedListDefinition,
  ResourceDefinition,
  Revisit,
} from './data-definitions';

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
  /**
   * a view shows `actor` (until `release`); taken again after every view had let it go, the chart is
   * refreshed or retried as its definition's `revisit` says
   */
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
  revisit: Revisit | undefined;
  /** some view has held it before (so the next acquire after a release is a return) */
  held: boolean;
}

/** Asks a chart the reader comes back to for fresh data (or a retry of a failed first load). */
function revisitChart(actor: AnyActor, revisit: Revisit | undefined): void {
  if (revisit === undefined) return;
  const snapshot = actor.getSnapshot();
  if (snapshot.status !== 'active') return;
  if (snapshot.hasTag('failed')) actor.send({ type: 'RETRY' });
  else if (
    revisit === 'refresh' &&
    !snapshot.hasTag('busy') &&
    (snapshot.hasTag('value') || snapshot.hasTag('items'))
  ) {
    actor.send({ type: 'REFRESH' });
  }
}

export function createDataRegistry({ alerts, ...services }: DataRegistryOptions): DataRegistry {
  const entries = new Map<string, Entry>();
  const keys = new Map<AnyActor, string>();
  let releases = 0;

  const registryKey = (name: string, key: string) => `${name}\u0000${key}`;

  function chartContext<P>(definition: DefinitionBase<P>, params: P, key: string) {
    const callId = typeof definition.callId === 'function' ? definition.callId(params) : definition.callId;
    const options = { ...definition.alerts, callId };
    return {
      services,
      key,
      reportFailure: ({ context }: { context: { error: unknown } }) => reportError(alerts, context.error, options),
    };
  }

  function remember<A extends AnyActor>(key: string, actor: A, revisit: Revisit | undefined): A {
    entries.set(key, { actor, users: 0, releasedAt: ++releases, revisit, held: false });
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
      services.store.roots.letGo();
    }
  }

  // the server reached again: a chart that failed for want of it is tried again (a failure with an answer is not)
  const stopReach = reachSignalOf(services.store).listen((reached) => {
    if (!reached) return;
    for (const { actor } of entries.values()) {
      const snapshot = actor.getSnapshot();
      if (snapshot.hasTag('failed') && failureReason(snapshot.context.error) === 'network')
        actor.send({ type: 'RETRY' });
    }
  });

  // what the charts hold (a thread's ids, a who-list's accounts...) stays in the store while they run
  const stopHolding = services.store.roots.add((hold) => {
    for (const [key, { actor }] of entries) {
      const context: { value?: unknown; items?: unknown } = actor.getSnapshot().context;
      // the definition's own key (after the name) is often the id the chart is about
      hold(key.slice(key.indexOf('\u0000') + 1));
      holdIdsIn(context.value, hold);
      holdIdsIn(context.items, hold);
    }
  });

  return {
    resource(definition, params) {
      const key = registryKey(definition.name, definition.keyOf(params));
      const held = entries.get(key);
      if (held) return held.actor as ResourceActor;
      return remember(key, definition.make(chartContext(definition, params, key), params), definition.revisit);
    },
    pagedList(definition, params) {
      const key = registryKey(definition.name, definition.keyOf(params));
      const held = entries.get(key);
      if (held) return held.actor as PagedListActor;
      return remember(key, definition.make(chartContext(definition, params, key), params), definition.revisit);
    },
    acquire(actor) {
      const entry = entries.get(keys.get(actor) ?? '');
      if (!entry) return;
      entry.users += 1;
      if (entry.users === 1 && entry.held) revisitChart(entry.actor, entry.revisit);
      entry.held = true;
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
      stopReach();
      stopHolding();
      services.store.roots.letGo();
    },
  };
}

/** The account's registry, a part of its scope: stopping the scope stops every chart. */
const REGISTRY = definePart<DataRegistry>('data-registry', (registry) => registry.dispose());

/**
 * The account's registry: one per account (reached through its entity store's scope), made on first use by a
 * screen that shows server data, so the first page does not carry it.
 */
export function dataRegistryOf(options: DataRegistryOptions): DataRegistry {
  return options.store.scope.use(REGISTRY, () => createDataRegistry(options));
}
