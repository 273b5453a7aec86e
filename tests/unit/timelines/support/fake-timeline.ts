/**
 * A stand-in for a timeline's running machine in view tests: the test sets the context and state the view
 * reads (items, unread, next, failure...) and sees the events the view sends. The view's hook module is
 * mocked to read it (see feed-*.test.tsx), so these tests check the feed, not the machine.
 */
import { useSyncExternalStore } from 'react';
import { act } from 'react';
import { vi } from 'vitest';
import type { FeedEntry, TimelineContext, TimelineEvent } from '../../../../src/machines/timeline-types';

export interface FakeSnapshot {
  value: string;
  context: TimelineContext;
  hasTag(tag: string): boolean;
}

/** The tags the timeline chart puts on the state the test names (src/machines/timeline.machine.ts). */
const TAGS: Record<string, readonly string[]> = {
  idle: ['loading'],
  warming: ['loading'],
  loading: ['loading'],
  expanding: ['expanding'],
  refreshing: ['refreshing'],
  fillingGap: ['filling'],
  failed: ['failed'],
};

function fakeSnapshot(value: string, context: TimelineContext): FakeSnapshot {
  return { value, context, hasTag: (tag) => TAGS[value]?.includes(tag) ?? false };
}

export function statusEntries(count: number, newest = count): FeedEntry[] {
  return Array.from({ length: count }, (_, index) => ({ kind: 'status' as const, id: String(newest - index) }));
}

export function createFakeTimeline(timeline: string, context: Partial<TimelineContext> = {}, value = 'loaded') {
  let snapshot = fakeSnapshot(value, {
    timeline,
    paging: 'id',
    items: [],
    pending: [],
    unread: 0,
    pendingOverflow: false,
    next: null,
    gapQueue: [],
    atTop: true,
    connected: true,
    failure: null,
    savedAt: null,
    lastChange: null,
    ...context,
  });
  const listeners = new Set<() => void>();
  const send = vi.fn<(event: TimelineEvent) => void>();
  return {
    send,
    get snapshot() {
      return snapshot;
    },
    /** changes what the machine holds (inside act, as a machine update would) */
    set(next: Partial<TimelineContext>, nextValue = snapshot.value) {
      act(() => {
        snapshot = fakeSnapshot(nextValue, { ...snapshot.context, ...next });
        for (const listener of listeners) listener();
      });
    },
    /** what the view's hook (services/timelines/use-timeline.ts) answers: the snapshot, `send` and `retry` */
    useTimeline(): { snapshot: FakeSnapshot; send: (event: TimelineEvent) => void; retry(): void } {
      const current = useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => snapshot,
      );
      return { snapshot: current, send, retry: () => send({ type: 'RETRY' }) };
    },
  };
}

export type FakeTimeline = ReturnType<typeof createFakeTimeline>;
