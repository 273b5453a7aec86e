/** Test helper: a SessionEnvironment with memory storage, a recorded address bar and a captured redirect. */
import { randomUrlSafe } from '../../../src/services/api/random-text';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import type { SessionEnvironment } from '../../../src/app/session/session-environment';
import '../../support/jsdom-css-escape';

export const CLIENT_ORIGIN = 'https://tsubame.example';

export interface TestEnvironment extends SessionEnvironment {
  /** every address the page has shown, in order (initial one, then each replaceUrl) */
  addresses: string[];
  /** every URL the browser was sent to */
  redirects: string[];
  /** the same storage, a new page load at `href` */
  reload(href: string): TestEnvironment;
  clock: { now: number };
}

export function createTestEnvironment(
  options: {
    origin?: string;
    href?: string;
    fetch?: typeof fetch;
    local?: Storage;
    session?: Storage;
    document?: SessionEnvironment['document'];
    clock?: { now: number };
  } = {},
): TestEnvironment {
  const local = options.local ?? createMemoryStorage();
  const session = options.session ?? createMemoryStorage();
  const clock = options.clock ?? { now: 1_700_000_000_000 };
  const origin = options.origin ?? CLIENT_ORIGIN;
  const addresses = [options.href ?? `${origin}/`];
  const redirects: string[] = [];
  const env: TestEnvironment = {
    origin,
    local,
    session,
    href: () => addresses[addresses.length - 1]!,
    replaceUrl: (path) => void addresses.push(new URL(path, origin).toString()),
    redirect: (url) => void redirects.push(url),
    document: options.document ?? null,
    fetch: options.fetch,
    now: () => clock.now,
    randomText: (bytes) => randomUrlSafe(bytes),
    addresses,
    redirects,
    clock,
    reload: (href) => createTestEnvironment({ origin, href, fetch: options.fetch, local, session, clock }),
  };
  return env;
}
