/**
 * Status actions. SEAM (issue 4, in progress): the real runner replaces this one.
 */
import type { Api } from '../api';
import type { AlertQueue } from '../errors';
import type { EntityStore } from '../store';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import type { StatusActions } from './status-actions-types';

export type * from './status-actions-types';

export interface StatusActionsOptions {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  timelines: TimelineRegistry;
}

export function createStatusActions(_options: StatusActionsOptions): StatusActions {
  return {
    run: () => Promise.resolve({ ok: false, error: new Error('status actions are not wired yet') }),
    inFlight: () => false,
  };
}
