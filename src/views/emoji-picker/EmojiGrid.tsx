/**
 * The picker's emoji, section by section: each section a heading and a grid (rows of COLUMNS buttons). One
 * tab stop for all of them (roving tabindex); arrow keys move between emoji and across sections, Home and End
 * to the ends of the row, Ctrl+Home and Ctrl+End to the first and last emoji. Each emoji is a button named
 * by its label (the emoji's name, or :shortcode: for a custom one).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { EmojiSection, PickerEmoji } from '../../services/emoji/picker-emoji';
import { safeHttpUrl } from '../../services/sanitize';

export const COLUMNS = 8;

export interface Position { section: number; index: number }

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let at = 0; at < items.length; at += size) rows.push(items.slice(at, at + size));
  return rows;
}

/** Where a key moves the focus from `at`; null when the key is not a move. */
export function moveFrom(at: Position, key: string, ctrl: boolean, sizes: readonly number[]): Position | null {
  const size = sizes[at.section] ?? 0;
  const column = at.index % COLUMNS;
  const previousSection = (from: number) => { for (let s = from - 1; s >= 0; s -= 1) if ((sizes[s] ?? 0) > 0) return s; return null; };
  const nextSection = (from: number) => { for (let s = from + 1; s < sizes.length; s += 1) if ((sizes[s] ?? 0) > 0) return s; return null; };
  switch (key) {
    case 'ArrowRight': {
      if (at.index + 1 < size) return { section: at.section, index: at.index + 1 };
      const next = nextSection(at.section);
      return next === null ? at : { section: next, index: 0 };
    }
    case 'ArrowLeft': {
      if (at.index > 0) return { section: at.section, index: at.index - 1 };
      const previous = previousSection(at.section);
      return previous === null ? at : { section: previous, index: (sizes[previous] ?? 1) - 1 };
    }
    case 'ArrowDown': {
      if (at.index + COLUMNS < size) return { section: at.section, index: at.index + COLUMNS };
      const lastRowStart = size - ((size - 1) % COLUMNS) - 1;
      if (at.index < lastRowStart) return { section: at.section, index: size - 1 };
      const next = nextSection(at.section);
      return next === null ? at : { section: next, index: Math.min(column, (sizes[next] ?? 1) - 1) };
    }
    case 'ArrowUp': {
      if (at.index - COLUMNS >= 0) return { section: at.section, index: at.index - COLUMNS };
      const previous = previousSection(at.section);
      if (previous === null) return at;
      const length = sizes[previous] ?? 1;
      const lastRowStart = length - ((length - 1) % COLUMNS) - 1;
      return { section: previous, index: Math.min(lastRowStart + column, length - 1) };
    }
    case 'Home': {
      if (!ctrl) return { section: at.section, index: at.index - column };
      const first = nextSection(-1);
      return first === null ? at : { section: first, index: 0 };
    }
    case 'End': {
      if (!ctrl) return { section: at.section, index: Math.min(at.index - column + COLUMNS, size) - 1 };
      const last = previousSection(sizes.length);
      return last === null ? at : { section: last, index: (sizes[last] ?? 1) - 1 };
    }
    default:
      return null;
  }
}

function EmojiFace({ emoji }: { emoji: PickerEmoji }) {
  if (emoji.kind === 'native') return <span className="emoji-picker__native" aria-hidden="true">{emoji.id}</span>;
  const src = safeHttpUrl(emoji.staticUrl ?? null) ?? safeHttpUrl(emoji.url ?? null);
  if (src === null) return <span className="emoji-picker__code">{emoji.label}</span>;
  return <img className="emoji-picker__image" src={src} alt={emoji.label} loading="lazy" decoding="async" draggable={false} />;
}

export interface EmojiGridProps {
  sections: readonly EmojiSection[];
  onPick(emoji: PickerEmoji): void;
  /** a handle the search field uses to move the focus into the grid */
  focusRef?: { current: (() => void) | null };
}

export function EmojiGrid({ sections, onPick, focusRef }: EmojiGridProps) {
  const baseId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Position>({ section: 0, index: 0 });
  const sizes = sections.map((section) => section.emojis.length);
  const sizesKey = sizes.join(',');

  // keep the tab stop on an existing emoji when the sections change (search, data arriving)
  const firstFilled = sizes.findIndex((size) => size > 0);
  const clamped: Position = (sizes[active.section] ?? 0) > active.index
    ? active
    : { section: Math.max(firstFilled, 0), index: 0 };

  const buttonAt = (at: Position) =>
    container.current?.querySelector<HTMLButtonElement>(`[data-emoji-at="${at.section}:${at.index}"]`) ?? null;

  const focusAt = (at: Position) => {
    setActive(at);
    buttonAt(at)?.focus();
  };

  useEffect(() => {
    if (focusRef === undefined) return;
    focusRef.current = () => focusAt(clamped);
    return () => {
      focusRef.current = null;
    };
  });

  useEffect(() => {
    setActive((current) => ((sizes[current.section] ?? 0) > current.index ? current : { section: Math.max(firstFilled, 0), index: 0 }));
  }, [sizesKey]); // sizesKey stands for the sizes: re-check the tab stop when they change

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-emoji-at]');
    if (target === null) return;
    const [section, index] = (target.dataset.emojiAt ?? '0:0').split(':').map(Number) as [number, number];
    const next = moveFrom({ section, index }, event.key, event.ctrlKey || event.metaKey, sizes);
    if (next === null) return;
    event.preventDefault();
    focusAt(next);
  };

  return (
    <div ref={container} className="emoji-picker__sections" onKeyDown={onKeyDown}>
      {sections.map((section, sectionIndex) => {
        if (section.emojis.length === 0) return null;
        const headingId = `${baseId}-${sectionIndex}`;
        return (
          <section key={section.key} className="emoji-picker__section" aria-labelledby={headingId}>
            <h3 id={headingId} className="emoji-picker__heading">{section.title}</h3>
            <div role="grid" aria-labelledby={headingId} className="emoji-picker__grid">
              {chunk(section.emojis, COLUMNS).map((row, rowIndex) => (
                <div role="row" key={rowIndex} className="emoji-picker__row">
                  {row.map((emoji, column) => {
                    const index = rowIndex * COLUMNS + column;
                    const isActive = clamped.section === sectionIndex && clamped.index === index;
                    return (
                      <div role="gridcell" key={emoji.id} className="emoji-picker__cell">
                        <button
                          type="button"
                          className="emoji-picker__emoji"
                          data-emoji-at={`${sectionIndex}:${index}`}
                          tabIndex={isActive ? 0 : -1}
                          aria-label={emoji.label}
                          title={emoji.label}
                          onFocus={() => setActive({ section: sectionIndex, index })}
                          onClick={() => onPick(emoji)}
                        >
                          <EmojiFace emoji={emoji} />
                        </button>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
