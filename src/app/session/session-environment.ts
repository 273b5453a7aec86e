/**
 * Everything the live session touches outside itself, in one injectable object: storage, the address bar,
 * navigation to the server's consent page, the network, the clock and randomness. SessionGate uses the
 * browser's; tests pass their own.
 */
import { randomUrlSafe } from '../../services/api/random-text';
import { createMemoryStorage } from '../../services/auth/memory-storage';

export interface SessionEnvironment {
  /** this page's origin: the redirect URI is built on it (the server is never assumed to be this origin) */
  origin: string;
  local: Storage;
  session: Storage;
  /** the current address */
  href(): string;
  /** replaces the current history entry's URL (same origin path) without adding an entry */
  replaceUrl(path: string): void;
  /** sends the browser to the server's authorize page */
  redirect(url: string): void;
  /** where a server-embedded initial state may be found */
  document: Pick<Document, 'getElementById'> | null;
  fetch?: typeof fetch;
  now(): number;
  /** URL-safe random text from `bytes` random bytes */
  randomText(bytes: number): string;
}

/** localStorage / sessionStorage, or memory when the browser refuses them (privacy modes, sandboxed frames). */
function usableStorage(get: () => Storage): Storage {
  try {
    const storage = get();
    const probe = 'tsubame.probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

export function browserEnvironment(): SessionEnvironment {
  return {
    origin: window.location.origin,
    local: usableStorage(() => window.localStorage),
    session: usableStorage(() => window.sessionStorage),
    href: () => window.location.href,
    replaceUrl: (path) => window.history.replaceState(window.history.state, '', path),
    redirect: (url) => window.location.assign(url),
    document,
    now: () => Date.now(),
    randomText: (bytes) => randomUrlSafe(bytes),
  };
}
