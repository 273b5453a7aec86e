import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SandboxDb } from '../kernel/db';
import { viewerFromToken, type Viewer } from '../kernel/context';
import {
  StreamError,
  streamingToken,
  subscribeRequestFromUrl,
  type StreamingHub,
  type SubscribeRequest,
} from '../streaming/hub';
import { STREAMING_PATH } from '../streaming/msw-link';

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.write(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  socket.destroy();
}

/**
 * The streaming endpoint on the real server: WebSocket upgrades at /api/v1/streaming (any other upgrade is refused).
 * The token comes from the Sec-WebSocket-Protocol header (echoed back as the chosen subprotocol) or the
 * `access_token` query. An unknown token or a refused initial `stream` answers the upgrade with an HTTP error,
 * as Mastodon's streaming server does. Returns a function that closes the WebSocket server.
 */
export function attachStreamingServer(
  server: Server,
  hub: StreamingHub,
  db: SandboxDb,
  getOrigin: () => string,
): () => Promise<void> {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => {
      const first = protocols.values().next();
      return first.done ? false : first.value;
    },
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', getOrigin());
    if (url.pathname.replace(/\/$/, '') !== STREAMING_PATH) {
      refuse(socket, 404, 'Not found');
      return;
    }
    const token = streamingToken(url, request.headers['sec-websocket-protocol'] ?? null);
    const viewer = viewerFromToken(db, token);
    if (token && !viewer) {
      refuse(socket, 401, 'Error: Invalid access token');
      return;
    }
    const initial = subscribeRequestFromUrl(url);
    if (initial) {
      try {
        hub.resolveSubscription(viewer, initial);
      } catch (error) {
        const e = error instanceof StreamError ? error : new StreamError(400, String(error));
        refuse(socket, e.status, `Error: ${e.message}`);
        return;
      }
    }
    wss.handleUpgrade(request, socket, head, (client) => connect(client, viewer, initial));
  };

  const connect = (client: WebSocket, viewer: Viewer | null, initial: SubscribeRequest | null) => {
    let connection;
    try {
      connection = hub.connect(
        {
          send: (text) => {
            if (client.readyState === client.OPEN) client.send(text);
          },
          close: (code, reason) => client.close(code, reason),
        },
        viewer,
        initial,
      );
    } catch {
      client.close(1008, 'Refused');
      return;
    }
    const open = connection;
    client.on('message', (data) => hub.receive(open, data.toString()));
    client.on('close', () => hub.disconnect(open));
    client.on('error', () => hub.disconnect(open));
  };

  server.on('upgrade', onUpgrade);

  return () =>
    new Promise<void>((resolve) => {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close(() => resolve());
    });
}
