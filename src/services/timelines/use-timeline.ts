/**
 * A view's handle on a timeline: the account's registry keeps one running machine per timeline name
 * (timeline-registry.ts). Mounting acquires it (and asks for the first page when it is idle), unmounting
 * releases it; the machine keeps running, so coming back shows the same rows.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { TimelineEvent } from '../../machines/timeline.machine';
import type { TimelineSnapshot } from '../../machines/timeline-status';
import { useAppServices } from '../app-services/app-services';
import type { TimelineRegistry } from './timeline-registry';

export interface TimelineView {
  snapshot: TimelineSnapshot;
  /** the reader's steps on the feed (scrolled, viewed, expand, fill a gap, apply the waiting posts...) */
  send(event: TimelineEvent): void;
  /** asks again for the step that failed */
  retry(): void;
}

/** The named timeline's machine, from `registry`, held while the view is mounted. */
export function useTimelineFrom(registry: TimelineRegistry, name: string): TimelineView {
  // looked up during render (made if needed, not counted); counted while mounted
  const actor = useMemo(() => registry.actorFor(name), [registry, name]);
  useEffect(() => {
    const held = registry.acquire(name);
    if (held.getSnapshot().matches('idle')) held.send({ type: 'LOAD' });
    return () => registry.release(name);
  }, [registry, name]);
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => ({ snapshot, send: actor.send, retry: () => actor.send({ type: 'RETRY' }) }), [actor, snapshot]);
}

/** The timeline `name` of the current account. */
export function useTimeline(name: string): TimelineView {
  return useTimelineFrom(useAppServices().timelines, name);
}
