/**
 * Who listens to which stream: subscriptions counted per stream key (the stream name plus its tag, list or
 * antenna). The registry says when the server subscription must be sent (first listener of a key) and
 * removed (last one gone), and which listeners hear a message of a given `stream` array.
 */
import type { StreamListener, StreamName, StreamSubscription } from './streaming-types';

/** Streams the server only serves to a signed-in account. */
const PRIVATE_STREAMS: ReadonlySet<StreamName> = new Set<StreamName>([
  'user',
  'user:notification',
  'direct',
  'list',
  'antenna',
]);

export const needsToken = (stream: StreamName): boolean => PRIVATE_STREAMS.has(stream);

const isHashtag = (stream: string) => stream === 'hashtag' || stream === 'hashtag:local';

/** The parameter a stream takes (`tag`, `list`, `antenna`), or null. */
function paramOf(subscription: StreamSubscription): string | null {
  if (isHashtag(subscription.stream)) return (subscription.tag ?? '').replace(/^#/, '').trim() || null;
  if (subscription.stream === 'list') return subscription.list ?? null;
  if (subscription.stream === 'antenna') return subscription.antenna ?? null;
  return null;
}

/** `hashtag|tsubame`, `list|12`, `user`: tags compare case-insensitively, as servers do. */
export function streamKey(stream: string, param: string | null): string {
  if (param === null || param === '') return stream;
  return `${stream}|${isHashtag(stream) ? param.toLowerCase() : param}`;
}

export const subscriptionKey = (subscription: StreamSubscription): string =>
  streamKey(subscription.stream, paramOf(subscription));

/** The key a server message's `stream` array (`["hashtag", "Tsubame"]`) belongs to; null when unreadable. */
export function keyOfMessageStream(stream: unknown): string | null {
  if (!Array.isArray(stream) || typeof stream[0] !== 'string') return null;
  const param = stream[1];
  return streamKey(stream[0], typeof param === 'string' || typeof param === 'number' ? String(param) : null);
}

/** The client message subscribing to (or unsubscribing from) one stream. */
export function subscriptionMessage(type: 'subscribe' | 'unsubscribe', subscription: StreamSubscription): string {
  const message: Record<string, string> = { type, stream: subscription.stream };
  const param = paramOf(subscription);
  if (param !== null) {
    const field = isHashtag(subscription.stream) ? 'tag' : subscription.stream;
    message[field] = param;
  }
  return JSON.stringify(message);
}

/** One subscribe call (the same listener may subscribe twice; each call unsubscribes on its own). */
export interface Registration {
  readonly listener: StreamListener;
}

interface Entry {
  subscription: StreamSubscription;
  registrations: Set<Registration>;
}

export interface SubscriptionRegistry {
  /** Adds a registration; true when it is the key's first (send `subscribe`). */
  add(subscription: StreamSubscription, registration: Registration): boolean;
  /** Removes a registration; true when it was the key's last (send `unsubscribe`). */
  remove(subscription: StreamSubscription, registration: Registration): boolean;
  /** registrations over every key */
  readonly size: number;
  /** the subscription of every key that has listeners */
  active(): StreamSubscription[];
  /** listeners of the key a message's `stream` array names */
  listenersOf(stream: unknown): StreamListener[];
  /** every listener once */
  all(): StreamListener[];
}

export function createSubscriptionRegistry(): SubscriptionRegistry {
  const entries = new Map<string, Entry>();
  let size = 0;
  return {
    add(subscription, registration) {
      const key = subscriptionKey(subscription);
      let entry = entries.get(key);
      const first = entry === undefined;
      if (!entry) entries.set(key, (entry = { subscription: { ...subscription }, registrations: new Set() }));
      if (!entry.registrations.has(registration)) {
        entry.registrations.add(registration);
        size += 1;
      }
      return first;
    },
    remove(subscription, registration) {
      const key = subscriptionKey(subscription);
      const entry = entries.get(key);
      if (!entry || !entry.registrations.delete(registration)) return false;
      size -= 1;
      if (entry.registrations.size > 0) return false;
      entries.delete(key);
      return true;
    },
    get size() {
      return size;
    },
    active: () => [...entries.values()].map((e) => e.subscription),
    listenersOf(stream) {
      const key = keyOfMessageStream(stream);
      const entry = key === null ? undefined : entries.get(key);
      return entry ? [...new Set([...entry.registrations].map((r) => r.listener))] : [];
    },
    all() {
      const out = new Set<StreamListener>();
      for (const entry of entries.values())
        for (const registration of entry.registrations) out.add(registration.listener);
      return [...out];
    },
  };
}
