// @vitest-environment jsdom
/**
 * A feed's first rows: when the first page arrives, the first row is drawn at once, then one row more each frame
 * (each step waits for the frame after the one before) until the rows filling the window are there, then all of
 * them; a feed that opens with rows already there, and every later change, draws all rows at once, except the page's
 * first feed opening with rows (saved ones), which draws them row by row from the first.
 */
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowsOnePerFrame } from '../../../src/views/timelines/rows-one-per-frame';
import { SHORT_POST_PX } from '../../../src/views/timelines/row-height-guess';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let commits: number[];
/** the animation frame callbacks waiting for the next frame */
let frameCallbacks: FrameRequestCallback[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frameCallbacks = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
  container = document.createElement('div');
  root = createRoot(container);
  commits = [];
});
afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The browser draws a frame, then runs the tasks queued after it. */
function frame() {
  act(() => {
    for (const callback of frameCallbacks.splice(0)) callback(performance.now());
    vi.runOnlyPendingTimers();
  });
}

/** Frames until nothing waits for one (at most `limit`). */
function framesUntilDone(limit = 50) {
  for (let count = 0; count < limit && frameCallbacks.length > 0; count++) frame();
}

function Feed({
  entries,
  viewport,
  guess,
  pageFirst = false,
}: {
  entries: readonly number[];
  viewport: number;
  guess?: (entry: number) => number;
  pageFirst?: boolean;
}) {
  const shown = useRowsOnePerFrame(
    entries,
    () => viewport,
    guess ?? (() => SHORT_POST_PX),
    () => pageFirst,
  );
  useLayoutEffect(() => {
    commits.push(shown.length);
  });
  return <p>{shown.length}</p>;
}

const page = (length: number) => Array.from({ length }, (_, index) => index);

describe('useRowsOnePerFrame', () => {
  it('draws the first row when the first page arrives, then one more each frame up to a window of rows, then all', () => {
    act(() => root.render(<Feed entries={[]} viewport={900} />));
    act(() => root.render(<Feed entries={page(20)} viewport={900} />));
    // the arrival itself draws nothing new; the first row follows without waiting for a frame
    expect(commits).toEqual([0, 0, 1]);
    // each next row waits for a frame: nothing more is drawn until the browser has drawn one
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(commits).toEqual([0, 0, 1]);
    frame();
    expect(commits).toEqual([0, 0, 1, 2]);
    framesUntilDone();
    // rows of unknown height are guessed short ones: 6 fill 900 px
    expect(commits).toEqual([0, 0, 1, 2, 3, 4, 5, Math.ceil(900 / SHORT_POST_PX), 20]);
    // later changes are drawn at once
    act(() => root.render(<Feed entries={page(25)} viewport={900} />));
    expect(commits.at(-1)).toBe(25);
    expect(frameCallbacks).toHaveLength(0);
  });

  it('draws everything at once when the rows are there from the start', () => {
    act(() => root.render(<Feed entries={page(20)} viewport={900} />));
    expect(commits).toEqual([20]);
    expect(frameCallbacks).toHaveLength(0);
  });

  it("as the page's first feed, draws the rows there from the start row by row, from its first render", () => {
    act(() => root.render(<Feed entries={page(20)} viewport={900} pageFirst />));
    expect(commits).toEqual([1]);
    frame();
    expect(commits).toEqual([1, 2]);
    framesUntilDone();
    expect(commits).toEqual([1, 2, 3, 4, 5, Math.ceil(900 / SHORT_POST_PX), 20]);
  });

  it('draws row by row as many rows as their guessed heights need to fill the window', () => {
    // even rows are tall (400 px), odd ones short (150 px): 150 + 400 + 150 + 400 reaches 900
    const guess = (entry: number) => (entry % 2 === 1 ? 400 : 150);
    act(() => root.render(<Feed entries={[]} viewport={900} guess={guess} />));
    act(() => root.render(<Feed entries={page(20)} viewport={900} guess={guess} />));
    framesUntilDone();
    expect(commits).toEqual([0, 0, 1, 2, 3, 4, 20]);
  });

  it('never draws fewer than one row, and a short page whole', () => {
    act(() => root.render(<Feed entries={[]} viewport={0} />));
    act(() => root.render(<Feed entries={page(20)} viewport={0} />));
    framesUntilDone();
    expect(commits).toEqual([0, 0, 1, 20]);
    act(() => root.unmount());
    root = createRoot(container);
    commits = [];
    act(() => root.render(<Feed entries={[]} viewport={900} />));
    act(() => root.render(<Feed entries={page(2)} viewport={900} />));
    framesUntilDone();
    expect(commits).toEqual([0, 0, 1, 2, 2]);
  });
});
