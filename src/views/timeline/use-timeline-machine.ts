/**
 * Wires the timeline machine to the session's services: the page fetch (server call + store import)
 * and the alert of a failed fetch, with the spec-8 policy of the call the timeline uses.
 */
import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AppServices } from '../../app/services/app-services';
import { timelineMachine, type TimelineFetchInput, type TimelineFetchOutput } from '../../machines/timeline.machine';
import { reportError } from '../../services/errors';
import { fetchTimelinePage, parseTimelineName, timelineCallId } from '../../services/timelines';

type TimelineServices = Pick<AppServices, 'api' | 'store' | 'alerts'>;

export function liveTimelineMachine({ api, store, alerts }: TimelineServices) {
  return timelineMachine.provide({
    actors: {
      fetchPage: fromPromise<TimelineFetchOutput, TimelineFetchInput>(({ input, signal }) => {
        const { timeline, ...paging } = input;
        return fetchTimelinePage(api, store, timeline, { ...paging, signal });
      }),
    },
    actions: {
      reportFailure: ({ context }) => {
        const spec = parseTimelineName(context.timeline);
        reportError(alerts, context.failure?.error, spec ? { callId: timelineCallId(spec) } : {});
      },
    },
  });
}

/** The running machine of one timeline; the first page is requested on mount. */
export function useTimelineMachine(services: TimelineServices, timeline: string) {
  const { api, store, alerts } = services;
  const machine = useMemo(() => liveTimelineMachine({ api, store, alerts }), [api, store, alerts]);
  const [snapshot, send] = useMachine(machine, { input: { timeline } });
  useEffect(() => {
    send({ type: 'LOAD' });
  }, [send]);
  return [snapshot, send] as const;
}
