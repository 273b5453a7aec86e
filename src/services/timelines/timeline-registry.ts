/**
 * Every timeline's running machine, per account. SEAM (issue 4, in progress): the real registry keeps
 * actors alive across unmounts, forwards streaming events and removes deleted statuses everywhere.
 */
import type { Api } from '../api';
import type { AlertQueue } from '../errors';
import type { EntityStore } from '../store';
import type { StreamingService } from '../streaming/streaming-types';

export interface TimelineRegistryOptions {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  streaming: StreamingService;
}

export interface TimelineRegistry {
  /** removes the status, its reblogs and references from every timeline's items and pending list */
  removeStatus(statusId: string): void;
  /** stops every timeline (account forgotten) */
  dispose(): void;
}

export function createTimelineRegistry(_options: TimelineRegistryOptions): TimelineRegistry {
  return { removeStatus: () => {}, dispose: () => {} };
}
