/**
 * A view's handle on a timeline: the account's registry keeps one running machine per timeline name
 * (src/services/timelines/timeline-registry.ts). Mounting acquires it (and asks for the first page when it
 * is idle), unmounting releases it; the machine keeps running, so coming back shows the same rows.
 */
import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { TimelineEvent } from '../../machines/timeline.machine';
import type { TimelineActor, TimelineRegistry } from '../../services/timelines/timeline-registry';

type TimelineSnapshot = ReturnType<TimelineActor['getSnapshot']>;

/** The snapshot and `send` of the named timeline's machine, from `registry`. */
export function useTimelineFrom(
  registry: TimelineRegistry,
  name: string,
): readonly [TimelineSnapshot, (event: TimelineEvent) => void] {
  // looked up during render (made if needed, not counted); counted while mounted
  const actor = useMemo(() => registry.actorFor(name), [registry, name]);
  useEffect(() => {
    const held = registry.acquire(name);
    if (held.getSnapshot().matches('idle')) held.send({ type: 'LOAD' });
    return () => registry.release(name);
  }, [registry, name]);
  const snapshot = useSelector(actor, (s) => s);
  return [snapshot, actor.send] as const;
}

/** `[snapshot, send]` of the timeline `name` (home, list:{id}...) of the current account. */
export function useTimeline(name: string) {
  return useTimelineFrom(useAppServices().timelines, name);
}

/** The former name (Timeline.tsx): same as `useTimeline(timeline)`; `services` must hold the registry. */
export function useTimelineMachine(services: { timelines: TimelineRegistry }, timeline: string) {
  return useTimelineFrom(services.timelines, timeline);
}
