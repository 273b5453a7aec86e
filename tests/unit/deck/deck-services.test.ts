import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { defaultColumns, makeColumn, storedLayout } from '../../../src/machines/deck-columns-rules';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import {
  hashtagOf,
  linkOf,
  needsTarget,
  offeredColumnTypes,
  targetOfChoice,
  type ColumnChoice,
} from '../../../src/services/deck/column-choice';
import { columnTitle, timelineOfColumn } from '../../../src/services/deck/column-content';
import { createDeckStorage, deckStorageKey } from '../../../src/services/deck/deck-storage';
import { deckColumnsChart } from '../../../src/services/deck/use-deck-columns';

const ALICE = 'https://social.example|1';

describe('the deck storage', () => {
  it('keeps one layout per account key, with its saved flag', () => {
    const storage = createMemoryStorage();
    const decks = createDeckStorage(storage);
    decks.write(ALICE, storedLayout(true, defaultColumns(ALICE)));
    expect(JSON.parse(storage.getItem(deckStorageKey(ALICE))!)).toMatchObject({ version: 1, saved: true });
    expect(decks.read(ALICE)).toEqual(storedLayout(true, defaultColumns(ALICE)));
    expect(decks.read('https://other.example|7')).toBeNull();
  });

  it('falls back quietly when storage fails or holds junk', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const decks = createDeckStorage(broken);
    expect(decks.read(ALICE)).toBeNull();
    expect(() => decks.write(ALICE, storedLayout(true, []))).not.toThrow();
    expect(createDeckStorage(createMemoryStorage({ [deckStorageKey(ALICE)]: '{oops' })).read(ALICE)).toBeNull();
    expect(createDeckStorage(null).read(ALICE)).toBeNull();
  });

  it('hears another tab storing the same account’s deck, and only that', () => {
    const events = new EventTarget();
    const decks = createDeckStorage(createMemoryStorage(), events);
    const heard = vi.fn();
    const stop = decks.watch(ALICE, heard);
    const storageEvent = (key: string, newValue: string | null) =>
      Object.assign(new Event('storage'), { key, newValue });
    events.dispatchEvent(storageEvent(deckStorageKey('someone'), '{}'));
    events.dispatchEvent(storageEvent(deckStorageKey(ALICE), '{"version":1}'));
    expect(heard).toHaveBeenCalledExactlyOnceWith({ version: 1 });
    stop();
    events.dispatchEvent(storageEvent(deckStorageKey(ALICE), null));
    expect(heard).toHaveBeenCalledOnce();
  });

  it('the chart saves every change it makes there, flagged saved; a reset saves the default unflagged', () => {
    const storage = createMemoryStorage();
    const decks = createDeckStorage(storage);
    const actor = createActor(deckColumnsChart(decks, ALICE), { input: { account: ALICE, stored: null } }).start();
    expect(storage.getItem(deckStorageKey(ALICE))).toBeNull();
    const home = defaultColumns(ALICE)[1]!;
    actor.send({ type: 'RESIZE', id: home.id, change: 'wider' });
    expect(decks.read(ALICE)).toEqual(storedLayout(true, actor.getSnapshot().context.columns));
    actor.send({ type: 'RESET' });
    expect(decks.read(ALICE)).toEqual(storedLayout(false, defaultColumns(ALICE)));
    // a layout stored unflagged opens as the default one
    const reopened = createActor(deckColumnsChart(decks, ALICE), {
      input: { account: ALICE, stored: decks.read(ALICE) },
    });
    expect(reopened.start().getSnapshot().value).toBe('standard');
  });
});

describe('the add-column choices', () => {
  const choice = (change: Partial<ColumnChoice>): ColumnChoice => ({
    type: 'HOME',
    targetId: null,
    tag: '',
    url: '',
    onlyMedia: false,
    onlyRemote: false,
    local: false,
    ...change,
  });

  it('offers antennas and circles only where the server has them', () => {
    expect(offeredColumnTypes({ antennas: false, circles: false })).not.toContain('ANTENNA');
    expect(offeredColumnTypes({ antennas: true, circles: false })).toEqual(
      expect.arrayContaining(['ANTENNA', 'ANTENNA_TIMELINE']),
    );
    expect(offeredColumnTypes({ antennas: false, circles: true })).toContain('CIRCLE');
  });

  it('asks for a target or options except for home, notifications, new post and the antennas index', () => {
    expect(['HOME', 'NOTIFICATIONS', 'COMPOSE', 'ANTENNA'].map((t) => needsTarget(t as never))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(needsTarget('LIST')).toBe(true);
    expect(needsTarget('PUBLIC')).toBe(true);
  });

  it('takes a hashtag with or without its #, one word only', () => {
    expect(hashtagOf('  #Cats_2 ')).toBe('Cats_2');
    expect(hashtagOf('ねこ')).toBe('ねこ');
    expect(hashtagOf('two words')).toBeNull();
    expect(hashtagOf('#')).toBeNull();
    expect(targetOfChoice(choice({ type: 'HASHTAG', tag: '#cats', local: true }))).toEqual({
      target: { type: 'HASHTAG', params: { tag: 'cats', local: true } },
      problem: null,
    });
    expect(targetOfChoice(choice({ type: 'HASHTAG', tag: 'a b' })).problem).toBe('hashtag');
  });

  it('takes an http(s) link only', () => {
    expect(linkOf(' https://example.com/a ')).toBe('https://example.com/a');
    expect(linkOf('javascript:alert(1)')).toBeNull();
    expect(targetOfChoice(choice({ type: 'LINK', url: 'nope' })).problem).toBe('link');
  });

  it('needs a list, antenna or circle picked; bookmarks are all of them unless a category is picked', () => {
    expect(targetOfChoice(choice({ type: 'LIST' })).problem).toBe('pick');
    expect(targetOfChoice(choice({ type: 'CIRCLE', targetId: '4' })).target).toEqual({
      type: 'CIRCLE',
      params: { id: '4' },
    });
    expect(targetOfChoice(choice({ type: 'BOOKMARKS_EX' })).target).toEqual({
      type: 'BOOKMARKS_EX',
      params: { categoryId: null },
    });
    expect(targetOfChoice(choice({ type: 'PUBLIC', onlyRemote: true })).target).toEqual({
      type: 'PUBLIC',
      params: { onlyMedia: false, onlyRemote: true },
    });
  });
});

describe('what a column shows', () => {
  it('is a timeline name for the timeline columns', () => {
    const name = (target: Parameters<typeof timelineOfColumn>[0]) => timelineOfColumn(target);
    expect(name({ type: 'HOME', params: {} })).toBe('home');
    expect(name({ type: 'COMMUNITY', params: { onlyMedia: true } })).toBe('community:media');
    expect(name({ type: 'PUBLIC', params: { onlyMedia: true, onlyRemote: true } })).toBe('public:remote:media');
    expect(name({ type: 'PUBLIC', params: { onlyMedia: false, onlyRemote: false } })).toBe('public');
    expect(name({ type: 'HASHTAG', params: { tag: 'cats', local: true } })).toBe('hashtag:cats:local');
    expect(name({ type: 'HASHTAG', params: { tag: 'cats', local: false, any: ['dogs'], none: ['fish'] } })).toBe(
      'hashtag:cats:any=dogs:none=fish',
    );
    expect(name({ type: 'LINK', params: { url: 'https://a.example/' } })).toBe('link:https://a.example/');
    expect(name({ type: 'LIST', params: { id: '1' } })).toBeNull();
  });

  it('is titled after the list, antenna, circle or category once its name is known', () => {
    const listColumn = makeColumn(ALICE, { type: 'LIST', params: { id: '1' } });
    expect(columnTitle(listColumn, 'Friends')).toEqual({ key: 'LIST', values: { title: 'Friends' } });
    expect(columnTitle(listColumn, null)).toEqual({ key: 'LIST_UNNAMED', values: {} });
    expect(columnTitle({ type: 'BOOKMARKS_EX', params: { categoryId: null } }, null).key).toBe('BOOKMARKS');
    expect(columnTitle({ type: 'LINK', params: { url: 'https://a.example/x' } }, null).values).toEqual({
      host: 'a.example',
    });
  });
});
