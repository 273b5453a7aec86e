// @vitest-environment jsdom
/**
 * A feed's first rows: when the first page arrives, one viewport's worth of rows is drawn first, then all of them
 * (as a transition, after that paint); a feed that opens with rows already there, and every later change, draws
 * all rows at once.
 */
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstRowCount, SHORT_ROW_PX, useFirstRowsFirst } from '../../../src/views/timeline/first-rows-first';

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

function Feed({ entries, viewport }: { entries: readonly number[]; viewport: number }) {
  const shown = useFirstRowsFirst(entries, () => viewport);
  useLayoutEffect(() => {
    commits.push(shown.length);
  });
  return <p>{shown.length}</p>;
}

const page = (length: number) => Array.from({ length }, (_, index) => index);

describe('useFirstRowsFirst', () => {
  it('draws one viewport of rows first when the first page arrives, then all of them', () => {
    act(() => root.render(<Feed entries={[]} viewport={900} />));
    act(() => root.render(<Feed entries={page(20)} viewport={900} />));
    expect(commits).toEqual([0, firstRowCount(900), 20]);
    expect(firstRowCount(900)).toBe(Math.ceil(900 / SHORT_ROW_PX));
    // later changes are drawn at once
    act(() => root.render(<Feed entries={page(25)} viewport={900} />));
    expect(commits.at(-1)).toBe(25);
    expect(commits).toHaveLength(4);
  });

  it('draws everything at once when the rows are there from the start', () => {
    act(() => root.render(<Feed entries={page(20)} viewport={900} />));
    expect(commits).toEqual([20]);
  });

  it('never draws fewer than one row, and a short page whole', () => {
    expect(firstRowCount(0)).toBe(1);
    act(() => root.render(<Feed entries={[]} viewport={900} />));
    act(() => root.render(<Feed entries={page(2)} viewport={900} />));
    expect(commits).toEqual([0, 2, 2]);
  });
});
