// @vitest-environment jsdom
/**
 * The virtual feed over a timeline (machine stood in by a fake, layout by fake-layout): bounded DOM rows,
 * positions in the whole list, keyboard movement across virtualisation, position kept when rows are inserted
 * above, the new-posts control, SCROLLED and EXPAND reports, and the place restored when coming back.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFirstRowsShown } from '../../../src/services/after-paint';
import type { AppServices } from '../../../src/services/app-services/app-services';
import type { FeedEntry } from '../../../src/machines/timeline-types';
import { Timeline } from '../../../src/views/timelines/Timeline';
import { installFakeLayout, type FakeLayout } from './support/fake-layout';
import { fakeServices, mount, settle, type Mounted } from './support/fake-app-services';
import { createFakeTimeline, statusEntries, type FakeTimeline } from './support/fake-timeline';
import { turnUntil } from '../../support/wait-for-state';

/** Whether a polite live region of the feed says something starting with `start`. */
const announced = (start: string) => () =>
  [...mounted!.container.querySelectorAll('[aria-live="polite"]')].some((r) => r.textContent?.startsWith(start));
const waitAMoment = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));

const machine = vi.hoisted(() => ({ current: null as { useTimeline(): unknown } | null }));
vi.mock('../../../src/services/timelines/use-timeline', () => ({
  useTimeline: () => machine.current!.useTimeline(),
}));
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

const ROW = 100;
const VIEWPORT = 600;

let layout: FakeLayout;
let mounted: Mounted | null = null;
let fake: FakeTimeline;

// these feeds are not the page's first: one opening with its rows draws them all at once (the first draws them one
// per frame, views/timelines/rows-one-per-frame.ts)
beforeAll(markFirstRowsShown);
beforeEach(() => {
  layout = installFakeLayout({ viewport: VIEWPORT, rowHeight: ROW });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
});

function start(items: FeedEntry[], options: { timeline?: string; services?: AppServices; next?: string | null } = {}) {
  const timeline = options.timeline ?? 'public';
  fake = createFakeTimeline(timeline, {
    items,
    next: options.next === undefined ? 'https://social.example/next' : options.next,
  });
  machine.current = fake;
  const services = options.services ?? fakeServices({ me: '1' });
  mounted = mount(services, <Timeline timeline={timeline} />);
  return { services, container: mounted.container };
}

const scroller = () => mounted!.container.querySelector<HTMLElement>('[data-feed-scroller]')!;
const rows = () => [...mounted!.container.querySelectorAll<HTMLElement>('[role="feed"] [data-feed-item]')];
const articleAt = (position: number) =>
  mounted!.container.querySelector<HTMLElement>(`[role="feed"] article[aria-posinset="${position}"]`);
const activePosition = () => document.activeElement?.getAttribute('aria-posinset');
async function scrollTo(top: number) {
  await act(async () => {
    layout.scrollTo(scroller(), top);
  });
  await settle();
}
function press(key: string) {
  act(() => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  });
}
/** the row at the top of the viewport */
const topRowKey = () => {
  const top = scroller().scrollTop;
  return rows().find((row) => Number(row.dataset.feedIndex) === Math.floor(top / ROW))?.dataset.feedItem;
};

describe('virtual feed', () => {
  it('keeps the DOM rows bounded for 5,000 posts, with each post placed in the whole list', async () => {
    start(statusEntries(5000));
    await settle();
    const feed = mounted!.container.querySelector('[role="feed"]')!;
    expect(feed.getAttribute('aria-busy')).toBe('false');
    expect(rows().length).toBeGreaterThan(5);
    expect(rows().length).toBeLessThan(60);
    expect(articleAt(1)!.getAttribute('data-status-id')).toBe('5000');
    expect(articleAt(1)!.getAttribute('aria-setsize')).toBe('-1');

    await scrollTo(2500 * ROW);
    expect(rows().length).toBeLessThan(60);
    expect(articleAt(1)).toBeNull();
    const shown = articleAt(2501)!;
    expect(shown.getAttribute('data-status-id')).toBe('2500');
    expect(mounted!.container.querySelectorAll('article').length).toBeLessThan(60);
  });

  it('reports leaving and reaching the top (SCROLLED) and asks for older posts near the end (EXPAND)', async () => {
    start(statusEntries(50));
    await settle();
    await scrollTo(1000);
    expect(fake.send).toHaveBeenCalledWith({ type: 'SCROLLED', atTop: false });
    expect(fake.send).not.toHaveBeenCalledWith({ type: 'EXPAND' });
    await scrollTo(4000);
    expect(fake.send).toHaveBeenCalledWith({ type: 'EXPAND' });
    await scrollTo(0);
    const sent = fake.send.mock.calls.map(([event]) => event as { type: string });
    expect(sent.filter((event) => event.type !== 'VIEWED').at(-1)).toEqual({ type: 'SCROLLED', atTop: true });
    // and where the reader is, for the rows the chart keeps around them
    expect(sent.at(-1)).toEqual({ type: 'VIEWED', key: '50', focusedKey: null });
  });

  it('moves focus with j / k and the arrows across virtualisation, and keeps the focused row mounted', async () => {
    start(statusEntries(5000));
    await settle();
    act(() => articleAt(1)!.focus());
    const lastRendered = Math.max(...rows().map((row) => Number(row.dataset.feedIndex) + 1));
    for (let i = 0; i < 30; i += 1) {
      press(i % 2 === 0 ? 'j' : 'ArrowDown');
      await settle(1);
    }
    expect(activePosition()).toBe('31');
    expect(31).toBeGreaterThan(lastRendered);
    expect(document.activeElement?.getAttribute('data-status-id')).toBe('4970');
    expect(rows().length).toBeLessThan(60);
    press('k');
    await settle(1);
    press('ArrowUp');
    await settle(1);
    expect(activePosition()).toBe('29');

    // scrolled far away, the focused post stays in the DOM and keeps focus
    await scrollTo(4000 * ROW);
    expect(activePosition()).toBe('29');
    expect(document.activeElement).not.toBe(document.body);
    expect(rows().length).toBeLessThan(60);
    press('j');
    await settle(2);
    expect(activePosition()).toBe('30');
  });

  it('counts every press made while the rows they move to are still coming in', async () => {
    start(statusEntries(5000));
    await settle();
    act(() => articleAt(1)!.focus());
    const lastRendered = Math.max(...rows().map((row) => Number(row.dataset.feedIndex) + 1));
    // no frame between the presses: the rows past the rendered ones cannot take focus before the next press
    for (let i = 0; i < 20; i += 1) press('j');
    await settle(3);
    expect(21).toBeGreaterThan(lastRendered);
    expect(activePosition()).toBe('21');
    press('k');
    press('k');
    await settle(2);
    expect(activePosition()).toBe('19');
  });

  it('keeps what the reader looks at still when posts are inserted above (pending applied, gap filled)', async () => {
    const items: FeedEntry[] = [
      ...statusEntries(10, 1000),
      { kind: 'gap', key: 'g1', maxId: '991', sinceId: '900' },
      ...statusEntries(40, 900),
    ];
    start(items);
    await settle();
    await scrollTo(20 * ROW);
    const before = topRowKey();
    expect(before).toBe('891');

    // five newer posts above
    fake.set({ items: [...statusEntries(5, 1005), ...items] });
    await settle();
    expect(scroller().scrollTop).toBe(25 * ROW);
    expect(topRowKey()).toBe(before);

    // the gap (one row) filled with three posts, above the viewport
    const withNewer = fake.snapshot.context.items;
    const gapIndex = withNewer.findIndex((entry) => entry.kind === 'gap');
    fake.set({ items: [...withNewer.slice(0, gapIndex), ...statusEntries(3, 950), ...withNewer.slice(gapIndex + 1)] });
    await settle();
    expect(scroller().scrollTop).toBe(27 * ROW);
    expect(topRowKey()).toBe(before);

    // at the top, newer posts simply appear above
    await scrollTo(0);
    fake.set({ items: [...statusEntries(2, 1010), ...fake.snapshot.context.items] });
    await settle();
    expect(scroller().scrollTop).toBe(0);
    expect(articleAt(1)!.getAttribute('data-status-id')).toBe('1010');
  });

  it('keeps the row in view, the focused post and j / k when the rows far above are cut (the window)', async () => {
    const items = statusEntries(200, 1200);
    start(items);
    await settle();
    await scrollTo(100 * ROW);
    const before = topRowKey();
    expect(before).toBe('1100');
    act(() => articleAt(102)!.focus());
    expect(document.activeElement?.getAttribute('data-status-id')).toBe('1099');

    // the chart cuts the 60 rows above the window into one gap that loads them from below
    const cut = (rows: FeedEntry[], n: number): FeedEntry[] => [
      { kind: 'gap', key: `gap:${n}`, maxId: null, sinceId: null, fillFrom: 'below' },
      ...rows.slice(n),
    ];
    fake.set({ items: cut(items, 60) });
    await settle();
    expect(topRowKey()).toBe(before);
    expect(scroller().scrollTop).toBe(41 * ROW);
    expect(document.activeElement?.getAttribute('data-status-id')).toBe('1099');
    press('j');
    await settle(2);
    expect(document.activeElement?.getAttribute('data-status-id')).toBe('1098');

    // a press whose row is still coming in when the rows above are cut again still lands on the next post
    press('j');
    fake.set({ items: cut(items, 80) });
    await settle(3);
    expect(document.activeElement?.getAttribute('data-status-id')).toBe('1097');
    expect(topRowKey()).toBe(before);
  });

  it('says "40+ new posts" when more arrived than the timeline keeps waiting', async () => {
    start(statusEntries(100));
    await settle();
    await scrollTo(30 * ROW);
    fake.set({
      unread: 1216,
      pending: statusEntries(40, 2000).map((e) => (e.kind === 'status' ? e.id : '')),
      pendingOverflow: true,
    });
    const button = [...mounted!.container.querySelectorAll('button')].find((b) =>
      /new post/i.test(b.textContent ?? ''),
    )!;
    expect(button.textContent).toContain('40+ new posts');
    // announced once the count has held still for a moment
    await turnUntil(announced('More than 40 new posts above'), waitAMoment);
    expect(announced('More than 40 new posts above')()).toBe(true);
  });

  it('offers "N new posts" when posts wait, announces it politely, applies them and takes the reader to the top', async () => {
    start(statusEntries(100));
    await settle();
    expect([...mounted!.container.querySelectorAll('button')].some((b) => /new post/i.test(b.textContent ?? ''))).toBe(
      false,
    );
    await scrollTo(30 * ROW);
    fake.set({ unread: 3, pending: ['103', '102', '101'] });
    const button = [...mounted!.container.querySelectorAll('button')].find((b) =>
      /new post/i.test(b.textContent ?? ''),
    )!;
    expect(button.textContent).toContain('3 new posts');
    // announced once the count has held still for a moment
    await turnUntil(announced('3 new posts above'), waitAMoment);
    expect(announced('3 new posts above')()).toBe(true);

    act(() => button.click());
    expect(fake.send).toHaveBeenCalledWith({ type: 'APPLY_PENDING' });
    fake.set({ unread: 0, pending: [], items: [...statusEntries(3, 103), ...fake.snapshot.context.items] });
    await settle();
    expect(scroller().scrollTop).toBe(0);
    expect(document.activeElement?.getAttribute('data-status-id')).toBe('103');
    expect([...mounted!.container.querySelectorAll('button')].some((b) => /new post/i.test(b.textContent ?? ''))).toBe(
      false,
    );
  });

  it('sends FILL_GAP from a gap row, which waits while a gap is being filled', async () => {
    start([...statusEntries(3, 10), { kind: 'gap', key: 'g7', maxId: '8', sinceId: '2' }, ...statusEntries(2, 2)]);
    await settle();
    const gap = mounted!.container.querySelector('[role="feed"] article[aria-label="Missing posts"]')!;
    expect(gap.getAttribute('aria-posinset')).toBe('4');
    act(() => gap.querySelector('button')!.click());
    expect(fake.send).toHaveBeenCalledWith({ type: 'FILL_GAP', key: 'g7' });
    fake.set({}, 'fillingGap');
    expect(gap.querySelector('button')!.textContent).toBe('Loading missing posts…');
    expect(gap.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
  });

  it('restores the place when coming back to a timeline (same rows: offset; changed rows: the top post)', async () => {
    const services = fakeServices({ me: '1' });
    const items = statusEntries(200);
    start(items, { services });
    await settle();
    await scrollTo(4200);
    mounted!.unmount();
    mounted = null;

    start(items, { services });
    await settle();
    expect(scroller().scrollTop).toBe(4200);
    expect(topRowKey()).toBe('158');
    mounted!.unmount();
    mounted = null;

    // posts arrived meanwhile: the same post is back at the top
    start([...statusEntries(4, 204), ...items], { services });
    await settle();
    expect(topRowKey()).toBe('158');

    // another account's store has no saved place
    mounted!.unmount();
    mounted = null;
    start(items);
    await settle();
    expect(scroller().scrollTop).toBe(0);
  });
});
