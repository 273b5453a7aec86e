/**
 * A data registry for definition tests: the real registry over a given API (stubs, or the contract sandbox's
 * real client), a fresh store and alert queue, and a wait for a chart to stop being busy.
 */
import { waitFor } from 'xstate';
import type { PagedListActor, PagedListSnapshot } from '../../src/machines/paged-list.machine';
import type { ResourceActor, ResourceSnapshot } from '../../src/machines/resource.machine';
import type { Api } from '../../src/services/api';
import { dataRegistryOf, type DataRegistry } from '../../src/services/data/data-registry';
import { createAlertQueue, type AlertQueue } from '../../src/services/alerts';
import { createEntityStore, type EntityStore } from '../../src/services/store';

export interface DataFixture {
  registry: DataRegistry;
  store: EntityStore;
  alerts: AlertQueue;
  api: Api;
  server: string;
}

export function dataFixture(
  api: Api,
  { me = '1', server = 'https://social.example' }: { me?: string | null; server?: string } = {},
): DataFixture {
  const store = createEntityStore({ currentAccountId: me });
  const alerts = createAlertQueue();
  // the account's own registry (the one screens and mutations reach through its store)
  return { registry: dataRegistryOf({ api, store, alerts, server }), store, alerts, api, server };
}

/** Resolves once no request of the chart runs (its first answer, a refresh or a page is in). */
export function idle(actor: ResourceActor): Promise<ResourceSnapshot>;
export function idle(actor: PagedListActor): Promise<PagedListSnapshot>;
export function idle(actor: ResourceActor | PagedListActor): Promise<ResourceSnapshot | PagedListSnapshot> {
  return waitFor(actor as ResourceActor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 5000 });
}
