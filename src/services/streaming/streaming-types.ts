/**
 * The contract of the streaming service (server-api-facts "Streaming"): one WebSocket per account,
 * subscriptions counted per stream, every server event handled, reconnect with backoff, polling while
 * disconnected. The connection's behaviour is src/machines/streaming-connection.machine.ts.
 */

import type { Notification } from '../../domain/entities/notification';

export type StreamName =
  | 'user'
  | 'user:notification'
  | 'direct'
  | 'public'
  | 'public:media'
  | 'public:local'
  | 'public:local:media'
  | 'public:remote'
  | 'public:remote:media'
  | 'hashtag'
  | 'hashtag:local'
  | 'list'
  | 'antenna';

/** What to subscribe to: a stream name plus its parameter for hashtag, list and antenna streams. */
export interface StreamSubscription {
  stream: StreamName;
  tag?: string;
  list?: string;
  antenna?: string;
  /** a hashtag stream's more tags: posts with any of them too, only with all of them, never with one of them */
  any?: readonly string[];
  all?: readonly string[];
  none?: readonly string[];
}

/**
 * What a subscriber hears. Statuses, notifications and conversations are imported into the entity store
 * before the listener is called; listeners get ids.
 */
export interface StreamListener {
  /** `update`: a status for this stream (already in the store) */
  update?(statusId: string, createdAt: number): void;
  /** `notification` on the user stream: its account and status are already in the store */
  notification?(notificationId: string, notification: Notification): void;
  /** `notifications_merged`: the server merged notifications (accepted requests); grouped lists reload */
  notificationsMerged?(): void;
  /** `conversation` on the direct stream (already in the store) */
  conversation?(conversationId: string): void;
  /** the socket dropped: mark a gap (called once per drop) */
  disconnected?(): void;
  /** the socket is back after a drop: fill gaps */
  reconnected?(): void;
  /** while disconnected, called at the polling interval: fetch newer items */
  poll?(): void;
}

/**
 * idle: nobody subscribed (or closed for good, or halted: the server refused the token); connecting (first connection, or a retry); live;
 * paused: down, waiting to retry (with backoff) and polling.
 */
export type StreamConnectionState = 'idle' | 'connecting' | 'live' | 'paused';

export interface StreamConnectionStatus {
  state: StreamConnectionState;
  /** when the next automatic retry starts (ms since the epoch), null when none is planned */
  retryAt: number | null;
  /** failed attempts in a row */
  attempts: number;
}

export interface StreamingService {
  /** Subscribes (counted: the server subscription is sent on the first and removed after the last). */
  subscribe(subscription: StreamSubscription, listener: StreamListener): () => void;
  getStatus(): StreamConnectionStatus;
  /** for useSyncExternalStore */
  onStatusChange(listener: () => void): () => void;
  /** the reader's "resume live updates": reconnect now */
  resume(): void;
  /** the account has a new token (signed in again): the socket is opened again with it, and a halt is over */
  setToken(token: string | null): void;
  /** the server refused the account's token: no socket, retry or polling until setToken */
  halt(): void;
  /** closes the socket for good (sign out, account switch) */
  close(): void;
}
