/**
 * The virtual feed: a scroll container holding a role="feed" whose rows (posts, gaps, suggestions) are
 * rendered by virtua only near the viewport, whatever the length. It keeps what the reader looks at still
 * when rows change above it (virtua `shift`), moves focus by index with j / k / arrows / Page keys across
 * virtualisation (the target row is scrolled in, then its article focused once rendered), keeps the
 * focused row mounted, and saves and restores its place per timeline and account. A j / k move names its row by
 * key, so rows cut or added above meanwhile (the timeline's window) never send focus to another post.
 */
import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Virtualizer, type VirtualizerHandle } from 'virtua';
import { useAppServices } from '../../services/app-services/app-services';
import type { FeedEntry } from '../../machines/timeline-types';
import { Status } from '../status/Status';
import { FeedItem } from './FeedItem';
import { feedKeyDelta, focusItem } from './feed-keys';
import { sameKeys, saveFeedPosition, savedFeedPosition } from './feed-positions';
import { changedAboveAnchor } from './feed-shift';
import { entryKey, type FeedRow } from './feed-state';
import type { GapRowProps } from './GapRow';
import { importWithMessages } from '../../i18n/lazy-catalogues';
import { preloadable } from '../common/preloadable';
import { expectFirstRows, markFirstRowsShown } from '../../services/after-paint';
import { useRowsOnePerFrame } from './rows-one-per-frame';
import { guessFeedEntryPx, SHORT_POST_PX } from './row-height-guess';
import { useRowScroll } from './use-row-scroll';

/** Within this many pixels of the start, the reader is "at the top". */
export const AT_TOP_PX = 16;
/** Loading older posts starts when the last rendered row is this close to the end. */
export const NEAR_END_ROWS = 5;
/** How many frames a focus request waits for its row to render. */
const FOCUS_ATTEMPTS = 30;

// a first page has no gap, and the follow suggestions load their own content anyway: these rows' code comes after the
// first posts
const GapRow = preloadable<GapRowProps>(() =>
  importWithMessages(['feedParts'], () => import('./GapRow')).then((m) => m.GapRow),
);
const SuggestionsRow = preloadable<object>(() =>
  importWithMessages(['feedParts'], () => import('./SuggestionsRow')).then((m) => m.SuggestionsRow),
);

const viewportHeight = () => (typeof window === 'undefined' ? 0 : window.innerHeight);

export interface FeedHandle {
  /** scrolls to the first row */
  scrollToTop(): void;
  /** scrolls the row in (aligned to the top, or just into view) */
  scrollToIndex(index: number, align: 'start' | 'nearest'): void;
  /** scrolls the row in and focuses its article once it is rendered */
  focusIndex(index: number): void;
}

export interface VirtualFeedProps<E extends FeedRow = FeedEntry> {
  /** names the saved place (a timeline name, or another list's name) */
  timeline: string;
  entries: readonly E[];
  /** draws a row of another kind of list (notifications); timelines draw posts, gaps and suggestions */
  renderEntry?(entry: E): ReactNode;
  /** aria-setsize: the total, or -1 while more can load */
  setSize: number;
  busy: boolean;
  labelledBy?: string;
  /** a gap is being filled */
  filling: boolean;
  onFillGap(key: string): void;
  /** the reader reached (true) or left (false) the top */
  onAtTopChange(atTop: boolean): void;
  /** the reader is near the end of the rows */
  onNearEnd(): void;
  /** the row at the top of the viewport after a scroll (for the read marker) */
  onViewportTop?(index: number): void;
  /**
   * the key (entryKey) of the row at the top of the viewport after a scroll, and of the focused row (null: none),
   * for the timeline's window; read from the rows on the page, so rows changed a moment ago are told right
   */
  onViewport?(topKey: string, focusedKey: string | null): void;
  /** what follows the feed inside the scroll container (load more, errors, the end) */
  footer?: ReactNode;
  ref?: Ref<FeedHandle>;
}

const TimelineStatus = memo(function TimelineStatus({ statusId, timeline }: { statusId: string; timeline: string }) {
  return <Status statusId={statusId} variant="timeline" contextType={timeline} />;
});

function rowContent(entry: FeedEntry, timeline: string, filling: boolean, onFillGap: (key: string) => void): ReactNode {
  switch (entry.kind) {
    case 'status':
      return <TimelineStatus statusId={entry.id} timeline={timeline} />;
    case 'gap':
      return <GapRow gapKey={entry.key} filling={filling} onFill={onFillGap} />;
    case 'suggestions':
      return <SuggestionsRow />;
  }
}

export function VirtualFeed<E extends FeedRow = FeedEntry>(props: VirtualFeedProps<E>) {
  const { timeline, setSize, labelledBy, filling, onFillGap, footer, ref, renderEntry } = props;
  const { store } = useAppServices();
  const guessRowPx = useCallback(
    (entry: E) =>
      renderEntry ? SHORT_POST_PX : guessFeedEntryPx(entry as unknown as FeedEntry, (id) => store.get('statuses', id)),
    [renderEntry, store],
  );
  const entries = useRowsOnePerFrame(props.entries, viewportHeight, guessRowPx);
  // still busy while the first rows are being drawn, and until the virtualiser has put one in the page (it may
  // place none before it has measured its window): a feed that says it is ready holds its posts
  const complete = entries === props.entries;
  const [rowInPage, setRowInPage] = useState(false);
  const busy = props.busy || !complete || !rowInPage;
  const scrollerRef = useRef<HTMLDivElement>(null);
  // work deferred until the first posts show (streaming, filters) waits for this feed's first rows
  useLayoutEffect(expectFirstRows, []);
  const feedRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<VirtualizerHandle>(null);
  // the scroll handler calls the latest callbacks without being made anew each render
  const callbacks = useRef(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });

  const keys = useMemo(() => entries.map(entryKey), [entries]);
  const keysRef = useRef(keys);
  const completeRef = useRef(complete);

  // --- inserting above never moves what the reader looks at ---------------------------------------------
  const previousKeys = useRef<string[]>(keys);
  /** the key of the row at the top of the viewport, null while at the top */
  const anchorKey = useRef<string | null>(null);
  // Whether rows changed above the one the reader looks at must be known in the very render that changes
  // them (virtua applies `shift` to that render), so this reads what the last render showed and the anchor
  // the scroll handler keeps.
  /* eslint-disable react-hooks/refs -- see above: the previous keys and the scroll anchor, read once per change of keys */
  const shift = useMemo(() => {
    const previous = previousKeys.current;
    const anchor = anchorKey.current;
    return changedAboveAnchor(previous, keys, anchor === null ? null : previous.indexOf(anchor));
  }, [keys]);
  /* eslint-enable react-hooks/refs */
  useLayoutEffect(() => {
    previousKeys.current = keys;
    keysRef.current = keys;
    completeRef.current = complete;
  }, [keys, complete]);

  // --- scrolling a row in, found by key while it settles (see row-scroll.ts) --------------------------------
  const { scrollToRow, stopScrollingToRow } = useRowScroll(handleRef, keysRef);

  // --- scroll position restored when coming back --------------------------------------------------------
  const [saved] = useState(() => savedFeedPosition(store, timeline));
  const restoredCache = saved && sameKeys(saved.keys, keys) ? saved.cache : undefined;
  useLayoutEffect(() => {
    const handle = handleRef.current;
    if (saved && handle) {
      const top = saved.topKey === null ? -1 : keysRef.current.indexOf(saved.topKey);
      if (restoredCache) handle.scrollTo(saved.offset);
      else if (saved.topKey !== null && top > 0) scrollToRow(saved.topKey, 'start');
    }
    return () => {
      if (!handle) return;
      const offset = handle.scrollOffset;
      const current = keysRef.current;
      saveFeedPosition(store, timeline, {
        cache: handle.cache,
        offset,
        keys: current,
        topKey: offset <= AT_TOP_PX ? null : (current[handle.findItemIndex(offset)] ?? null),
      });
    };
    // once per mount: the saved place is read at mount and written at unmount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // --- focus: requested rows, the focused row kept mounted, never lost ----------------------------------
  /** the row to focus once rendered: by key (a j / k move), or by index (the first row, whichever it will be) */
  const focusRequest = useRef<{ index: number; key: string | null; attempts: number } | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const focusedKeyRef = useRef<string | null>(null);
  const focusedIndex = focusedKey === null ? -1 : keys.indexOf(focusedKey);
  const lastFocusedIndex = useRef(-1);
  /** whether the focused row was among the rows in view at the last scroll */
  const focusedInView = useRef(true);
  /** the focused row that went away and was handled (its neighbour focused once, never again) */
  const goneHandled = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusedIndex === -1) return;
    lastFocusedIndex.current = focusedIndex;
    goneHandled.current = null;
  }, [focusedIndex]);

  const tryFocus = useCallback((): boolean => {
    const request = focusRequest.current;
    const rows = request ? [...(feedRef.current?.querySelectorAll<HTMLElement>('[data-feed-item]') ?? [])] : [];
    const row = rows.find((element) =>
      request?.key == null
        ? element.dataset.feedIndex === String(request?.index)
        : element.dataset.feedItem === request.key,
    );
    if (!request || !row) return false;
    focusItem(row);
    if (!row.contains(document.activeElement)) return false;
    focusRequest.current = null;
    return true;
  }, []);

  const focusIndex = useCallback(
    (index: number, byKey = false) => {
      const handle = handleRef.current;
      const key = keysRef.current[index];
      if (!handle || key === undefined) return;
      const request = { index, key: byKey ? key : null, attempts: 0 };
      focusRequest.current = request;
      scrollToRow(key, 'nearest');
      if (tryFocus()) return;
      const retry = () => {
        if (focusRequest.current !== request || tryFocus()) return;
        request.attempts += 1;
        if (request.attempts < FOCUS_ATTEMPTS) requestAnimationFrame(retry);
        else focusRequest.current = null;
      };
      requestAnimationFrame(retry);
    },
    [tryFocus, scrollToRow],
  );

  const onRowMounted = useCallback(
    (index: number) => {
      markFirstRowsShown();
      setRowInPage(true);
      const request = focusRequest.current;
      if (request !== null && (request.key === null ? request.index === index : keysRef.current[index] === request.key))
        tryFocus();
    },
    [tryFocus],
  );

  // rows added or cut above move the focused row without a scroll (posts arriving at the top): whether it is in
  // view is read again then, not only at the last scroll
  useLayoutEffect(() => {
    const handle = handleRef.current;
    if (!handle || focusedIndex === -1) return;
    const top = handle.findItemIndex(handle.scrollOffset);
    focusedInView.current =
      focusedIndex >= top && focusedIndex <= handle.findItemIndex(handle.scrollOffset + handle.viewportSize);
  }, [keys, focusedIndex]);

  useLayoutEffect(() => {
    // the focused row went away (a deleted post): focus its neighbour instead of dropping focus on <body>; a row
    // the reader had scrolled away from (cut from the timeline's window) hands focus to the row in view instead,
    // so the page does not scroll back to where it was
    if (focusedKey === null || focusedIndex !== -1 || goneHandled.current === focusedKey) return;
    goneHandled.current = focusedKey;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const handle = handleRef.current;
    if (focusedInView.current || !handle) {
      focusIndex(Math.min(lastFocusedIndex.current, keys.length - 1));
      return;
    }
    // (the row in view is drawn: focused where it is, with no scroll asked of the list, which would hold the list
    // there while rows still change size)
    const top = String(handle.findItemIndex(handle.scrollOffset));
    const row = [...(feedRef.current?.querySelectorAll<HTMLElement>('[data-feed-item]') ?? [])].find(
      (element) => element.dataset.feedIndex === top,
    );
    if (row) focusItem(row);
  }, [focusedKey, focusedIndex, keys, focusIndex]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToTop: () => {
        stopScrollingToRow();
        anchorKey.current = null;
        handleRef.current?.scrollTo(0);
      },
      scrollToIndex: (index, align) => {
        const key = keysRef.current[index];
        if (key !== undefined) scrollToRow(key, align);
      },
      focusIndex,
    }),
    [focusIndex, scrollToRow, stopScrollingToRow],
  );

  // --- scrolling: at top, near the end, the row at the top ----------------------------------------------
  const atTop = useRef<boolean | null>(null);
  const reportAtTop = useCallback((nowAtTop: boolean, onAtTopChange: (atTop: boolean) => void) => {
    if (atTop.current === nowAtTop) return;
    atTop.current = nowAtTop;
    onAtTopChange(nowAtTop);
  }, []);
  const onScroll = useCallback(
    (offset: number) => {
      const handle = handleRef.current;
      if (!handle) return;
      const current = keysRef.current;
      const { onAtTopChange, onNearEnd, onViewportTop, onViewport } = callbacks.current;
      const top = handle.findItemIndex(offset);
      const bottom = handle.findItemIndex(offset + handle.viewportSize);
      // a scroll the feed makes itself to keep the view still (rows changed above) comes before the keys of the
      // new rows are kept here: the rows on the page tell which is which
      const placed = [...(feedRef.current?.querySelectorAll<HTMLElement>('[data-feed-item]') ?? [])];
      const keyAt = (index: number) =>
        placed.find((row) => row.dataset.feedIndex === String(index))?.dataset.feedItem ?? current[index] ?? null;
      const focusedRow = placed.find((row) => row.dataset.feedItem === focusedKeyRef.current);
      const focused = focusedRow === undefined ? -1 : Number(focusedRow.dataset.feedIndex);
      focusedInView.current = focusedKeyRef.current === null || (focused >= top && focused <= bottom);
      const nowAtTop = offset <= AT_TOP_PX;
      const topKey = keyAt(top);
      anchorKey.current = nowAtTop ? null : topKey;
      reportAtTop(nowAtTop, onAtTopChange);
      // (not while only the first rows are drawn: their end is not the page's)
      if (completeRef.current && current.length > 0 && bottom >= current.length - NEAR_END_ROWS) onNearEnd();
      onViewportTop?.(top);
      if (topKey !== null) onViewport?.(topKey, focusedKeyRef.current);
    },
    [reportAtTop],
  );

  // The chart outlives this view and remembers where the reader was when an earlier view went away; a feed
  // that opens at its top sends no scroll event, so a new view tells the chart where the reader is once laid out.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const handle = handleRef.current;
      if (handle && atTop.current === null)
        reportAtTop(handle.scrollOffset <= AT_TOP_PX, callbacks.current.onAtTopChange);
    });
    return () => cancelAnimationFrame(frame);
  }, [reportAtTop]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const delta = feedKeyDelta(event);
    if (delta === 0) return;
    // a press made while the last one's row is still coming in (not yet laid out, so not focusable) moves on
    // from that row, not from the one still focused: quick presses are never lost
    const request = focusRequest.current;
    const requested = request === null ? -1 : request.key === null ? request.index : keys.indexOf(request.key);
    const pending = requested === -1 ? undefined : requested;
    const row = (event.target as Element).closest<HTMLElement>('[data-feed-index]');
    const handle = handleRef.current;
    const from =
      pending ??
      (row ? Number(row.dataset.feedIndex) : handle ? handle.findItemIndex(handle.scrollOffset) - delta : -1);
    const target = from + delta;
    // past the last row the reader asks for the older page (the chart ignores it while busy or at the end): a
    // page asked for by a scroll while the chart was busy is otherwise never asked again, the feed not scrolling
    if (target >= keys.length && delta > 0 && completeRef.current) callbacks.current.onNearEnd();
    if (target < 0 || target >= keys.length) return;
    event.preventDefault();
    focusIndex(target, true);
  };

  const onFocus = (event: { target: EventTarget }) => {
    const row = (event.target as Element).closest?.('[data-feed-item]');
    const key = row?.getAttribute('data-feed-item') ?? null;
    focusedKeyRef.current = key;
    if (key !== focusedKey) setFocusedKey(key);
  };

  const keepMounted = useMemo(() => (focusedIndex === -1 ? undefined : [focusedIndex]), [focusedIndex]);

  return (
    <div
      ref={scrollerRef}
      className="timeline-scroller"
      data-feed-scroller=""
      // the reader scrolling themselves ends a scroll to a row still settling
      onWheel={stopScrollingToRow}
      onTouchStart={stopScrollingToRow}
    >
      {/* the feed pattern: j/k and the arrows move between the posts (articles) from anywhere inside, and the
          feed follows which post has focus; the keys are handled here once for every row */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={feedRef}
        role="feed"
        className="timeline-feed"
        aria-busy={busy}
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <Virtualizer
          ref={handleRef}
          scrollRef={scrollerRef}
          data={entries}
          shift={shift}
          cache={restoredCache}
          keepMounted={keepMounted}
          onScroll={onScroll}
        >
          {(entry: E, index: number) => {
            const key = entryKey(entry);
            return (
              <FeedItem
                key={key}
                itemId={key}
                index={index}
                position={index + 1}
                setSize={setSize}
                onMounted={onRowMounted}
              >
                {renderEntry
                  ? renderEntry(entry)
                  : rowContent(entry as unknown as FeedEntry, timeline, filling, onFillGap)}
              </FeedItem>
            );
          }}
        </Virtualizer>
      </div>
      {footer}
    </div>
  );
}
