/**
 * What the data registry does when a view comes back to a chart (a definition's `revisit`) and the silence a
 * definition may add to its call's alert policy (`alerts`).
 */
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../src/services/data/define-resource';
import { definePagedList } from '../../../src/services/data/define-paged-list';
import { createDataRegistry } from '../../../src/services/data/data-registry';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createEntityStore } from '../../../src/services/store';
import { stubApi } from '../timelines/support/fake-app-services';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const unavailable = () =>
  new ApiError({ kind: 'response', message: 'Service Unavailable', status: 503, statusText: 'Service Unavailable' });

function setUp() {
  const alerts = createAlertQueue();
  const registry = createDataRegistry({
    api: stubApi({}),
    store: createEntityStore({ currentAccountId: '1' }),
    alerts,
    server: 'https://social.example',
  });
  return { alerts, registry };
}

type Registry = ReturnType<typeof createDataRegistry>;

/** A view showing the chart, then leaving it. */
function visit(registry: Registry, actor: Parameters<Registry['acquire']>[0]) {
  registry.acquire(actor);
  registry.release(actor);
}

describe('coming back to a chart', () => {
  it('refresh: the first view loads once; a later one asks again while the value stays shown', async () => {
    const { registry } = setUp();
    let answer = 0;
    const load = vi.fn(async () => `answer ${++answer}`);
    const definition = defineResource({
      name: 'fresh',
      callId: 'statuses.get',
      keyOf: () => 'x',
      revisit: 'refresh',
      load,
    });
    const actor = registry.resource(definition, null);
    visit(registry, actor);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    registry.acquire(actor);
    // a second view at the same time is not a return
    registry.acquire(actor);
    expect(actor.getSnapshot().hasTag('value')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.value).toBe('answer 1');
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.value).toBe('answer 2');
  });

  it('refresh and retry: a failed first load is tried again; retry leaves a loaded value alone', async () => {
    const { registry } = setUp();
    const load = vi.fn().mockRejectedValueOnce(unavailable()).mockResolvedValue('in');
    const actor = registry.resource(
      defineResource({ name: 'once', callId: 'statuses.get', keyOf: () => 'x', revisit: 'retry', load }),
      null,
    );
    visit(registry, actor);
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    visit(registry, actor);
    await flush();
    expect(actor.getSnapshot().context.value).toBe('in');
    visit(registry, actor);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('unset: the kept value is shown as it is', async () => {
    const { registry } = setUp();
    const load = vi.fn(async () => 'kept');
    const actor = registry.resource(
      defineResource({ name: 'kept', callId: 'statuses.get', keyOf: () => 'x', load }),
      null,
    );
    visit(registry, actor);
    await flush();
    visit(registry, actor);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a paged list comes back refreshed (its first page again)', async () => {
    const { registry } = setUp();
    let round = 0;
    const fetchPage = vi.fn(async () => ({ items: [`r${++round}`], next: null }));
    const list = registry.pagedList(
      definePagedList({
        name: 'pages',
        callId: 'statuses.rebloggedBy',
        keyOf: () => 'x',
        revisit: 'refresh',
        fetchPage,
      }),
      null,
    );
    visit(registry, list);
    await flush();
    visit(registry, list);
    await flush();
    expect(list.getSnapshot().context.items).toEqual(['r2']);
  });
});

describe('silence a definition adds', () => {
  it('takes the alert away for that data only; the call keeps its own policy elsewhere', async () => {
    const { registry, alerts } = setUp();
    const failing = (name: string, silent: boolean) =>
      defineResource({
        name,
        callId: 'statuses.get',
        keyOf: () => 'x',
        ...(silent ? { alerts: { skipAlert: true } } : {}),
        load: () => Promise.reject(unavailable()),
      });
    const quiet = registry.resource(failing('quiet', true), null);
    await flush();
    expect(quiet.getSnapshot().hasTag('failed')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);
    registry.resource(failing('loud', false), null);
    await flush();
    expect(alerts.getSnapshot()).toHaveLength(1);
  });
});
