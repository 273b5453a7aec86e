import { describe, expect, it } from 'vitest';
import {
  addToPending,
  compareNotificationIds,
  cursorsWith,
  cutAtTop,
  fillGap,
  firstPageEntries,
  gapOnTop,
  groupKeys,
  hasUnreadGap,
  makeGap,
  mergeAdjacentGaps,
  moveToTop,
  newerId,
  pageCursors,
  removeKeys,
  unloadedBelow,
  unreadCount,
  type GapEntry,
} from '../../../src/machines/notification-groups-rules';
import {
  GROUPS_KEPT_AT_TOP,
  type NotificationEntry,
  type NotificationPage,
} from '../../../src/machines/notification-groups-types';

const g = (key: string): NotificationEntry => ({ kind: 'group', key });
const gap = (key: string, maxId: string | null, sinceId: string | null): GapEntry => ({
  kind: 'gap',
  key,
  maxId,
  sinceId,
});
const page = (keys: string[], full: boolean, oldestId: string | null, newestId: string | null): NotificationPage => ({
  keys,
  full,
  oldestId,
  newestId,
});
const keysOf = (n: number, prefix = 'k') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('notification ids', () => {
  it('compares ids as numbers of any length: longer is newer, then text order', () => {
    expect(compareNotificationIds('100', '99')).toBeGreaterThan(0);
    expect(compareNotificationIds('99', '100')).toBeLessThan(0);
    expect(compareNotificationIds('110', '109')).toBeGreaterThan(0);
    expect(compareNotificationIds('12345678901234567890', '12345678901234567890')).toBe(0);
    expect(newerId('9', '10')).toBe('10');
    expect(newerId(null, '10')).toBe('10');
    expect(newerId('10', null)).toBe('10');
  });
});

describe('first page', () => {
  it('a full first page ends with a trailing gap from its oldest id', () => {
    expect(firstPageEntries(page(['a', 'b'], true, '10', '20'))).toEqual([
      g('a'),
      g('b'),
      { kind: 'gap', key: expect.any(String), maxId: '10', sinceId: null },
    ]);
  });

  it('a partial first page has no gap; keys are kept once', () => {
    expect(firstPageEntries(page(['a', 'b', 'a'], false, '10', '20'))).toEqual([g('a'), g('b')]);
  });

  it('keys that arrived while the page was on its way go on top of it when the page lacks them', () => {
    expect(firstPageEntries(page(['a', 'b'], false, '10', '20'), ['z', 'b'])).toEqual([g('z'), g('a'), g('b')]);
  });
});

describe('gap fill', () => {
  const rows = [g('a'), gap('g1', '50', '10'), g('b'), g('c')];

  it('the gap is replaced by the page keys, skipping keys above it or pending', () => {
    expect(fillGap(rows, ['p'], 'g1', page(['a', 'p', 'x', 'y'], false, '20', '40'))).toEqual([
      g('a'),
      g('x'),
      g('y'),
      g('b'),
      g('c'),
    ]);
  });

  it('a key further down moves up to the gap (its newer place), appearing once', () => {
    expect(fillGap(rows, [], 'g1', page(['x', 'c'], false, '20', '40'))).toEqual([g('a'), g('x'), g('c'), g('b')]);
  });

  it('a full page leaves the gap below the new keys for the rest of its range', () => {
    expect(fillGap(rows, [], 'g1', page(['x'], true, '30', '40'))).toEqual([
      g('a'),
      g('x'),
      gap('g1', '30', '10'),
      g('b'),
      g('c'),
    ]);
  });

  it('a full page whose oldest id is not above the gap bottom closes the gap', () => {
    expect(fillGap(rows, [], 'g1', page(['x'], true, '10', '40'))).toEqual([g('a'), g('x'), g('b'), g('c')]);
  });

  it('an empty page just removes the gap', () => {
    expect(fillGap(rows, [], 'g1', page([], false, null, null))).toEqual([g('a'), g('b'), g('c')]);
  });

  it('a trailing gap keeps loading older: a full page leaves a trailing gap with no bottom', () => {
    expect(fillGap([g('a'), gap('t', '50', null)], [], 't', page(['b'], true, '30', '45'))).toEqual([
      g('a'),
      g('b'),
      gap('t', '30', null),
    ]);
  });

  it('a gap that is gone leaves the rows as they are', () => {
    expect(fillGap(rows, [], 'nope', page(['x'], false, '1', '2'))).toEqual(rows);
  });

  it('after a fill, gaps that come together merge', () => {
    // 'b' moves up into the page; the rest of g1 then touches g2
    const two = [g('a'), gap('g1', '50', '20'), g('b'), gap('g2', '25', '10'), g('c')];
    expect(fillGap(two, [], 'g1', page(['b'], true, '30', '40'))).toEqual([
      g('a'),
      g('b'),
      gap('g1', '30', '10'),
      g('c'),
    ]);
  });
});

describe('adjacent gaps', () => {
  it('adjacent gaps merge into one covering both ranges, under the first key', () => {
    expect(mergeAdjacentGaps([g('a'), gap('g1', '50', '30'), gap('g2', '40', '10'), g('b')])).toEqual([
      g('a'),
      gap('g1', '50', '10'),
      g('b'),
    ]);
    // null is the widest: from the newest, down to the end
    expect(mergeAdjacentGaps([gap('g1', null, '30'), gap('g2', '40', null)])).toEqual([gap('g1', null, null)]);
  });

  it('the gap whose fill is on its way is not merged', () => {
    const rows = [gap('g1', '50', '30'), gap('g2', '40', '10')];
    expect(mergeAdjacentGaps(rows, 'g2')).toEqual(rows);
  });
});

describe('top of the list', () => {
  it('keys move to the top, leaving their old place', () => {
    expect(moveToTop([g('a'), g('b'), g('c')], ['c', 'x'])).toEqual([g('c'), g('x'), g('a'), g('b')]);
  });

  it('a key goes to the front of pending once', () => {
    expect(addToPending(['a', 'b'], ['b'])).toEqual(['b', 'a']);
  });

  it(`only the first ${GROUPS_KEPT_AT_TOP} groups are kept at the top, with a gap from the last kept group's newest id`, () => {
    const rows = [...keysOf(GROUPS_KEPT_AT_TOP + 5).map(g), gap('t', '1', null)];
    const cut = cutAtTop(rows, { k50: '500', k49: '490' });
    expect(groupKeys(cut)).toEqual(keysOf(GROUPS_KEPT_AT_TOP));
    expect(cut.at(-1)).toEqual({ kind: 'gap', key: expect.any(String), maxId: '500', sinceId: null });
    expect(cut).toHaveLength(GROUPS_KEPT_AT_TOP + 1);
  });

  it('without the last kept group id, the nearest kept group above gives the cut its cursor (else from the newest)', () => {
    const rows = keysOf(GROUPS_KEPT_AT_TOP + 1).map(g);
    expect(cutAtTop(rows, { k48: '480' }).at(-1)).toMatchObject({ kind: 'gap', maxId: '480' });
    expect(cutAtTop(rows, {}).at(-1)).toMatchObject({ kind: 'gap', maxId: null, sinceId: null });
  });

  it(`${GROUPS_KEPT_AT_TOP} groups or fewer are not cut; nothing is cut while a gap fill is on its way`, () => {
    const fifty = [...keysOf(GROUPS_KEPT_AT_TOP).map(g), gap('t', '1', null)];
    expect(cutAtTop(fifty, {})).toEqual(fifty);
    const more = keysOf(GROUPS_KEPT_AT_TOP + 3).map(g);
    expect(cutAtTop([gap('busy', null, '9'), ...more], {}, 'busy')).toHaveLength(GROUPS_KEPT_AT_TOP + 4);
  });

  it('a disconnection puts a gap on top from the newest id, unless the first entry is a gap', () => {
    expect(gapOnTop([g('a')], '70')).toEqual([
      { kind: 'gap', key: expect.any(String), maxId: null, sinceId: '70' },
      g('a'),
    ]);
    const already = [gap('g', null, '60'), g('a')];
    expect(gapOnTop(already, '70')).toEqual(already);
  });
});

describe('removals', () => {
  it('removed keys leave the rows and pending, and gaps brought together merge', () => {
    const rows = [g('a'), gap('g1', '50', '30'), g('b'), gap('g2', '25', '10'), g('c')];
    expect(removeKeys(rows, ['b', 'p'], ['b'])).toEqual({
      entries: [g('a'), gap('g1', '50', '10'), g('c')],
      pending: ['p'],
    });
  });
});

describe('cursors', () => {
  it('keeps the newest id known per held group only', () => {
    expect(cursorsWith({ a: '10', gone: '5' }, ['a', 'b'], { a: '9', b: '7' })).toEqual({ a: '10', b: '7' });
  });

  it("a page's cursors are its own, else its first key has the page's newest id", () => {
    expect(pageCursors(page(['a', 'b'], false, '1', '9'))).toEqual({ a: '9' });
    expect(pageCursors({ ...page(['a', 'b'], false, '1', '9'), cursors: { a: '8', b: '4' } })).toEqual({
      a: '8',
      b: '4',
    });
  });

  it('gap keys are unique', () => {
    const first = makeGap([], '5', null);
    expect(makeGap([first], '5', null).key).not.toBe(first.key);
  });
});

describe('unread', () => {
  it('a gap followed by a group hides unread notifications when it reaches above the last read id', () => {
    expect(hasUnreadGap([g('a'), gap('g', '50', '10'), g('b')], '40')).toBe(true);
    expect(hasUnreadGap([g('a'), gap('g', '50', '10'), g('b')], '50')).toBe(false);
    expect(hasUnreadGap([gap('g', null, '10'), g('b')], '99')).toBe(true);
  });

  it('the trailing gap never counts as an unread gap', () => {
    expect(hasUnreadGap([g('a'), gap('t', '50', null)], '10')).toBe(false);
    expect(hasUnreadGap([gap('t', null, null)], null)).toBe(false);
  });

  it('the trailing gap tells where the rows stop while older notifications remain unloaded below', () => {
    expect(unloadedBelow([g('a'), g('b'), gap('t', '50', null)], '90')).toBe('50');
    // a trailing gap from the newest: nothing below the newest is loaded
    expect(unloadedBelow([g('a'), gap('t', null, null)], '90')).toBe('90');
    // the end of the list is reached
    expect(unloadedBelow([g('a'), gap('g', '50', '10'), g('b')], '90')).toBeNull();
    // no rows at all: nothing to reach
    expect(unloadedBelow([gap('t', null, null)], null)).toBeNull();
    expect(unloadedBelow([], null)).toBeNull();
  });

  it('without a last read id any gap with a group below counts', () => {
    expect(hasUnreadGap([g('a'), gap('g', '5', '1'), g('b')], null)).toBe(true);
  });

  it('counts the groups whose most recent notification is newer than the last read one (all without one)', () => {
    const ids: Record<string, string> = { a: '100', b: '99', c: '50' };
    const of = (key: string) => ids[key] ?? null;
    expect(unreadCount(['a', 'b', 'c', 'unknown'], of, '99')).toBe(1);
    expect(unreadCount(['a', 'b', 'c'], of, '9')).toBe(3);
    expect(unreadCount(['a', 'b', 'c', 'unknown'], of, null)).toBe(4);
  });
});
