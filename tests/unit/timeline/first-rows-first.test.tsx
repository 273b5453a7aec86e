// @vitest-environment jsdom
/**
 * A feed's first rows: when the first page arrives, the first row is drawn first, then one viewport's worth of
 * rows, then all of them (each a transition after the one before); a feed that opens with rows already there, and every later change, draws
 * all rows at once.
 */
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFirstRowsFirst } from '../../../src/views/timeline/first-rows-first';
import { SHORT_POST_PX } from '../../../src/views/timeline/row-height-guess';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let commits: number[];

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
  commits = [];
});
afterEach(() => act(() => root.unmount()));

function Feed({
  entries,
  viewport,
  guess,
}: {
  entries: readonly number[];
  viewport: number;
  guess?: (entry: number) => number;
}) {
  const shown = useFirstRowsFirst(entries, () => viewport, guess ?? (() => SHORT_POST_PX));
  useLayoutEffect(() => {
    commits.push(shown.length);
  });
  return <p>{shown.length}</p>;
}

const page = (length: number) => Array.from({ length }, (_, index) => index);

describe('useFirstRowsFirst', () => {
  it('draws the first row when the first page arrives, then one viewport of rows, then all of them', () => {
    act(() => root.render(<Feed entries={[]} viewport={900} />));
    act(() => root.render(<Feed entries={page(20)} viewport={900} />));
    // the arrival itself draws nothing new; rows of unknown height are guessed short ones
    expect(commits).toEqual([0, 0, 1, Math.ceil(900 / SHORT_POST_PX), 20]);
    // later changes are drawn at once
    act(() => root.render(<Feed entries={page(25)} viewport={900} />));
    expect(commits.at(-1)).toBe(25);
    expect(commits).toHaveLength(6);
  });

  it('draws everything at once when the rows are there from the start', () => {
    act(() => root.render(<Feed entries={page(20)} viewport={900} />));
    expect(commits).toEqual([20]);
  });

  it('draws first as many rows as their guessed heights need to fill the window', () => {
    // even rows are tall (400 px), odd ones short (150 px): 150 + 400 + 150 + 400 reaches 900
    const guess = (entry: number) => (entry % 2 === 1 ? 400 : 150);
    act(() => root.render(<Feed entries={[]} viewport={900} guess={guess} />));
    act(() => root.render(<Feed entries={page(20)} viewport={900} guess={guess} />));
    expect(commits).toEqual([0, 0, 1, 4, 20]);
  });

  it('never draws fewer than one row, and a short page whole', () => {
    act(() => root.render(<Feed entries={[]} viewport={0} />));
    act(() => root.render(<Feed entries={page(20)} viewport={0} />));
    expect(commits).toEqual([0, 0, 1, 1, 20]);
    act(() => root.unmount());
    root = createRoot(container);
    commits = [];
    act(() => root.render(<Feed entries={[]} viewport={900} />));
    act(() => root.render(<Feed entries={page(2)} viewport={900} />));
    expect(commits).toEqual([0, 0, 1, 2, 2]);
  });
});
