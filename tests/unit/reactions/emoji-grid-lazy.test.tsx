// @vitest-environment jsdom
/**
 * The picker's grid renders the emoji of the sections near the visible part only (an IntersectionObserver
 * per section); the others keep their heading. The arrow keys still reach every emoji: moving into a section
 * not rendered yet renders it and focuses the emoji there. (jsdom has no IntersectionObserver: a stub stands in.)
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nativePickerEmoji, type EmojiSection } from '../../../src/services/emoji/picker-emoji';
import { EmojiGrid } from '../../../src/views/emoji/EmojiGrid';
import '../../support/jsdom-css-escape';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class StubObserver {
  static last: StubObserver | null = null;
  readonly elements = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    StubObserver.last = this;
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  /** tells the grid which sections are near the visible part */
  report(near: Record<string, boolean>) {
    const entries = [...this.elements]
      .filter((element) => (element as HTMLElement).dataset.section! in near)
      .map(
        (target) =>
          ({
            target,
            isIntersecting: near[(target as HTMLElement).dataset.section!],
          }) as unknown as IntersectionObserverEntry,
      );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

// three sections of 96 emoji (12 rows): the first two render from the start (about 160 emoji), the third later
const section = (key: string, from: number): EmojiSection => ({
  key,
  title: `Group ${key}`,
  emojis: Array.from({ length: 96 }, (_, i) =>
    nativePickerEmoji(String.fromCodePoint(0x1f300 + from + i), `emoji ${key}${i}`),
  ),
});
const SECTIONS = [section('a', 0), section('b', 100), section('c', 200)];

let container: HTMLDivElement;
let root: Root;
const onPick = vi.fn();

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', StubObserver);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<EmojiGrid sections={SECTIONS} label="Pick an emoji" onPick={onPick} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const group = (key: string) => container.querySelector<HTMLElement>(`[data-section="${key}"]`)!;
const rows = (key: string) => [...group(key).querySelectorAll<HTMLElement>('[role="row"][data-emoji-at]')];
const press = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('emoji grid: sections far from view', () => {
  it('keep their heading but render their emoji only once near the visible part', () => {
    expect(rows('a')).toHaveLength(96);
    expect(rows('b')).toHaveLength(96);
    expect(rows('c')).toHaveLength(0);
    expect(group('c').querySelector('h3')?.textContent).toBe('Group c');
    expect(group('c').classList.contains('emoji-picker__section--later')).toBe(true);
    StubObserver.last!.report({ c: true });
    expect(rows('c')).toHaveLength(96);
    StubObserver.last!.report({ c: false });
    expect(rows('c')).toHaveLength(0);
  });

  it('are reached by the arrow keys: the emoji below (same column) is rendered and focused', async () => {
    const last = rows('b').at(-1)!;
    act(() => last.focus());
    press(last, 'ArrowDown');
    await act(async () => {});
    expect(document.activeElement?.getAttribute('aria-label')).toBe('emoji c7');
    expect(rows('c')).toHaveLength(96);
    // a section holding the focus stays, even far from view
    StubObserver.last!.report({ c: false });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('emoji c7');
    act(() => (document.activeElement as HTMLElement).click());
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ label: 'emoji c7' }));
  });
});
