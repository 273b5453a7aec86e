import { ws, type WebSocketHandler } from 'msw';
import type { SandboxDb } from '../kernel/db';
import { viewerFromToken } from '../kernel/context';
import { StreamError, subscribeRequestFromUrl, streamingToken, type StreamConnection, type StreamingHub } from './hub';

export const STREAMING_PATH = '/api/v1/streaming';

/** Close code used when a connection is refused (a real server answers the upgrade with HTTP 401/4xx: 1006). */
export const REFUSED_CLOSE_CODE = 1006;

/**
 * The streaming endpoint for msw in Vitest: an origin-agnostic `ws.link` whose connections are fed to the hub.
 * Node 20 has no global WebSocket; tests that open one must provide `globalThis.WebSocket` (jsdom does) before
 * `server.listen()` so msw can intercept it.
 */
export function streamingLinkHandler(hub: StreamingHub, db: SandboxDb, path = STREAMING_PATH): WebSocketHandler {
  const link = ws.link(`*${path}`);
  return link.addEventListener('connection', ({ client }) => {
    // The client's WebSocket gets its `protocol` (our token) only after this listener ran, as msw opens it; so the
    // connection is registered when the socket opens. A refused connection (bad token, private stream without one)
    // therefore opens and then closes with 1006, where a real server fails the upgrade.
    const socket = (client as unknown as { socket?: { protocol?: string; readyState?: number } }).socket;
    let state: StreamConnection | 'pending' | 'refused' = 'pending';
    const establish = (): StreamConnection | null => {
      if (state !== 'pending') return state === 'refused' ? null : state;
      const url = new URL(client.url);
      const token = streamingToken(url, socket?.protocol || null);
      const viewer = viewerFromToken(db, token);
      const refuse = (reason: string) => {
        state = 'refused';
        client.close(REFUSED_CLOSE_CODE, reason);
        return null;
      };
      if (token && !viewer) return refuse('Invalid access token');
      try {
        state = hub.connect(
          { send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) },
          viewer,
          subscribeRequestFromUrl(url),
        );
        return state;
      } catch (error) {
        return refuse(error instanceof StreamError ? error.message : 'Refused');
      }
    };
    // Register as the socket opens (before the client's own code resumes), with a timer as a fallback.
    const target = socket as unknown as EventTarget | undefined;
    if (socket?.readyState === 1) establish();
    else if (typeof target?.addEventListener === 'function')
      target.addEventListener('open', () => establish(), { once: true });
    setTimeout(() => establish(), 0);
    client.addEventListener('message', (event) => {
      const connection = establish();
      if (connection) hub.receive(connection, typeof event.data === 'string' ? event.data : String(event.data));
    });
    client.addEventListener('close', () => {
      if (state !== 'pending' && state !== 'refused') hub.disconnect(state);
      state = 'refused';
    });
  });
}
