/**
 * The live services (streaming, timelines, status actions) for view tests: the real ones, over the test's
 * API and store, with a WebSocket that never opens (so nothing leaves the test unless it says so).
 */
import { createLiveServices, type LiveServices } from '../../src/app/session/live-services';
import type { Api } from '../../src/services/api';
import { createAlertQueue, type AlertQueue } from '../../src/services/alerts';
import type { EntityStore } from '../../src/services/store';

/** A WebSocket that stays CONNECTING forever and sends nothing. */
export class SilentWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    super();
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

export function testLiveServices(api: Api, store: EntityStore, alerts: AlertQueue = createAlertQueue()): LiveServices {
  return createLiveServices({
    server: 'https://social.example',
    token: null,
    api,
    store,
    alerts,
    WebSocket: SilentWebSocket as unknown as typeof WebSocket,
  });
}
