/**
 * The `socket` actor of the streaming-connection machine: one WebSocket for one connection attempt. It
 * reports OPENED once the socket opens and DROPPED (once) when it closes or fails, and closes it when the
 * machine leaves `online`. Events of a socket whose attempt is over are never reported.
 */
import { fromCallback } from 'xstate';

export interface SocketActorDeps {
  WebSocket: typeof WebSocket;
  /** the socket URL (may ask the server first) */
  url(): Promise<string>;
  /** sent as the WebSocket subprotocol (the server reads the access token there); null: none. Read at each attempt. */
  token(): string | null;
  opened(socket: WebSocket): void;
  message(data: unknown): void;
  /** the attempt is over (closed, failed or abandoned) */
  ended(socket: WebSocket | null): void;
  /** the socket failed or the server closed it (not closed by this side) */
  dropped?(): void;
}

export function socketActor(deps: SocketActorDeps) {
  return fromCallback<{ type: 'NONE' }>(({ sendBack }) => {
    let socket: WebSocket | null = null;
    let over = false;

    const detach = () => {
      if (!socket) return;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    };
    const finish = () => {
      if (over) return false;
      over = true;
      detach();
      deps.ended(socket);
      return true;
    };
    const drop = () => {
      if (!finish()) return;
      deps.dropped?.();
      sendBack({ type: 'DROPPED' });
    };

    deps.url().then((url) => {
      if (over) return;
      const token = deps.token();
      try {
        socket = token ? new deps.WebSocket(url, token) : new deps.WebSocket(url);
      } catch {
        drop();
        return;
      }
      const open = socket;
      open.onopen = () => {
        if (over) return;
        deps.opened(open);
        sendBack({ type: 'OPENED' });
      };
      open.onmessage = (event: MessageEvent) => {
        if (!over) deps.message(event.data);
      };
      open.onclose = drop;
      open.onerror = drop;
    }, drop);

    return () => {
      const current = socket;
      if (!finish()) return;
      try {
        current?.close(1000);
      } catch {
        // already closing
      }
    };
  });
}
