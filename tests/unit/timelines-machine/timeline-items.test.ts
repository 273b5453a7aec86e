import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '../../../src/machines/timeline-types';
import {
  addNewer,
  applyPending,
  cursorBelow,
  fillGap,
  gapAtTop,
  gapsToFill,
  keepStatuses,
  normalise,
  placeSuggestions,
  prependPage,
  removeIds,
  statusEntry,
  statusIds,
  SUGGESTIONS_AGE_MS,
  trimAtTop,
} from '../../../src/machines/timeline-items';
import { maxIdFromNext } from '../../../src/machines/timeline-paging';

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => String(from - i));
const rows = (ids: string[]): FeedEntry[] => ids.map(statusEntry);
const gap = (key: string): FeedEntry => ({ kind: 'gap', key, maxId: null, sinceId: null });
const NEXT = 'https://s.example/api/v1/timelines/home?max_id=1';

describe('timeline rows', () => {
  it('cuts to 20 above 40 at the top, with the cursor right below the kept rows', () => {
    const forty = rows(range(140, 101));
    expect(trimAtTop(forty, NEXT).items).toHaveLength(40);
    const cut = trimAtTop(rows(range(141, 101)), NEXT);
    expect(statusIds(cut.items)).toEqual(range(141, 122));
    expect(maxIdFromNext(cut.next)).toBe('122');
    // no next link (end of the timeline) still leaves a cursor: the cut posts can be fetched again
    expect(maxIdFromNext(trimAtTop(rows(range(141, 101)), null).next)).toBe('122');
    expect(cursorBelow('not a url', '5')).toBe('?max_id=5');
  });

  it('puts new posts on top at the top, else in pending with unread + 1 each; never twice', () => {
    const base = { items: rows(['2', '1']), pending: [], unread: 0, next: null, pendingOverflow: false };
    expect(addNewer({ ...base, atTop: true }, ['3'], true)).toMatchObject({
      items: rows(['3', '2', '1']),
      pending: [],
      unread: 0,
    });
    const below = addNewer({ ...base, atTop: false }, ['3'], true);
    expect(below).toMatchObject({ items: rows(['2', '1']), pending: ['3'], unread: 1 });
    // at the top again, but pending posts exist: still pending
    expect(addNewer({ ...below, atTop: true }, ['4', '3', '2'], true)).toMatchObject({
      pending: ['4', '3'],
      unread: 2,
    });
    // at the top above 40: cut to 20 (only when trimming is allowed)
    const full = { ...base, items: rows(range(140, 101)), atTop: true };
    expect(statusIds(addNewer(full, ['141'], true).items)).toHaveLength(20);
    expect(statusIds(addNewer(full, ['141'], false).items)).toHaveLength(41);
  });

  it('applies pending on top of at most 40 existing statuses', () => {
    const state = {
      items: rows(range(150, 101)),
      pending: ['152', '151'],
      unread: 2,
      next: NEXT,
      pendingOverflow: false,
    };
    const applied = applyPending(state);
    expect(statusIds(applied.items)).toEqual(['152', '151', ...range(150, 111)]);
    expect(maxIdFromNext(applied.next)).toBe('111');
    expect(applied).toMatchObject({ pending: [], unread: 0 });
    expect(statusIds(applyPending(state, true).items)).toHaveLength(52);
  });

  it('marks a disconnection with one gap at the top, and a full newer page with a gap below it', () => {
    const withGap = gapAtTop(rows(['2', '1']));
    expect(withGap[0]).toMatchObject({ kind: 'gap', maxId: null, sinceId: '2' });
    expect(gapAtTop(withGap)).toEqual(withGap);
    expect(gapAtTop([])).toEqual([]);
    const refreshed = prependPage(rows(['2', '1']), [], range(40, 21));
    expect(refreshed[20]).toMatchObject({ kind: 'gap', maxId: '21', sinceId: '2' });
    // a short page, or one reaching what is held, leaves none
    expect(prependPage(rows(['2', '1']), [], ['4', '3']).some((e) => e.kind === 'gap')).toBe(false);
    expect(prependPage(rows(['21', '1']), [], range(40, 21)).some((e) => e.kind === 'gap')).toBe(false);
  });

  it('fills a gap in place, leaving a new gap below a full page; a gone gap changes nothing', () => {
    const items = normalise([...rows(['100']), gap('g'), ...rows(['1'])]);
    expect(items[1]).toMatchObject({ maxId: '100', sinceId: '1' });
    expect(statusIds(fillGap(items, [], 'g', ['50', '49']))).toEqual(['100', '50', '49', '1']);
    expect(fillGap(items, [], 'g', ['50', '49']).some((e) => e.kind === 'gap')).toBe(false);
    const partly = fillGap(items, ['99'], 'g', ['99', ...range(70, 52)]);
    expect(statusIds(partly)).toEqual(['100', ...range(70, 52), '1']);
    expect(partly[20]).toMatchObject({ kind: 'gap', maxId: '52', sinceId: '1' });
    expect(partly[20]?.kind === 'gap' && partly[20].key).not.toBe('g');
    expect(fillGap(items, [], 'other', ['50'])).toEqual(items);
  });

  it('fills at most the 2 newest gaps automatically', () => {
    const items = normalise([
      ...rows(['9']),
      gap('a'),
      ...rows(['7']),
      gap('b'),
      ...rows(['5']),
      gap('c'),
      ...rows(['3']),
    ]);
    expect(gapsToFill(items)).toEqual(['a', 'b']);
  });

  it('keeps rows consistent: gaps merged and never last, suggestions never first', () => {
    expect(normalise([gap('a'), gap('b'), ...rows(['1']), gap('c')])).toEqual([
      { kind: 'gap', key: 'a', maxId: null, sinceId: '1' },
      statusEntry('1'),
    ]);
    expect(normalise([{ kind: 'suggestions', key: 'suggestions' }, ...rows(['2', '1'])]).map((e) => e.kind)).toEqual([
      'status',
      'suggestions',
      'status',
    ]);
    expect(keepStatuses(rows(['3', '2', '1']), null, 5).next).toBeNull();
  });

  it('removes deleted ids from rows and pending, with unread following', () => {
    const state = {
      items: normalise([...rows(['5', '4']), gap('g'), ...rows(['3'])]),
      pending: ['7', '6'],
      unread: 2,
      next: null,
      pendingOverflow: false,
    };
    const after = removeIds(state, ['7', '4', '3']);
    expect(after.pending).toEqual(['6']);
    expect(after.unread).toBe(1);
    // the gap lost the row below it, so it went too
    expect(after.items).toEqual(rows(['5']));
  });

  it('places the suggestions at the first status older than 4 hours, at index 1 or below', () => {
    const now = 1_000_000_000_000;
    const old = now - SUGGESTIONS_AGE_MS - 1;
    const items = rows(['3', '2', '1']);
    expect(placeSuggestions(items, ['3', '2', '1'], [now, now, old], now).map((e) => e.kind)).toEqual([
      'status',
      'status',
      'suggestions',
      'status',
    ]);
    expect(
      placeSuggestions(items, ['3', '2', '1'], [old, old, old], now).findIndex((e) => e.kind === 'suggestions'),
    ).toBe(1);
    expect(placeSuggestions(items, ['3', '2', '1'], [now, now, now], now)).toEqual(items);
    expect(placeSuggestions(items, ['3'], undefined, now)).toEqual(items);
    const once = placeSuggestions(items, ['3', '2', '1'], [old, old, old], now);
    expect(placeSuggestions(once, ['3', '2', '1'], [old, old, old], now)).toEqual(once);
  });
});
