/**
 * The live parts of one account's services: its streaming connection, its timelines' running machines and
 * its status-action runner. Made with the account's API and store, closed when the account is forgotten.
 */
import type { Api } from '../../services/api';
import type { LiveServices } from '../../services/app-services/session-types';
import type { AlertQueue } from '../../services/alerts';
import { createStatusActions } from '../../services/status-actions';
import type { EntityStore } from '../../services/store';
import { createStreamingService } from '../../services/streaming';
import { createTimelineRegistry, type TimelineRegistry } from '../../services/timelines/timeline-registry';
import { offlineCacheIn } from '../../services/offline-cache/offline-cache';

export type { LiveServices } from '../../services/app-services/session-types';

export interface LiveServicesInput {
  server: string;
  token: string | null;
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  /** the WebSocket constructor (tests inject one); the browser's by default */
  WebSocket?: typeof WebSocket;
  /** a socket failed or the server closed it: the server may have refused the token (ask it) */
  suspectRefusal?(): void;
}

export function createLiveServices({
  server,
  token,
  api,
  store,
  alerts,
  WebSocket,
  suspectRefusal,
}: LiveServicesInput): LiveServices {
  // the registry is made after streaming, which reports deletions to it
  let timelines: TimelineRegistry | null = null;
  const streaming = createStreamingService({
    server,
    token,
    api,
    store,
    ...(WebSocket ? { WebSocket } : {}),
    ...(suspectRefusal ? { suspectRefusal } : {}),
    onStatusDeleted: (statusId) => timelines?.removeStatus(statusId),
  });
  // a timeline starts from the rows the account saved on an earlier visit (its offline cache, made with the account)
  timelines = createTimelineRegistry({ api, store, alerts, streaming, saved: offlineCacheIn(store) });
  const statusActions = createStatusActions({ api, store, alerts, timelines });
  return { streaming, timelines, statusActions };
}
