/**
 * Live updates. SEAM (issue 4, in progress): the real service replaces this inert one (never connects).
 */
import type { Api } from '../api';
import type { EntityStore } from '../store';
import type { StreamConnectionStatus, StreamingService } from './streaming-types';

export type * from './streaming-types';

export interface StreamingServiceOptions {
  server: string;
  /** the account's access token (null when reading signed out) */
  token: string | null;
  api: Api;
  store: EntityStore;
  /** a status was deleted on the server: remove it (and its reblogs) from every timeline */
  onStatusDeleted(statusId: string): void;
  /** the WebSocket constructor (tests inject one); the browser's by default */
  WebSocket?: typeof WebSocket;
}

export function createStreamingService(_options: StreamingServiceOptions): StreamingService {
  const status: StreamConnectionStatus = { state: 'idle', retryAt: null, attempts: 0 };
  return {
    subscribe: () => () => {},
    getStatus: () => status,
    onStatusChange: () => () => {},
    resume: () => {},
    close: () => {},
  };
}
