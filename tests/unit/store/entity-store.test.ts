import { describe, expect, it, vi } from 'vitest';
import { createEntityStore } from '../../../src/services/store/entity-store';
import { normaliseList, type List } from '../../../src/domain/entities/collections';
import { normaliseCustomEmoji } from '../../../src/domain/entities/custom-emoji';

const list = (id: string, title = `List ${id}`): List => {
  const record = normaliseList({ id, title });
  if (record === null) throw new Error('list');
  return record;
};

describe('entity store', () => {
  it('gets, sets, patches and removes records', () => {
    const store = createEntityStore({ currentAccountId: null });
    expect(store.get('lists', '1')).toBeUndefined();
    store.set('lists', list('1'));
    expect(store.get('lists', '1')?.title).toBe('List 1');
    expect(store.patch('lists', '1', { title: 'Renamed' })?.title).toBe('Renamed');
    expect(store.patch('lists', '1', (l) => ({ ...l, favourite: false }))?.favourite).toBe(false);
    expect(store.patch('lists', 'missing', { title: 'x' })).toBeUndefined();
    expect(store.remove('lists', '1')).toBe(true);
    expect(store.remove('lists', '1')).toBe(false);
    expect(store.has('lists', '1')).toBe(false);
  });

  it('keys notification groups by group_key and custom emoji by shortcode', () => {
    const store = createEntityStore({ currentAccountId: null });
    const emoji = normaliseCustomEmoji({
      shortcode: 'blob',
      url: 'https://e.example/b.png',
      static_url: 'https://e.example/b.png',
    });
    if (emoji === null) throw new Error('emoji');
    store.set('customEmojis', emoji);
    expect(store.get('customEmojis', 'blob')).toBe(emoji);
  });

  it('stores frozen records and makes a new object on change', () => {
    const store = createEntityStore({ currentAccountId: null });
    const first = store.set('lists', list('1'));
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.antennas)).toBe(true);
    const changed = store.patch('lists', '1', { title: 'New' });
    expect(changed).not.toBe(first);
    expect(first.title).toBe('List 1');
    expect(changed?.antennas).toBe(first.antennas);
  });

  it('keeps the stored object when an equal record is set, and does not notify', () => {
    const store = createEntityStore({ currentAccountId: null });
    const stored = store.set('lists', list('1'));
    const listener = vi.fn();
    store.subscribe('lists', '1', listener);
    expect(store.set('lists', list('1'))).toBe(stored);
    expect(store.patch('lists', '1', { title: 'List 1' })).toBe(stored);
    expect(listener).not.toHaveBeenCalled();
  });

  it('notifies per-id listeners only for changed ids', () => {
    const store = createEntityStore({ currentAccountId: null });
    store.set('lists', list('1'));
    store.set('lists', list('2'));
    const one = vi.fn();
    const two = vi.fn();
    store.subscribe('lists', '1', one);
    store.subscribe('lists', '2', two);
    store.patch('lists', '1', { title: 'changed' });
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).not.toHaveBeenCalled();
    store.remove('lists', '2');
    expect(two).toHaveBeenCalledTimes(1);
  });

  it('does not confuse tables that share an id', () => {
    const store = createEntityStore({ currentAccountId: null });
    const circle = vi.fn();
    store.subscribe('circles', '1', circle);
    store.set('lists', list('1'));
    expect(circle).not.toHaveBeenCalled();
  });

  it('batches: one notification per changed id, after the outermost batch', () => {
    const store = createEntityStore({ currentAccountId: null });
    const one = vi.fn();
    const table = vi.fn();
    store.subscribe('lists', '1', one);
    store.subscribeTable('lists', table);
    store.batch(() => {
      store.set('lists', list('1'));
      store.patch('lists', '1', { title: 'a' });
      store.batch(() => store.patch('lists', '1', { title: 'b' }));
      store.set('lists', list('2'));
      expect(one).not.toHaveBeenCalled();
    });
    expect(one).toHaveBeenCalledTimes(1);
    expect(table).toHaveBeenCalledTimes(1);
    expect(table).toHaveBeenCalledWith(['1', '2']);
  });

  it('unsubscribes', () => {
    const store = createEntityStore({ currentAccountId: null });
    const listener = vi.fn();
    const tableListener = vi.fn();
    const off = store.subscribe('lists', '1', listener);
    const offTable = store.subscribeTable('lists', tableListener);
    off();
    offTable();
    store.set('lists', list('1'));
    expect(listener).not.toHaveBeenCalled();
    expect(tableListener).not.toHaveBeenCalled();
  });

  it('gives a table snapshot that stays the same object until the table changes', () => {
    const store = createEntityStore({ currentAccountId: null });
    store.set('lists', list('1'));
    const snapshot = store.getTable('lists');
    expect(store.getTable('lists')).toBe(snapshot);
    store.set('lists', list('1'));
    expect(store.getTable('lists')).toBe(snapshot);
    store.set('lists', list('2'));
    const next = store.getTable('lists');
    expect(next).not.toBe(snapshot);
    expect(snapshot.size).toBe(1);
    expect(next.size).toBe(2);
  });

  it('refuses a patch that changes the key', () => {
    const store = createEntityStore({ currentAccountId: null });
    store.set('lists', list('1'));
    expect(() => store.patch('lists', '1', { id: '2' })).toThrow();
  });

  it('still notifies every listener when one throws, then reports the error', () => {
    const store = createEntityStore({ currentAccountId: null });
    const after = vi.fn();
    store.subscribe('lists', '1', () => {
      throw new Error('boom');
    });
    store.subscribe('lists', '1', after);
    expect(() => store.set('lists', list('1'))).toThrow('boom');
    expect(after).toHaveBeenCalledTimes(1);
    expect(store.get('lists', '1')).toBeDefined();
  });

  it('clears a table or everything, notifying the removed ids', () => {
    const store = createEntityStore({ currentAccountId: '5' });
    store.set('lists', list('1'));
    store.set('circles', { id: '1', title: 'c' });
    const listener = vi.fn();
    store.subscribe('lists', '1', listener);
    store.clear('lists');
    expect(store.get('lists', '1')).toBeUndefined();
    expect(store.get('circles', '1')).toBeDefined();
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(store.get('circles', '1')).toBeUndefined();
    expect(store.currentAccountId).toBe('5');
  });

  it('keeps separate instances independent', () => {
    const a = createEntityStore({ currentAccountId: null });
    const b = createEntityStore({ currentAccountId: null });
    a.set('lists', list('1'));
    expect(b.get('lists', '1')).toBeUndefined();
  });
});
