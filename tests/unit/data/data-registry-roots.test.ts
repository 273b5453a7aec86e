/** The data registry's charts hold what they loaded in the entity store while they run; stopped, they let go. */
import { describe, expect, it } from 'vitest';
import { createDataRegistry, KEPT_IDLE_CHARTS } from '../../../src/services/data/data-registry';
import type { DataServices } from '../../../src/services/data/data-definitions';
import { defineResource } from '../../../src/services/data/define-resource';
import { definePagedList } from '../../../src/services/data/define-paged-list';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore, importAccount, importStatus } from '../../../src/services/store';
import { releaseUnheld } from '../../../src/services/store/store-release';
import { apiAccount, apiStatus } from '../entities/fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('data registry as a store root', () => {
  it("keeps a thread's posts and a who-list's accounts while their charts run, and lets them go once stopped", async () => {
    const store = createEntityStore({ currentAccountId: null });
    const registry = createDataRegistry({
      api: stubApi({}),
      store,
      alerts: createAlertQueue(),
      server: 'https://x.example',
    });
    const thread = defineResource({
      name: 'thread-test',
      callId: 'statuses.context',
      keyOf: (id: string) => id,
      load: ({ store: s }: DataServices, id: string) => {
        importStatus(s, apiStatus(id));
        importStatus(s, apiStatus(`${id}-reply`, { account: apiAccount('replier') }));
        return Promise.resolve({ ancestorIds: [], descendantIds: [`${id}-reply`] });
      },
    });
    const who = definePagedList({
      name: 'who-test',
      callId: 'statuses.favouritedBy',
      keyOf: () => 'w',
      fetchPage: ({ store: s }: DataServices) => {
        importAccount(s, apiAccount('fan'));
        return Promise.resolve({ items: [{ accountId: 'fan' }], next: null });
      },
    });
    const shown = registry.resource(thread, '42');
    registry.pagedList(who, null);
    await flush();
    importStatus(store, apiStatus('unheld', { account: apiAccount('nobody') }));

    releaseUnheld(store);
    expect(['42', '42-reply'].every((id) => store.has('statuses', id))).toBe(true);
    expect(['replier', 'fan'].every((id) => store.has('accounts', id))).toBe(true);
    expect(store.has('statuses', 'unheld')).toBe(false);
    expect(store.has('accounts', 'nobody')).toBe(false);

    // once more charts than are kept idle have been made, the oldest stops and its records can go
    let letGo = 0;
    store.roots.onLetGo(() => (letGo += 1));
    registry.acquire(shown);
    registry.release(shown);
    for (let i = 0; i < KEPT_IDLE_CHARTS + 1; i += 1) registry.resource(thread, `other${i}`);
    await flush();
    expect(letGo).toBeGreaterThan(0);
    releaseUnheld(store);
    expect(store.has('statuses', '42')).toBe(false);
    registry.dispose();
    releaseUnheld(store);
    expect(store.size('statuses')).toBe(0);
  });
});
