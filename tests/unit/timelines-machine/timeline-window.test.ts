import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '../../../src/machines/timeline-types';
import {
  addNewer,
  applyPending,
  fillGap,
  gapRequest,
  type LiveRows,
  PENDING_KEPT,
  statusEntry,
  statusIds,
} from '../../../src/machines/timeline-items';
import { maxIdFromNext } from '../../../src/machines/timeline-paging';
import { CUT_SLACK, KEEP_ABOVE_VIEW, KEEP_BELOW_VIEW, windowCut } from '../../../src/machines/timeline-window';

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => String(from - i));
const rows = (ids: string[]): FeedEntry[] => ids.map(statusEntry);
const NEXT = 'https://s.example/api/v1/timelines/home?max_id=1';

describe('a timeline keeps a window around the reader', () => {
  it('cuts the rows far above the row in view, leaving a gap that fills from below', () => {
    const items = rows(range(1200, 1001));
    // the row in view is the 70th status: 69 above it, more than 40 + a page
    const view = items[69]!;
    const cut = windowCut(items, NEXT, view.kind === 'status' ? view.id : '');
    expect(cut).not.toBeNull();
    const kept = cut!.items;
    expect(kept[0]).toMatchObject({ kind: 'gap', maxId: null, sinceId: '1171', fillFrom: 'below' });
    expect(statusIds(kept)).toEqual(range(1171, 1001));
    // the row in view has KEEP_ABOVE_VIEW statuses above it now; what is below is untouched
    expect(statusIds(kept).indexOf('1131')).toBe(KEEP_ABOVE_VIEW);
    expect(cut!.next).toBe(NEXT);
    // the gap asks for the posts right above the first kept row
    expect(kept[0]?.kind === 'gap' && gapRequest(kept[0])).toEqual({ minId: '1171' });
  });

  it('cuts the rows far below the row in view; the older-page cursor points right below the kept ones', () => {
    const items = rows(range(1200, 1001));
    const cut = windowCut(items, NEXT, '1190');
    expect(statusIds(cut!.items)).toEqual(range(1200, 1190 - KEEP_BELOW_VIEW));
    expect(maxIdFromNext(cut!.next)).toBe(String(1190 - KEEP_BELOW_VIEW));
  });

  it('cuts nothing within a page of slack, one side at a time, and keeps a focused row near the view', () => {
    const within = rows(range(1000 + KEEP_ABOVE_VIEW + CUT_SLACK + KEEP_BELOW_VIEW + CUT_SLACK, 1000));
    expect(windowCut(within, NEXT, String(1000 + KEEP_BELOW_VIEW + CUT_SLACK))).toBeNull();
    expect(windowCut(within, NEXT, 'no-such-row')).toBeNull();
    // both sides over: the side above goes first (the feed keeps the view still when rows change above it only)
    const long = rows(range(1300, 1001));
    const first = windowCut(long, NEXT, '1150')!;
    expect(statusIds(first.items).at(-1)).toBe('1001');
    const second = windowCut(first.items, first.next, '1150')!;
    expect(statusIds(second.items)).toEqual(range(1190, 1110));
    // the focused row (scrolled off, 50 rows up) keeps what lies between it and the view
    const focused = windowCut(long, NEXT, '1150', '1200')!;
    expect(statusIds(focused.items)[0]).toBe(String(1200 + KEEP_ABOVE_VIEW));
    // a focused row too far away does not hold the window open
    expect(statusIds(windowCut(long, NEXT, '1150', '1290')!.items)[0]).toBe(String(1150 + KEEP_ABOVE_VIEW));
  });

  it('keeps the follow suggestions when the rows above are cut', () => {
    const items = [
      ...rows(range(1200, 1190)),
      { kind: 'suggestions', key: 'suggestions' } as const,
      ...rows(range(1189, 1050)),
    ];
    const cut = windowCut(items, null, '1100')!;
    expect(cut.items.slice(0, 2).map((e) => e.kind)).toEqual(['gap', 'suggestions']);
  });

  it('a gap filled from below puts the page on the row below it, and a full page leaves the gap above', () => {
    const items = windowCut(rows(range(1200, 1001)), NEXT, '1131')!.items;
    const key = items[0]!.kind === 'gap' ? items[0]!.key : '';
    // the 20 posts right above the first kept row (answered newest first)
    const full = fillGap(items, [], key, range(1191, 1172));
    expect(full[0]).toMatchObject({ kind: 'gap', sinceId: '1191', fillFrom: 'below' });
    expect(statusIds(full).slice(0, 21)).toEqual(range(1191, 1171));
    // a page short of full reaches the top: no gap is left
    const top = fillGap(full, [], full[0]!.kind === 'gap' ? full[0]!.key : '', range(1200, 1192));
    expect(top[0]).toEqual(statusEntry('1200'));
    expect(statusIds(top)).toEqual(range(1200, 1001));
  });
});

describe('pending posts are capped', () => {
  it(`keeps the newest ${PENDING_KEPT} waiting, counts them all, and leaves a gap under them once applied`, () => {
    let state: LiveRows = { items: rows(range(100, 61)), pending: [], unread: 0, next: NEXT, pendingOverflow: false };
    for (let id = 101; id <= 1100; id += 1) state = { ...addNewer({ ...state, atTop: false }, [String(id)], true) };
    expect(state.pending).toEqual(range(1100, 1100 - PENDING_KEPT + 1));
    expect(state.unread).toBe(1000);
    expect(state.pendingOverflow).toBe(true);
    const applied = applyPending(state);
    expect(statusIds(applied.items)).toEqual([...range(1100, 1061), ...range(100, 61)]);
    expect(applied.items[PENDING_KEPT]).toMatchObject({ kind: 'gap', maxId: '1061', sinceId: '100' });
    expect(applied).toMatchObject({ pending: [], unread: 0, pendingOverflow: false });
    // under the cap nothing is let go and no gap is made
    const few = addNewer({ ...state, pending: [], unread: 0, pendingOverflow: false, atTop: false }, ['2000'], true);
    expect(applyPending(few).items.some((e) => e.kind === 'gap')).toBe(false);
  });
});
