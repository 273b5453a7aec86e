/**
 * A list, circle or antenna whose fetch answers 404 or 410 is forgotten by the data layer, with no view: its record
 * leaves the store, its id the reader's set, a list's or antenna's timeline stops, and a deck column showing it goes,
 * each once. Any other failure forgets nothing and takes no column away.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import { deckColumnsMachine } from '../../../src/machines/deck-columns.machine';
import {
  defaultColumns,
  makeColumn,
  storedLayout,
  type GoneEntityKind,
} from '../../../src/machines/deck-columns-rules';
import { watchEntityGone } from '../../../src/services/deck/use-column-gone';
import { ApiError } from '../../../src/domain/errors/api-error';
import { collectionChart } from '../../../src/services/collections/collection-gone';
import { collectionsData } from '../../../src/services/collections/collection-data';
import { importLists } from '../../../src/services/store/collection-importers';
import { dataFixture, idle } from '../../support/data-fixture';
import { stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const ALICE = 'https://social.example|1';
const failure = (status: number) => new ApiError({ kind: 'response', status, message: String(status) });
const LISTS = [
  { id: '1', title: 'Friends' },
  { id: '2', title: 'Work' },
];

async function fixture(get: NonNullable<ApiStubs['lists']>['get']) {
  const data = dataFixture(stubApi({ lists: { list: async () => LISTS, get } }));
  const services = { ...data, timelines: { forget: vi.fn() } };
  const index = services.registry.resource(collectionsData.lists, null) as ResourceActor;
  await idle(index);
  // a deck with the default columns and one showing list 1
  const friends = makeColumn(ALICE, { type: 'LIST', params: { id: '1' } });
  const deck = createActor(deckColumnsMachine.provide({ actions: { persist: () => {} } }), {
    input: { account: ALICE, stored: storedLayout(true, [...defaultColumns(ALICE), friends]) },
  }).start();
  const deckSends = vi.spyOn(deck, 'send');
  const column = (kind: GoneEntityKind, id: string) =>
    watchEntityGone(services, kind, id, () => deck.send({ type: 'COLUMN_GONE', entity: { account: ALICE, kind, id } }));
  const columnTypes = () => deck.getSnapshot().context.columns.map((c) => c.type);
  return { services, index, deck, deckSends, column, columnTypes };
}

describe('a collection whose fetch answers gone', () => {
  it.each([404, 410])('a %i forgets the list and removes its deck column, once', async (status) => {
    const { services, index, deckSends, column, columnTypes } = await fixture(async () =>
      Promise.reject(failure(status)),
    );
    expect(services.store.has('lists', '1')).toBe(true);
    column('lists', '1');
    const chart = collectionChart(services, 'lists', '1');
    await idle(chart);
    expect(chart.getSnapshot().hasTag('gone')).toBe(true);
    expect(services.store.has('lists', '1')).toBe(false);
    expect(index.getSnapshot().context.value).toEqual(['2']);
    expect(services.timelines.forget).toHaveBeenCalledExactlyOnceWith('list:1');
    expect(columnTypes()).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    expect(deckSends).toHaveBeenCalledOnce();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('is forgotten even when no column or screen watches it, and taking the chart again forgets nothing more', async () => {
    const { services } = await fixture(async () => Promise.reject(failure(404)));
    const chart = collectionChart(services, 'lists', '1');
    await idle(chart);
    expect(services.store.has('lists', '1')).toBe(false);
    importLists(services.store, [{ id: '1', title: 'Friends' }]);
    expect(collectionChart(services, 'lists', '1')).toBe(chart);
    expect(services.store.has('lists', '1')).toBe(true);
    expect(services.timelines.forget).toHaveBeenCalledOnce();
  });

  it('a column restored for a list never stored goes when its fetch answers 404', async () => {
    const { services, column, columnTypes } = await fixture(async () => Promise.reject(failure(404)));
    services.store.remove('lists', '1');
    const heard = vi.fn();
    watchEntityGone(services, 'lists', '1', heard);
    column('lists', '1');
    await idle(collectionChart(services, 'lists', '1'));
    expect(heard).toHaveBeenCalledOnce();
    expect(columnTypes()).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
  });

  it('a 500 forgets nothing and leaves the column, with the call’s alert', async () => {
    const { services, index, deckSends, column, columnTypes } = await fixture(async () => Promise.reject(failure(500)));
    column('lists', '1');
    const chart = collectionChart(services, 'lists', '1');
    await idle(chart);
    expect(chart.getSnapshot().hasTag('failed')).toBe(true);
    expect(services.store.has('lists', '1')).toBe(true);
    expect(index.getSnapshot().context.value).toEqual(['1', '2']);
    expect(services.timelines.forget).not.toHaveBeenCalled();
    expect(columnTypes()).toContain('LIST');
    expect(deckSends).not.toHaveBeenCalled();
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });

  it('a column stops listening when its watch is stopped', async () => {
    const { services } = await fixture(async () => ({ id: '1', title: 'Friends' }));
    const heard = vi.fn();
    const stop = watchEntityGone(services, 'lists', '1', heard);
    stop();
    services.store.remove('lists', '1');
    expect(heard).not.toHaveBeenCalled();
  });
});
