/**
 * The first screen's downloads, started before React renders: the timeline screen's code always, and the stored
 * current account's home timeline first page on the start page or home (with or without /deck), sent with its
 * token; no request on other addresses, signed out, or where the page embeds the server's initial state. There, when
 * the account's cache index lists a saved home, that saved home is read too, and the first render waits for it (a
 * bounded time).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_HOME_WAIT_MS, startFirstScreen } from '../../../src/app/first-screen';
import { cacheNameOf } from '../../../src/services/offline-cache/cache-names';
import { clearEarlyExchanges } from '../../../src/services/api/early-exchanges';
import type { SessionAccount } from '../../../src/domain/auth/auth-types';
import { STORED_ALICE, storageWith } from './stored-accounts';
import { waitForState } from '../../support/wait-for-state';

const preload = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../../src/views/lazy-screens', () => ({
  preloadTimelineScreen: async () => {
    preload.calls += 1;
  },
}));

const savedHome = vi.hoisted(() => ({
  reads: [] as Array<[name: string, key: string]>,
  answer: Promise.resolve() as Promise<void>,
}));
vi.mock('../../../src/services/offline-cache/offline-cache-store', () => ({
  openCacheEarly: (name: string, key: string) => {
    savedHome.reads.push([name, key]);
    return savedHome.answer;
  },
}));

const alice = STORED_ALICE;

afterEach(() => {
  preload.calls = 0;
  savedHome.reads = [];
  savedHome.answer = Promise.resolve();
  clearEarlyExchanges();
  vi.useRealTimers();
});

const signedIn = (current: SessionAccount | null = alice): Storage => storageWith([alice], current?.key ?? null);

const plainDocument = { getElementById: () => null };

async function start(pathname: string, local: Storage, document: Pick<Document, 'getElementById'> = plainDocument) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Response.json([]);
  });
  const started = startFirstScreen({ pathname, local, document, fetch });
  await started.ready;
  await started.firstPage;
  return { requests, early: started.firstPage !== null };
}

describe('startFirstScreen', () => {
  it.each(['/', '/home', '/home/', '/deck', '/deck/home'])(
    'on %s asks for the timeline code and the home timeline first page, with the token',
    async (path) => {
      const { requests } = await start(path, signedIn());
      expect(preload.calls).toBe(1);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe('https://social.example/api/v1/timelines/home');
      expect(requests[0]!.method).toBe('GET');
      expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-a');
    },
  );

  it.each(['/public/local', '/tags/cats', '/lists/4', '/deck/antennas/2', '/@alice', '/settings', '/oauth/callback'])(
    'on %s asks for the timeline code only',
    async (path) => {
      const { requests, early } = await start(path, signedIn());
      expect(preload.calls).toBe(1);
      expect(early).toBe(false);
      expect(requests).toHaveLength(0);
    },
  );

  it('signed out, home only asks for the code', async () => {
    const { requests, early } = await start('/home', signedIn(null));
    expect(preload.calls).toBe(1);
    expect(early).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('leaves a page embedding the server initial state to boot from it', async () => {
    const embedding = { getElementById: (id: string) => (id === 'initial-state' ? ({} as HTMLElement) : null) };
    const { requests, early } = await start('/home', signedIn(), embedding);
    expect(preload.calls).toBe(1);
    expect(early).toBe(false);
    expect(requests).toHaveLength(0);
  });

  describe('with a saved home', () => {
    const ALICE_CACHE = cacheNameOf(alice.server, alice.accountId);
    const withIndex = (keys: string[]) => {
      const local = signedIn();
      local.setItem(ALICE_CACHE, JSON.stringify(keys));
      return local;
    };

    it("on home reads it from the account's cache, and the page renders once it is read", async () => {
      let read = () => {};
      savedHome.answer = new Promise<void>((resolve) => (read = resolve));
      const started = startFirstScreen({
        pathname: '/home',
        local: withIndex(['notifications', 'timeline:home']),
        document: plainDocument,
        fetch: async () => Response.json([]),
      });
      let ready = false;
      void started.ready.then(() => (ready = true));
      await waitForState(() => expect(savedHome.reads).toEqual([[ALICE_CACHE, 'timeline:home']]));
      // (a timer due well before the wait's end: the code is in, only the read holds the page back)
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(preload.calls).toBe(1);
      expect(ready).toBe(false);
      read();
      await started.ready;
    });

    it('renders without it past its wait', async () => {
      vi.useFakeTimers();
      savedHome.answer = new Promise<void>(() => {});
      const started = startFirstScreen({
        pathname: '/',
        local: withIndex(['timeline:home']),
        document: plainDocument,
        fetch: async () => Response.json([]),
      });
      let ready = false;
      void started.ready.then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(SAVED_HOME_WAIT_MS - 1);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toBe(true);
      expect(savedHome.reads).toHaveLength(1);
    });

    it('reads nothing when the index lists no home, elsewhere, or for another account', async () => {
      await start('/home', withIndex(['notifications']));
      await start('/notifications', withIndex(['timeline:home']));
      const other = signedIn();
      other.setItem(cacheNameOf(alice.server, '2'), JSON.stringify(['timeline:home']));
      await start('/home', other);
      expect(savedHome.reads).toEqual([]);
    });
  });
});
