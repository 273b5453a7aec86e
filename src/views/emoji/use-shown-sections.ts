/**
 * Which of the picker's sections render their emoji. Every emoji of a react-aria-components GridList is a
 * component with its own state, and the picker holds about two thousand: mounting them all at once (opening,
 * and each keystroke of a search) would freeze the page for most of a second. So only the sections near the
 * visible part of the scrolling body render their emoji (an IntersectionObserver on each section, with a margin),
 * and always the first ones (the top of the picker, shown at once); the others keep their heading and height. A section leaves again once far
 * away, unless it holds the focus. `reveal` renders a section at once (the arrow keys move into it).
 * Without IntersectionObserver (jsdom) every section renders.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EmojiSection } from '../../services/emoji/picker-emoji';

/** Emoji rendered from the start: the first sections up to about this many (more than a screenful). */
const FIRST_EMOJI = 160;
/** How far outside the visible part a section starts rendering. */
const MARGIN = '300px 0px';

function firstSections(sections: readonly EmojiSection[]): Set<string> {
  const keys = new Set<string>();
  let count = 0;
  for (const section of sections) {
    if (count >= FIRST_EMOJI) break;
    keys.add(section.key);
    count += section.emojis.length;
  }
  return keys;
}

export interface ShownSections {
  isShown(key: string): boolean;
  /** renders a section at once */
  reveal(key: string): void;
  /** the ref of each section element (its data-section names it) */
  observe(element: HTMLElement | null): void;
}

export function useShownSections(
  sections: readonly EmojiSection[],
  scrollRoot: RefObject<HTMLElement | null> | undefined,
): ShownSections {
  const observed = typeof IntersectionObserver !== 'undefined';
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const first = firstSections(sections);
  const observer = useRef<IntersectionObserver | null>(null);

  // made with the first section element (the grid list renders its sections after its own first render)
  const observe = useCallback(
    (element: HTMLElement | null) => {
      if (element === null || typeof IntersectionObserver === 'undefined') return;
      observer.current ??= new IntersectionObserver(
        (entries, io) => {
          setShown((current) => {
            let next: Set<string> | null = null;
            for (const entry of entries) {
              const target = entry.target as HTMLElement;
              const key = target.dataset.section;
              if (!target.isConnected) io.unobserve(target);
              else if (key === undefined) continue;
              else if (entry.isIntersecting && !current.has(key)) (next ??= new Set(current)).add(key);
              else if (!entry.isIntersecting && current.has(key) && !target.contains(document.activeElement))
                (next ??= new Set(current)).delete(key);
            }
            return next ?? current;
          });
        },
        { root: scrollRoot?.current ?? null, rootMargin: MARGIN },
      );
      observer.current.observe(element);
    },
    [scrollRoot],
  );

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  const reveal = useCallback((key: string) => {
    setShown((current) => (current.has(key) ? current : new Set([...current, key])));
  }, []);

  return { isShown: (key) => !observed || first.has(key) || shown.has(key), reveal, observe };
}
