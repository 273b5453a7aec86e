/**
 * A control's request action chart (machines/request-action.machine.ts) with its change: `run` is what RUN
 * asks for (through the account's runners, which make the change, take it back and alert), rejecting when the
 * change failed. The chart is made once for the control's life; `run` is read as it is at the last render, so
 * it may close over the control's current props.
 */
import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { requestActionMachine, type RequestActionEvent } from '../../machines/request-action.machine';

export interface RequestAction {
  send(event: RequestActionEvent): void;
  /** the control waits: a change on its way, or done (what it acted on is going away) */
  busy: boolean;
  /** the question in place shows (after ASK, until answered "no" or failed) */
  confirming: boolean;
  /** why the last change failed; null when it did not */
  failure: unknown;
}

/** The chart of a change that `run` makes; `run` rejects when it failed. */
function requestActionChart(run: (request: unknown) => Promise<unknown>) {
  return requestActionMachine.provide({
    actors: { run: fromPromise<unknown, { request: unknown }>(({ input }) => run(input.request)) },
  });
}

export function useRequestAction<R = void>(run: (request: R) => Promise<unknown>): RequestAction {
  // `run` as at the last render: the chart reads it when a RUN comes, never while rendering
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  // eslint-disable-next-line react-hooks/refs -- the ref is read in the chart's actor, after rendering
  const [machine] = useState(() => requestActionChart((request) => latest.current(request as R)));
  const [snapshot, send] = useMachine(machine);
  return {
    send,
    busy: snapshot.hasTag('busy'),
    confirming: snapshot.hasTag('confirming'),
    failure: snapshot.context.failure,
  };
}

/** A change answered by a plain yes or no (an action runner's `true` when the server accepted it), as `run` wants it. */
export async function failUnlessAccepted(accepted: Promise<boolean>): Promise<void> {
  if (!(await accepted)) throw new Error('the change was refused');
}
