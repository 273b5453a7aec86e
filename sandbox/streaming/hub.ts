import type { SandboxDb } from '../kernel/db';
import type { StreamPublisher, StreamTarget, Viewer } from '../kernel/context';

export type StreamName = StreamTarget['stream'];

export const STREAM_NAMES: readonly StreamName[] = [
  'user',
  'user:notification',
  'public',
  'public:media',
  'public:local',
  'public:local:media',
  'public:remote',
  'public:remote:media',
  'hashtag',
  'hashtag:local',
  'list',
  'direct',
  'antenna',
];

/** Streams that need a signed-in viewer. */
const PRIVATE_STREAMS = new Set<StreamName>(['user', 'user:notification', 'direct', 'list', 'antenna']);

/** The transport side of one connection (a `ws` socket on the real server, an msw client in Vitest). */
export interface StreamSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface StreamSubscription {
  stream: StreamName;
  /** tag (lower-cased), list id or antenna id; null for streams without a parameter */
  param: string | null;
  /** the parameter as the client sent it, echoed in the `stream` array of messages */
  label: string | null;
}

export interface StreamConnection {
  readonly id: number;
  readonly viewer: Viewer | null;
  readonly socket: StreamSocket;
  /** keyed by `stream|param` */
  readonly subscriptions: Map<string, StreamSubscription>;
  closed: boolean;
  dropTimer: ReturnType<typeof setTimeout> | null;
}

/** Parameters of a subscribe request, from a client message or the connection URL query. */
export interface SubscribeRequest {
  stream: string;
  tag?: string | null;
  list?: string | null;
  antenna?: string | null;
}

export class StreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A payload meaning "send the event without a payload field" (`filters_changed`). */
export const NO_PAYLOAD: unique symbol = Symbol('no payload');

/** Resolves the payload for one recipient; undefined skips that recipient; NO_PAYLOAD sends the bare event. */
export type PayloadFor = (viewer: Viewer | null) => unknown;

export interface HubCounts {
  connections: number;
  /** open subscriptions per stream name */
  subscriptions: Record<string, number>;
  /** messages sent per stream name since start */
  delivered: Record<string, number>;
  /** each open connection: its number (rising), whose it is, and the streams it subscribes to */
  open: { id: number; username: string | null; streams: string[] }[];
}

const subscriptionKey = (s: StreamSubscription) => `${s.stream}|${s.param ?? ''}`;

/**
 * The streaming server's state: connections, their subscriptions and access rules, and delivery of events.
 * Transport adapters (server/ws-server.ts, streaming/msw-link.ts) feed it sockets and messages.
 */
export class StreamingHub implements StreamPublisher {
  private readonly connections = new Set<StreamConnection>();
  private readonly deliveredCounts = new Map<string, number>();
  private nextId = 1;

  /**
   * @param dropAfterMs read at each connect: when > 0 the socket is closed after that many ms.
   */
  constructor(
    private readonly db: SandboxDb,
    private readonly dropAfterMs: () => number = () => 0,
  ) {}

  /** Checks a subscribe request and returns the normalised subscription, or throws StreamError. */
  resolveSubscription(viewer: Viewer | null, request: SubscribeRequest): StreamSubscription {
    const stream = request.stream as StreamName;
    if (!STREAM_NAMES.includes(stream)) throw new StreamError(400, 'Unknown stream type');
    if (PRIVATE_STREAMS.has(stream) && !viewer) throw new StreamError(401, 'Missing access token');
    if (stream === 'hashtag' || stream === 'hashtag:local') {
      const tag = (request.tag ?? '').replace(/^#/, '').trim();
      if (!tag) throw new StreamError(400, 'No tag for stream provided');
      return { stream, param: tag.toLowerCase(), label: tag };
    }
    if (stream === 'list') {
      const list = this.db.lists.get(request.list ?? '');
      if (!list || list.account_id !== viewer!.account.id) throw new StreamError(404, 'List not found');
      return { stream, param: list.id, label: list.id };
    }
    if (stream === 'antenna') {
      const antenna = this.db.antennas.get(request.antenna ?? '');
      if (!antenna || antenna.account_id !== viewer!.account.id) throw new StreamError(404, 'Antenna not found');
      return { stream, param: antenna.id, label: antenna.id };
    }
    return { stream, param: null, label: null };
  }

  /**
   * Registers a socket. `initial` is the `stream` query of the connection URL, if any; it is checked first and a
   * StreamError is thrown (nothing registered) when it is refused.
   */
  connect(socket: StreamSocket, viewer: Viewer | null, initial?: SubscribeRequest | null): StreamConnection {
    const first = initial?.stream ? this.resolveSubscription(viewer, initial) : null;
    const connection: StreamConnection = {
      id: this.nextId++,
      viewer,
      socket,
      subscriptions: new Map(),
      closed: false,
      dropTimer: null,
    };
    if (first) connection.subscriptions.set(subscriptionKey(first), first);
    this.connections.add(connection);
    const dropAfter = this.dropAfterMs();
    if (dropAfter > 0) {
      connection.dropTimer = setTimeout(() => this.drop(connection), dropAfter);
      (connection.dropTimer as { unref?: () => void }).unref?.();
    }
    return connection;
  }

  /** Forgets a connection (the transport reports it closed). */
  disconnect(connection: StreamConnection): void {
    connection.closed = true;
    if (connection.dropTimer) clearTimeout(connection.dropTimer);
    connection.dropTimer = null;
    this.connections.delete(connection);
  }

  /** Handles one client message: subscribe or unsubscribe. Errors are answered on the socket. */
  receive(connection: StreamConnection, text: string): void {
    let message: { type?: unknown; stream?: unknown; tag?: unknown; list?: unknown; antenna?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      this.sendError(connection, new StreamError(400, 'Invalid JSON'));
      return;
    }
    if (!message || typeof message !== 'object') return;
    const request: SubscribeRequest = {
      stream: typeof message.stream === 'string' ? message.stream : '',
      tag: typeof message.tag === 'string' ? message.tag : null,
      list: message.list === undefined || message.list === null ? null : String(message.list),
      antenna: message.antenna === undefined || message.antenna === null ? null : String(message.antenna),
    };
    try {
      if (message.type === 'subscribe') this.subscribe(connection, request);
      else if (message.type === 'unsubscribe') this.unsubscribe(connection, request);
      else throw new StreamError(400, 'Unknown message type');
    } catch (error) {
      this.sendError(connection, error instanceof StreamError ? error : new StreamError(500, String(error)));
    }
  }

  subscribe(connection: StreamConnection, request: SubscribeRequest): StreamSubscription {
    const subscription = this.resolveSubscription(connection.viewer, request);
    connection.subscriptions.set(subscriptionKey(subscription), subscription);
    return subscription;
  }

  unsubscribe(connection: StreamConnection, request: SubscribeRequest): void {
    const stream = request.stream as StreamName;
    const param =
      stream === 'hashtag' || stream === 'hashtag:local'
        ? (request.tag ?? '').replace(/^#/, '').toLowerCase()
        : stream === 'list'
          ? (request.list ?? '')
          : stream === 'antenna'
            ? (request.antenna ?? '')
            : '';
    connection.subscriptions.delete(`${stream}|${param}`);
  }

  /** StreamPublisher: the same payload for every recipient. */
  publish(target: StreamTarget, event: string, payload: unknown): void {
    this.publishFor(target, event, () => payload);
  }

  /**
   * Delivers an event to every subscription matching the target, with a payload resolved per recipient viewer
   * (undefined skips the recipient). Each target reaches only subscriptions of its own stream name: publishers send
   * notifications to both `user` and `user:notification` (see kernel/notify.ts), as Mastodon's user stream carries them.
   */
  publishFor(target: StreamTarget, event: string, payloadFor: PayloadFor): void {
    for (const connection of this.connections) {
      if (connection.closed) continue;
      const matches = [...connection.subscriptions.values()].filter((s) => this.matches(connection, s, target));
      if (matches.length === 0) continue;
      const payload = payloadFor(connection.viewer);
      if (payload === undefined) continue;
      const text = payload === NO_PAYLOAD ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
      for (const subscription of matches) {
        const stream = subscription.label === null ? [subscription.stream] : [subscription.stream, subscription.label];
        this.send(
          connection,
          subscription.stream,
          text === undefined ? { stream, event } : { stream, event, payload: text },
        );
      }
    }
  }

  private matches(connection: StreamConnection, subscription: StreamSubscription, target: StreamTarget): boolean {
    const owner = connection.viewer?.account.id;
    switch (target.stream) {
      case 'user':
      case 'user:notification':
      case 'direct':
        return subscription.stream === target.stream && owner !== undefined && owner === target.accountId;
      case 'hashtag':
      case 'hashtag:local':
        return subscription.stream === target.stream && subscription.param === (target.tag ?? '').toLowerCase();
      case 'list':
        return subscription.stream === 'list' && subscription.param === target.list;
      case 'antenna':
        return subscription.stream === 'antenna' && subscription.param === target.antenna;
      default:
        return subscription.stream === target.stream;
    }
  }

  private send(connection: StreamConnection, stream: string, message: unknown): void {
    try {
      connection.socket.send(JSON.stringify(message));
      this.deliveredCounts.set(stream, (this.deliveredCounts.get(stream) ?? 0) + 1);
    } catch {
      // the transport closed under us; its close event will disconnect the connection
    }
  }

  private sendError(connection: StreamConnection, error: StreamError): void {
    try {
      connection.socket.send(JSON.stringify({ error: error.message, status: error.status }));
    } catch {
      // ignore
    }
  }

  /** Closes one connection from the server side. */
  drop(connection: StreamConnection, code = 1001, reason = 'Dropped by the sandbox'): void {
    if (connection.closed) return;
    this.disconnect(connection);
    try {
      connection.socket.close(code, reason);
    } catch {
      // already closed
    }
  }

  /** Closes every open connection; returns how many were closed. */
  dropAll(): number {
    return this.dropWhere(() => true);
  }

  /** Closes the open connections `test` picks (those of a revoked token, say); returns how many were closed. */
  dropWhere(test: (connection: StreamConnection) => boolean): number {
    const picked = [...this.connections].filter(test);
    for (const connection of picked) this.drop(connection);
    return picked.length;
  }

  /** Open connections (for tests and the admin state call). */
  list(): StreamConnection[] {
    return [...this.connections];
  }

  counts(): HubCounts {
    const subscriptions: Record<string, number> = {};
    for (const connection of this.connections) {
      for (const s of connection.subscriptions.values()) subscriptions[s.stream] = (subscriptions[s.stream] ?? 0) + 1;
    }
    const open = [...this.connections].map((c) => ({
      id: c.id,
      username: c.viewer?.account.username ?? null,
      streams: [...c.subscriptions.values()].map((s) => s.stream),
    }));
    return {
      connections: this.connections.size,
      subscriptions,
      delivered: Object.fromEntries(this.deliveredCounts),
      open,
    };
  }
}

/** The stream request carried by a connection URL (`?stream=hashtag&tag=x`), or null. */
export function subscribeRequestFromUrl(url: URL): SubscribeRequest | null {
  const stream = url.searchParams.get('stream');
  if (!stream) return null;
  return {
    stream,
    tag: url.searchParams.get('tag'),
    list: url.searchParams.get('list'),
    antenna: url.searchParams.get('antenna'),
  };
}

/** The token of a streaming connection: the first WebSocket subprotocol, else the `access_token` query. */
export function streamingToken(url: URL, protocols: string | string[] | null | undefined): string | null {
  const list = (Array.isArray(protocols) ? protocols : (protocols ?? '').split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  return list[0] ?? url.searchParams.get('access_token');
}
