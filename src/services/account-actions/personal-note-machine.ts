/**
 * The personal note chart (machines/personal-note.machine.ts) with its effect: `save` is the note account action
 * (runAccountAction), which reports a refused call itself; a refusal rejects, so the chart keeps the draft.
 */
import { fromPromise } from 'xstate';
import { personalNoteMachine } from '../../machines/personal-note.machine';
import type { AppServices } from '../app-services/app-services';
import { runAccountAction } from './run-account-action';

/** The chart for the reader's note on `accountId`. */
export function personalNoteMachineFor(services: AppServices, accountId: string) {
  return personalNoteMachine.provide({
    actors: {
      save: fromPromise<unknown, { comment: string }>(async ({ input }) => {
        const accepted = await runAccountAction(services, { kind: 'note', accountId, comment: input.comment });
        if (!accepted) throw new Error('the note was not saved');
      }),
    },
  });
}
