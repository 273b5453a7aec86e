/**
 * One server message of the streaming socket, handled: `{"stream":[...],"event":"update","payload":"<JSON>"}`
 * (server-api-facts "Streaming"). Entities are imported into the store first, then the listeners of the
 * message's stream hear ids. Anything unreadable (not JSON, no event, a payload of the wrong shape, an
 * unknown event, the server's `{"error": ...}` answers) is ignored without throwing.
 */
import { isRecord } from '../../domain/entities/coerce';
import { offlineCacheIn } from '../offline-cache/offline-cache';
import { importStatus, type EntityStore } from '../store';
import { importConversation, importNotification } from '../store/notification-importers';
import { importStreamedAnnouncement, patchAnnouncementReaction, patchEmojiReaction } from './stream-patches';
import type { StreamListener } from './streaming-types';

export interface StreamMessageTarget {
  store: EntityStore;
  /** listeners of the stream a message's `stream` array names */
  listenersOf(stream: unknown): StreamListener[];
  onStatusDeleted(statusId: string): void;
  /** `filters_changed`: reload the account's filters */
  refreshFilters(): void;
  /** a listener threw: report it without stopping the others */
  reportError(error: unknown): void;
}

export interface StreamMessage {
  stream: unknown;
  event: string;
  /** the payload as sent: a JSON string for entities, a bare id for deletions */
  payload: unknown;
}

/** Reads the socket's text; null when it is not a streaming event. */
export function parseStreamMessage(data: unknown): StreamMessage | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(message) || typeof message.event !== 'string') return null;
  return { stream: message.stream, event: message.event, payload: message.payload };
}

/** An entity payload: a JSON string (an object already parsed is accepted too). */
function entityPayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/** A bare id payload (`delete`, `announcement.delete`); a JSON-quoted or numeric id is accepted too. */
function idPayload(payload: unknown): string | null {
  if (typeof payload === 'number' && Number.isFinite(payload)) return String(payload);
  if (typeof payload !== 'string') return null;
  const text = payload.trim().replace(/^"(.*)"$/, '$1');
  return text === '' ? null : text;
}

/** The user stream, which carries the home timeline's new posts. */
const isHomeStream = (stream: unknown) => Array.isArray(stream) && stream.length === 1 && stream[0] === 'user';

function tell(target: StreamMessageTarget, stream: unknown, call: (listener: StreamListener) => void): void {
  for (const listener of target.listenersOf(stream)) {
    try {
      call(listener);
    } catch (error) {
      target.reportError(error);
    }
  }
}

export function handleStreamMessage(target: StreamMessageTarget, message: StreamMessage): void {
  const { store } = target;
  switch (message.event) {
    case 'update': {
      const raw = entityPayload(message.payload);
      const id = importStatus(store, raw);
      if (id === null) return;
      // a live post of the home stream goes on top of the home timeline's cached page
      if (isHomeStream(message.stream)) offlineCacheIn(store).remember('timeline:home', [raw], 'prepend');
      const createdAt = Date.parse(store.get('statuses', id)?.created_at ?? '');
      tell(target, message.stream, (l) => l.update?.(id, Number.isNaN(createdAt) ? Date.now() : createdAt));
      return;
    }
    case 'status.update':
      importStatus(store, entityPayload(message.payload));
      return;
    case 'delete': {
      const id = idPayload(message.payload);
      if (id === null) return;
      // (the timeline registry takes it, and its boosts, out of the timelines and the saved ones)
      target.onStatusDeleted(id);
      return;
    }
    case 'notification': {
      const notification = importNotification(store, entityPayload(message.payload));
      if (notification !== null) tell(target, message.stream, (l) => l.notification?.(notification.id, notification));
      return;
    }
    case 'conversation': {
      const id = importConversation(store, entityPayload(message.payload));
      if (id !== null) tell(target, message.stream, (l) => l.conversation?.(id));
      return;
    }
    case 'announcement':
      importStreamedAnnouncement(store, entityPayload(message.payload));
      return;
    case 'announcement.reaction':
      patchAnnouncementReaction(store, entityPayload(message.payload));
      return;
    case 'announcement.delete': {
      const id = idPayload(message.payload);
      if (id !== null) store.remove('announcements', id);
      return;
    }
    case 'emoji_reaction':
      patchEmojiReaction(store, entityPayload(message.payload));
      return;
    case 'filters_changed':
      target.refreshFilters();
      return;
    case 'notifications_merged':
      tell(target, message.stream, (l) => l.notificationsMerged?.());
      return;
    default:
      // events this client does not know yet
      return;
  }
}
