/**
 * The picker's emoji: one react-aria-components GridList (layout "grid": a single tab stop that remembers the
 * last emoji, Enter, Space or a click picks, typing a letter finds an emoji by name), one section per group,
 * each named by its heading. The arrow keys follow the picker's rows of COLUMNS emoji and cross sections
 * (moveFrom), Home and End go to the ends of the row, Ctrl+Home and Ctrl+End to the first and last emoji.
 * Each emoji is named by its label (the emoji's name, or :shortcode: for a custom one). Only the sections near
 * the visible part render their emoji (use-shown-sections.ts); the others keep their heading and their height.
 */
import { useCallback, useEffect, useRef, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { GridList, GridListHeader, GridListItem, GridListSection, type Key } from 'react-aria-components/GridList';
import type { EmojiSection, PickerEmoji } from '../../services/emoji/picker-emoji';
import { safeHttpUrl } from '../../services/sanitize';
import { useShownSections } from './use-shown-sections';

export const COLUMNS = 8;

export interface Position {
  section: number;
  index: number;
}

/** Where a key moves the focus from `at`; null when the key is not a move. */
export function moveFrom(at: Position, key: string, ctrl: boolean, sizes: readonly number[]): Position | null {
  const size = sizes[at.section] ?? 0;
  const column = at.index % COLUMNS;
  const previousSection = (from: number) => {
    for (let s = from - 1; s >= 0; s -= 1) if ((sizes[s] ?? 0) > 0) return s;
    return null;
  };
  const nextSection = (from: number) => {
    for (let s = from + 1; s < sizes.length; s += 1) if ((sizes[s] ?? 0) > 0) return s;
    return null;
  };
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
  if (emoji.kind === 'native')
    return (
      <span className="emoji-picker__native" aria-hidden="true">
        {emoji.id}
      </span>
    );
  const src = safeHttpUrl(emoji.staticUrl ?? null) ?? safeHttpUrl(emoji.url ?? null);
  if (src === null) return <span className="emoji-picker__code">{emoji.label}</span>;
  return (
    <img
      className="emoji-picker__image"
      src={src}
      alt={emoji.label}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}

export interface EmojiGridProps {
  sections: readonly EmojiSection[];
  /** the grid's accessible name */
  label: string;
  onPick(emoji: PickerEmoji): void;
  /** a handle the search field uses to move the focus into the grid */
  focusRef?: { current: (() => void) | null };
  /** the scrolling element around the grid (which sections are near the visible part) */
  scrollRef?: RefObject<HTMLElement | null>;
}

const at = (section: number, index: number) => `${section}:${index}`;

export function EmojiGrid({ sections, label, onPick, focusRef, scrollRef }: EmojiGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const sizes = sections.map((section) => section.emojis.length);
  const { isShown, reveal, observe } = useShownSections(sections, scrollRef);
  // an arrow key moved into a section that was not rendered yet: focus there once it is
  const pending = useRef<string | null>(null);

  const emojiElement = (key: string) =>
    container.current?.querySelector<HTMLElement>(`[data-emoji-at="${key}"]`) ?? null;

  useEffect(() => {
    if (focusRef === undefined) return;
    // into the grid: on the emoji that holds its tab stop, else the first
    focusRef.current = () => {
      const grid = container.current;
      (
        grid?.querySelector<HTMLElement>('[data-emoji-at][tabindex="0"]') ??
        grid?.querySelector<HTMLElement>('[data-emoji-at]')
      )?.focus();
    };
    return () => {
      focusRef.current = null;
    };
  });

  // each emoji's ref: the one an arrow key went for takes the focus as it arrives
  const focusIfPending = useCallback((element: HTMLElement | null) => {
    if (element === null || element.dataset.emojiAt !== pending.current) return;
    pending.current = null;
    element.focus();
  }, []);

  // the picker's own movement, before the grid list's (which goes by on-screen position)
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-emoji-at]');
    if (target === null) return;
    const [section, index] = (target.dataset.emojiAt ?? '0:0').split(':').map(Number) as [number, number];
    const next = moveFrom({ section, index }, event.key, event.ctrlKey || event.metaKey, sizes);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    const element = emojiElement(at(next.section, next.index));
    if (element !== null) {
      element.focus();
      return;
    }
    pending.current = at(next.section, next.index);
    reveal(sections[next.section]?.key ?? '');
  };

  const pick = (key: Key) => {
    const [section, index] = String(key).split(':').map(Number) as [number, number];
    const emoji = sections[section]?.emojis[index];
    if (emoji !== undefined) onPick(emoji);
  };

  return (
    <div ref={container} className="emoji-picker__sections" onKeyDownCapture={onKeyDownCapture}>
      <GridList aria-label={label} layout="grid" onAction={pick} className="emoji-picker__grid">
        {sections.map((section, sectionIndex) =>
          section.emojis.length === 0 ? null : (
            <GridListSection
              key={section.key}
              id={section.key}
              ref={observe}
              data-section={section.key}
              className={
                isShown(section.key) ? 'emoji-picker__section' : 'emoji-picker__section emoji-picker__section--later'
              }
              // a section not rendered yet keeps the height of its rows
              render={(props) => (
                <div
                  {...props}
                  style={
                    { ...props.style, '--emoji-rows': Math.ceil(section.emojis.length / COLUMNS) } as CSSProperties
                  }
                />
              )}
            >
              <GridListHeader className="emoji-picker__heading">
                <h3 className="emoji-picker__title">{section.title}</h3>
              </GridListHeader>
              {isShown(section.key) &&
                section.emojis.map((emoji, index) => (
                  <GridListItem
                    key={at(sectionIndex, index)}
                    id={at(sectionIndex, index)}
                    ref={focusIfPending}
                    textValue={emoji.label}
                    data-emoji-at={at(sectionIndex, index)}
                    className="emoji-picker__emoji"
                  >
                    <EmojiFace emoji={emoji} />
                  </GridListItem>
                ))}
            </GridListSection>
          ),
        )}
      </GridList>
    </div>
  );
}
