/**
 * Answers asked for before anyone needs them: the page's first data request (the home timeline's first page)
 * is sent while the code that will show it is still downloading, and the first identical request made later
 * (same URL, same token) takes that answer instead of asking again. Each held answer is taken once; one not
 * taken within EARLY_EXCHANGE_TTL_MS of being asked is dropped (the page went elsewhere), so a later request
 * never gets an old answer. Only GETs without a body are held.
 */
import type { Exchange } from './transport';

/** How long an early answer waits to be taken, counted from when it was asked for. */
export const EARLY_EXCHANGE_TTL_MS = 10_000;

interface Held {
  askedAt: number;
  exchange: Promise<Exchange<unknown>>;
}

/**
 * Module-level on purpose, and not an account's part: the page's first request is sent at page load
 * (app/first-screen.ts) by a client made before any account runtime exists, and is taken by the runtime's own
 * client once it is made, so the handoff sits between the two. It holds no account's state: each answer is keyed by
 * its token (a swapped or other token never takes it), taken once, and let go after EARLY_EXCHANGE_TTL_MS.
 */
const held = new Map<string, Held>();

/** The identity of a request: its URL and the token it carries (none for signed-out reading). */
export function exchangeKey(url: string, token: string | null): string {
  return `${token ?? ''}\u0000${url}`;
}

/** Keeps an exchange already under way for the first request with this key. */
export function holdEarlyExchange(key: string, exchange: Promise<Exchange<unknown>>, now = Date.now()): void {
  // a failure is the taker's to handle; until taken it must not count as unhandled
  exchange.catch(() => undefined);
  held.set(key, { askedAt: now, exchange });
}

/** The held exchange for this key, once (undefined when none is held or it is too old). */
export function takeEarlyExchange<T>(key: string, now = Date.now()): Promise<Exchange<T>> | undefined {
  if (held.size === 0) return undefined;
  const found = held.get(key);
  held.delete(key);
  // one never taken is let go by the next request after its time
  for (const [other, { askedAt }] of held) if (now - askedAt > EARLY_EXCHANGE_TTL_MS) held.delete(other);
  if (found === undefined || now - found.askedAt > EARLY_EXCHANGE_TTL_MS) return undefined;
  return found.exchange as Promise<Exchange<T>>;
}

/** How many answers are held (tests). */
export const heldEarlyExchanges = (): number => held.size;

/** Drops whatever is held (tests). */
export function clearEarlyExchanges(): void {
  held.clear();
}
