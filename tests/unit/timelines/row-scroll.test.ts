import { describe, expect, it } from 'vitest';
import {
  FOLLOW_FRAMES,
  rowScrollTarget,
  scrollRowIntoView,
  type FrameScheduler,
  type RowScrollHandle,
} from '../../../src/views/timelines/row-scroll';

/** A list of rows with known heights, a 300 px view, and the places asked for recorded. */
function fakeList(heights: number[]) {
  const asked: number[] = [];
  const scrolls: number[] = [];
  const list = {
    heights,
    scrollOffset: 0,
    viewportSize: 300,
    getItemOffset(index: number) {
      asked.push(index);
      if (index >= list.heights.length) return Number.NaN;
      return list.heights.slice(0, index).reduce((sum, height) => sum + height, 0);
    },
    getItemSize: (index: number) => list.heights[index] ?? 0,
    scrollTo(offset: number) {
      scrolls.push(offset);
      list.scrollOffset = offset;
    },
  };
  return { list: list as RowScrollHandle & typeof list, asked, scrolls };
}

/** Frames run only when the test says so. */
function manualFrames() {
  const queue = new Map<number, () => void>();
  let next = 1;
  const frames: FrameScheduler = {
    request(step) {
      queue.set(next, step);
      return next++;
    },
    cancel: (id) => void queue.delete(id),
  };
  const runFrame = () => {
    const steps = [...queue.values()];
    queue.clear();
    for (const step of steps) step();
  };
  return { frames, runFrame, pending: () => queue.size };
}

describe('the scroll that shows a row', () => {
  it('aligns the top for "start", and for "nearest" leaves a row in view alone and brings others just in', () => {
    const { list } = fakeList([100, 100, 100, 100, 100, 100]);
    list.scrollOffset = 100;
    expect(rowScrollTarget(list, 3, 'start')).toBe(300);
    expect(rowScrollTarget(list, 2, 'nearest')).toBeNull();
    expect(rowScrollTarget(list, 0, 'nearest')).toBe(0);
    expect(rowScrollTarget(list, 4, 'nearest')).toBe(200);
  });

  it('shows the top of a row taller than the view', () => {
    const { list } = fakeList([100, 500, 100]);
    expect(rowScrollTarget(list, 1, 'nearest')).toBe(100);
  });

  it('asks nothing of a place the list cannot tell', () => {
    const { list } = fakeList([100]);
    expect(rowScrollTarget(list, 4, 'start')).toBeNull();
  });
});

describe('scrolling a row in while the rows change', () => {
  it('corrects the scroll as the row and those above it get measured', () => {
    const { list, scrolls } = fakeList([100, 100, 100, 100, 100]);
    const { frames, runFrame } = manualFrames();
    scrollRowIntoView(
      () => list,
      () => 4,
      'start',
      frames,
    );
    expect(scrolls).toEqual([400]);
    list.heights = [100, 250, 100, 100, 100];
    runFrame();
    expect(scrolls).toEqual([400, 550]);
  });

  it('finds the row again when rows are cut above it, and never reads past the end of a shorter list', () => {
    const rows = Array.from({ length: 60 }, (_, index) => `row-${index}`);
    const { list, asked, scrolls } = fakeList(rows.map(() => 100));
    const { frames, runFrame } = manualFrames();
    let keys = rows;
    scrollRowIntoView(
      () => list,
      () => keys.indexOf('row-58'),
      'start',
      frames,
    );
    expect(scrolls.at(-1)).toBe(5800);
    // the window keeps 21 rows from row-40 on: row-58 is now the 19th
    keys = rows.slice(40, 61);
    list.heights = keys.map(() => 100);
    asked.length = 0;
    runFrame();
    expect(scrolls.at(-1)).toBe(1800);
    expect(Math.max(...asked)).toBeLessThan(keys.length);
    // and once it is cut too, the scroll stops
    keys = rows.slice(0, 20);
    list.heights = keys.map(() => 100);
    asked.length = 0;
    runFrame();
    expect(asked).toEqual([]);
  });

  it('stops after its frames, or when stopped', () => {
    const { list } = fakeList([100, 100, 100, 100, 100]);
    const first = manualFrames();
    scrollRowIntoView(
      () => list,
      () => 4,
      'nearest',
      first.frames,
    );
    for (let frame = 0; frame < FOLLOW_FRAMES; frame += 1) {
      expect(first.pending()).toBe(1);
      first.runFrame();
    }
    expect(first.pending()).toBe(0);

    const second = manualFrames();
    const stop = scrollRowIntoView(
      () => list,
      () => 0,
      'nearest',
      second.frames,
    );
    stop();
    expect(second.pending()).toBe(0);
  });

  it('stops when the list has gone', () => {
    const { frames, runFrame, pending } = manualFrames();
    let present = true;
    const { list, scrolls } = fakeList([100, 100, 100, 100, 100]);
    scrollRowIntoView(
      () => (present ? list : null),
      () => 4,
      'start',
      frames,
    );
    present = false;
    runFrame();
    expect(pending()).toBe(0);
    expect(scrolls).toEqual([400]);
  });
});
