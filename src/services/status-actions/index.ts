/**
 * Status actions for one account. This facade is on the first path, so it stays tiny: the runner (the generic
 * optimistic runner and its chart, XState's interpreter use, the optimistic and request code) is downloaded on the
 * first action, and `warm()` lets a screen fetch it early once its first page has shown.
 */
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import type { EntityStore } from '../store';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import type { StatusActionRunner } from './status-action-runner';
import type { StatusActions } from './status-actions-types';

export type * from './status-actions-types';

export interface StatusActionsOptions {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  /** removeStatus, and removeFrom for posts leaving the saved posts' timelines (status-action-runner.ts) */
  timelines: Pick<TimelineRegistry, 'removeStatus'> & Partial<Pick<TimelineRegistry, 'removeFrom'>>;
}

export interface LazyStatusActions extends StatusActions {
  warm(): Promise<void>;
}

export function createStatusActions(options: StatusActionsOptions): LazyStatusActions {
  let runner: StatusActionRunner | null = null;
  let loading: Promise<StatusActionRunner> | null = null;
  const load = () =>
    (loading ??= import('./status-action-runner').then(
      ({ createStatusActionRunner }) => (runner = createStatusActionRunner(options)),
    ));
  return {
    run: (request) => (runner !== null ? runner.run(request) : load().then((r) => r.run(request))),
    inFlight: (statusId) => runner?.inFlight(statusId) ?? false,
    warm: () => load().then(() => undefined),
  };
}
