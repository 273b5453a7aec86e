/**
 * The home timeline's read marker in the view: when home first loads (no place kept from an earlier visit),
 * the server's last_read_id is asked for and, when that post is among the loaded rows, scrolled to the top;
 * from then on the newest post seen at the top of the viewport is saved (throttled, see services/markers),
 * and the waiting position is flushed when the page is hidden.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { AppServices } from '../../services/app-services/app-services';
import type { FeedEntry } from '../../machines/timeline-types';
import { flushOnPageHide, homeMarkerOf, type HomeMarker } from '../../services/markers';
import { savedFeedPosition } from './feed-positions';
import type { FeedHandle } from './VirtualFeed';

export interface HomeMarkerView {
  /** the row at the top of the viewport changed (the virtual feed's scroll report) */
  onViewportTop(index: number): void;
}

function firstStatusFrom(entries: readonly FeedEntry[], index: number): string | null {
  for (let i = Math.max(0, index); i < entries.length; i += 1) {
    const entry = entries[i]!;
    if (entry.kind === 'status') return entry.id;
  }
  return null;
}

export function useHomeMarker(options: {
  enabled: boolean;
  services: Pick<AppServices, 'api' | 'store'>;
  timeline: string;
  entries: FeedEntry[];
  /** the first page has loaded */
  loaded: boolean;
  /** whether the reader is at the top (reported by the feed) */
  atTop: boolean;
  feed: RefObject<FeedHandle | null>;
}): HomeMarkerView {
  const { enabled, services: { api, store }, timeline, entries, loaded, atTop, feed } = options;
  const marker: HomeMarker | null = enabled ? homeMarkerOf(store, { api }) : null;
  const tracking = useRef(false);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const movedByReader = useRef(false);
  movedByReader.current ||= !atTop;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => { mounted.current = false; };
  }, []);

  // ask early (in parallel with the first page), flush on page hide
  useEffect(() => {
    if (!marker) return;
    if (!marker.restored && savedFeedPosition(store, timeline) === undefined) void marker.load();
    return flushOnPageHide(marker);
  }, [marker, store, timeline]);

  // the first load of home: restore the reading position
  useEffect(() => {
    if (!marker || !loaded || entries.length === 0 || tracking.current) return;
    if (marker.restored || savedFeedPosition(store, timeline) !== undefined) {
      marker.restored = true;
      tracking.current = true;
      return;
    }
    marker.restored = true;
    void marker.load().then((lastReadId) => {
      if (!mounted.current) return;
      const index = lastReadId === null ? -1 : entriesRef.current.findIndex((entry) => entry.kind === 'status' && entry.id === lastReadId);
      // not when the reader has already moved away from the top meanwhile
      if (index > 0 && !movedByReader.current) feed.current?.scrollToIndex(index, 'start');
      tracking.current = true;
    });
  }, [marker, loaded, entries.length, store, timeline, feed]);

  // at the top, the newest post is what the reader sees
  useEffect(() => {
    if (!marker || !tracking.current || !atTop) return;
    const newest = firstStatusFrom(entries, 0);
    if (newest !== null) marker.seen(newest);
  }, [marker, atTop, entries]);

  const onViewportTop = useCallback((index: number) => {
    if (!marker || !tracking.current) return;
    const id = firstStatusFrom(entriesRef.current, index);
    if (id !== null) marker.seen(id);
  }, [marker]);

  return { onViewportTop };
}
