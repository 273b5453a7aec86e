/**
 * The first screen's downloads, started before React renders: the timeline screen's code always, and the stored
 * current account's home timeline first page on the start page or home (with or without /deck), sent with its
 * token; no request on other addresses, signed out, or where the page embeds the server's initial state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFirstScreen } from '../../../src/app/first-screen';
import { clearEarlyExchanges } from '../../../src/services/api/early-exchanges';
import type { SessionAccount } from '../../../src/domain/auth/auth-types';
import { STORED_ALICE, storageWith } from './stored-accounts';

const preload = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../../src/views/lazy-screens', () => ({
  preloadTimelineScreen: async () => {
    preload.calls += 1;
  },
}));

const alice = STORED_ALICE;

afterEach(() => {
  preload.calls = 0;
  clearEarlyExchanges();
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
});
