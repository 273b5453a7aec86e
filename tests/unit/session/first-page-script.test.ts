/**
 * index.html's inline script asking for the home timeline's first page while the page parses (first-page-script.ts),
 * run from the very source the build puts in the page: it asks only on the home addresses, for the stored current
 * account, with its token; anything unexpected means no request and no error. The app takes that answer when it is
 * its own first request (same address and token), and asks anew otherwise.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_TIMELINE_PATH } from '../../../vite.config';
import {
  FIRST_PAGE_GLOBAL,
  firstPageScript,
  HOME_PATHS,
  inlineFirstPageOf,
  type InlineFirstPage,
} from '../../../src/app/first-page-script';
import { startFirstScreen } from '../../../src/app/first-screen';
import { createApiClient } from '../../../src/services/api';
import { home } from '../../../src/services/api/timelines';
import { clearEarlyExchanges } from '../../../src/services/api/early-exchanges';
import { STORAGE_KEYS } from '../../../src/services/auth/auth-storage';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { STORED_ALICE, storageWith } from './stored-accounts';
import { apiStatus } from '../entities/fixtures';

vi.mock('../../../src/views/lazy-screens', () => ({ preloadTimelineScreen: async () => undefined }));

const alice = STORED_ALICE;

const SOURCE = firstPageScript({
  homePaths: [...HOME_PATHS],
  accountsKey: STORAGE_KEYS.accounts,
  currentKey: STORAGE_KEYS.current,
  path: HOME_TIMELINE_PATH,
  global: FIRST_PAGE_GLOBAL,
});

afterEach(() => clearEarlyExchanges());

/** Runs the inline script in a page at `pathname` with `local` as its storage. */
function runScript(pathname: string, local: Storage | (() => never)) {
  const requests: Request[] = [];
  const page: Record<string, unknown> = {
    location: { pathname },
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return Response.json([apiStatus('9')]);
    }),
  };
  if (typeof local === 'function') Object.defineProperty(page, 'localStorage', { get: local });
  else page.localStorage = local;
  new Function('window', SOURCE)(page);
  return { page, requests };
}

describe('the inline first-page script', () => {
  it.each(['/', '/home', '/home/', '/deck', '/deck/home'])(
    'on %s asks for the home timeline with the token',
    (path) => {
      const { page, requests } = runScript(path, storageWith([alice], alice.key));
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe('https://social.example/api/v1/timelines/home');
      expect(requests[0]!.method).toBe('GET');
      expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-a');
      expect(requests[0]!.headers.get('accept')).toBe('application/json');
      expect(inlineFirstPageOf(page)).toMatchObject({ url: requests[0]!.url, token: 'token-a' });
    },
  );

  it.each(['/public/local', '/homer', '/deck/lists/1', '/@alice'])('on %s asks for nothing', (path) => {
    const { page, requests } = runScript(path, storageWith([alice], alice.key));
    expect(requests).toHaveLength(0);
    expect(inlineFirstPageOf(page)).toBeNull();
  });

  it('asks for nothing signed out, for a current key with no account, or when storage is refused', () => {
    expect(runScript('/home', storageWith([alice], null)).requests).toHaveLength(0);
    expect(runScript('/home', storageWith([alice], 'https://other.example|2')).requests).toHaveLength(0);
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(runScript('/home', refused).requests).toHaveLength(0);
  });

  it('asks for nothing, and throws nothing, on malformed storage', () => {
    const cases: Array<[string, string]> = [
      ['{not json', JSON.stringify(alice.key)],
      [JSON.stringify({ 0: alice }), JSON.stringify(alice.key)],
      [JSON.stringify([null, { ...alice, token: '' }]), JSON.stringify(alice.key)],
      [JSON.stringify([{ ...alice, server: 'javascript:alert(1)' }]), JSON.stringify(alice.key)],
      [JSON.stringify([{ ...alice, server: 42 }]), JSON.stringify(alice.key)],
      [JSON.stringify([alice]), '7'],
    ];
    for (const [accounts, current] of cases) {
      const local = createMemoryStorage();
      local.setItem(STORAGE_KEYS.accounts, accounts);
      local.setItem(STORAGE_KEYS.current, current);
      const { page, requests } = runScript('/home', local);
      expect(requests).toHaveLength(0);
      expect(inlineFirstPageOf(page)).toBeNull();
    }
  });

  it('asks for the address the timelines catalogue names for the home timeline', () => {
    expect(home.spec.path).toBe(HOME_TIMELINE_PATH);
  });
});

describe('the app taking the inline answer', () => {
  async function firstScreenAfter(script: ReturnType<typeof runScript>, local: Storage) {
    const appFetch = vi.fn(async () => Response.json([apiStatus('app')]));
    const started = startFirstScreen({
      pathname: '/home',
      local,
      document: { getElementById: () => null },
      fetch: appFetch,
      inlineFirstPage: inlineFirstPageOf(script.page),
    });
    await started.firstPage;
    const client = createApiClient({ server: alice.server, token: alice.token, fetch: appFetch });
    const page = await client.callPage<{ id: string }>('timelines.home');
    return { appFetch, ids: page.items.map((item) => item.id) };
  }

  it("takes it when it is the same request: the app's first call asks nothing more", async () => {
    const local = storageWith([alice], alice.key);
    const script = runScript('/home', local);
    const { appFetch, ids } = await firstScreenAfter(script, local);
    expect(appFetch).not.toHaveBeenCalled();
    expect(ids).toEqual(['9']);
  });

  it('asks anew when the script asked as another account', async () => {
    const bob = { ...alice, key: 'https://social.example|2', accountId: '2', token: 'token-b' };
    const script = runScript('/home', storageWith([alice, bob], bob.key));
    const { appFetch, ids } = await firstScreenAfter(script, storageWith([alice, bob], alice.key));
    // the early request is the app's own, and the timeline takes that one
    expect(appFetch).toHaveBeenCalledTimes(1);
    expect(ids).toEqual(['app']);
  });

  it('sees a failed inline request as the request failing, once taken', async () => {
    const local = storageWith([alice], alice.key);
    const failed: InlineFirstPage = {
      url: 'https://social.example/api/v1/timelines/home',
      token: 'token-a',
      response: Promise.resolve(Response.json({ error: 'The access token is invalid' }, { status: 401 })),
    };
    const appFetch = vi.fn(async () => Response.json([]));
    await startFirstScreen({
      pathname: '/home',
      local,
      document: { getElementById: () => null },
      fetch: appFetch,
      inlineFirstPage: failed,
    }).firstPage;
    const client = createApiClient({ server: alice.server, token: alice.token, fetch: appFetch });
    await expect(client.callPage('timelines.home')).rejects.toMatchObject({ status: 401 });
    expect(appFetch).not.toHaveBeenCalled();
  });

  it('ignores a malformed holder', () => {
    expect(inlineFirstPageOf({})).toBeNull();
    expect(inlineFirstPageOf({ [FIRST_PAGE_GLOBAL]: { url: 'x', token: 't', response: {} } })).toBeNull();
    expect(inlineFirstPageOf({ [FIRST_PAGE_GLOBAL]: 'x' })).toBeNull();
  });
});
