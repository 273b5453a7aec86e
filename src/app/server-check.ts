import { fromPromise } from 'xstate';
import { serverCheckMachine, type FetchInstanceInput, type ServerSummary } from '../machines/server-check.machine';
import { fetchInstance } from './fetch-instance';

/** The server-check machine wired to the real network call. */
export const liveServerCheck = serverCheckMachine.provide({
  actors: {
    fetchInstance: fromPromise<ServerSummary, FetchInstanceInput>(({ input, signal }) =>
      fetchInstance(input.origin, signal),
    ),
  },
});
