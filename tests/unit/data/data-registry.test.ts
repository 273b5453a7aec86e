import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../src/services/data/define-resource';
import { definePagedList } from '../../../src/services/data/define-paged-list';
import { createDataRegistry, KEPT_IDLE_CHARTS } from '../../../src/services/data/data-registry';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createEntityStore } from '../../../src/services/store';
import { stubApi } from '../timelines/support/fake-app-services';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const unavailable = () =>
  new ApiError({ kind: 'response', message: 'Service Unavailable', status: 503, statusText: 'Service Unavailable' });

function setUp() {
  const alerts = createAlertQueue();
  const store = createEntityStore({ currentAccountId: '1' });
  const registry = createDataRegistry({ api: stubApi({}), store, alerts, server: 'https://social.example' });
  return { alerts, registry };
}

describe('data registry', () => {
  it('makes one chart per definition and key, loads it once, and shares it', async () => {
    const { registry } = setUp();
    const load = vi.fn(async (_services: unknown, id: string) => `value of ${id}`);
    const definition = defineResource({ name: 'thing', callId: 'statuses.get', keyOf: (id: string) => id, load });
    const a = registry.resource(definition, '7');
    expect(registry.resource(definition, '7')).toBe(a);
    const b = registry.resource(definition, '8');
    expect(b).not.toBe(a);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(a.getSnapshot().context.value).toBe('value of 7');
    expect(a.getSnapshot().hasTag('value')).toBe(true);
  });

  it("raises the alert of the definition's call policy, and none where the policy skips it", async () => {
    const { registry, alerts } = setUp();
    const failing = (callId: string, name: string) =>
      defineResource({ name, callId, keyOf: () => 'x', load: () => Promise.reject(unavailable()) });
    registry.resource(failing('statuses.get', 'shown'), null);
    await flush();
    expect(alerts.getSnapshot()).toHaveLength(1);
    // the status code as title, the server's text as message
    expect(alerts.getSnapshot()[0]!.title.values).toEqual({ status: 503 });
    // account lookups fail silently
    registry.resource(failing('accounts.lookup', 'silent'), null);
    await flush();
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('pages a list by the next URL the previous page gave, each item once', async () => {
    const { registry } = setUp();
    const fetchPage = vi.fn(async (_services: unknown, _params: null, next: string | null) =>
      next === null
        ? { items: ['a', 'b'], next: 'https://social.example/x?max_id=2' }
        : { items: ['b', 'c'], next: null },
    );
    const list = registry.pagedList(
      definePagedList({ name: 'list', callId: 'statuses.rebloggedBy', keyOf: () => '7', fetchPage }),
      null,
    );
    await flush();
    list.send({ type: 'LOAD_MORE' });
    await flush();
    expect(fetchPage.mock.calls.map((call) => call[2])).toEqual([null, 'https://social.example/x?max_id=2']);
    expect(list.getSnapshot().context.items).toEqual(['a', 'b', 'c']);
    // no next URL: nothing more is asked
    list.send({ type: 'LOAD_MORE' });
    await flush();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    list.send({ type: 'PREPEND', items: ['n', 'a'] });
    list.send({ type: 'REMOVE', keys: ['b'] });
    expect(list.getSnapshot().context.items).toEqual(['n', 'a', 'c']);
  });

  it('keeps released charts up to the limit and stops the least recently released', async () => {
    const { registry } = setUp();
    const load = vi.fn(async () => 'v');
    const definition = defineResource({ name: 'kept', callId: 'statuses.get', keyOf: (n: number) => String(n), load });
    const actors = Array.from({ length: KEPT_IDLE_CHARTS + 2 }, (_, n) => registry.resource(definition, n));
    for (const actor of actors) registry.acquire(actor);
    for (const actor of actors) registry.release(actor);
    await flush();
    expect(registry.peek(definition, 0)).toBeUndefined();
    expect(registry.peek(definition, 1)).toBeUndefined();
    expect(registry.peek(definition, 2)).toBe(actors[2]);
    expect(actors[0]!.getSnapshot().status).toBe('stopped');
    // a chart a view still holds is never stopped
    const held = registry.resource(definition, 'held' as unknown as number);
    registry.acquire(held);
    for (let n = 100; n < 100 + KEPT_IDLE_CHARTS + 1; n += 1) registry.release(registry.resource(definition, n));
    expect(registry.peek(definition, 'held' as unknown as number)).toBe(held);
  });

  it('passes an abort signal that fires when the chart stops mid-request', async () => {
    const { registry } = setUp();
    let signal: AbortSignal | null = null;
    const definition = defineResource({
      name: 'slow',
      callId: 'statuses.get',
      keyOf: () => 'x',
      load: (_s, _p: null, given) => {
        signal = given;
        return new Promise<string>(() => {});
      },
    });
    registry.resource(definition, null);
    await flush();
    registry.dispose();
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
  });
});
