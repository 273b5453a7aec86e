import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** public/sw.js with the line a build puts first, run in a faked service worker scope. */
const SOURCE = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const BUILD = { version: 'v2', files: ['/index.html', '/assets/entry-1.js', '/icons/icon-192.png'] };
const ROOT = 'https://app.example/';

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
  constructor(url: string, init: { method?: string; mode?: string; cache?: string } = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.mode = init.mode ?? 'cors';
  }
}

function worker({ scope = ROOT, built = true } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, Map<string, string>>([['tsubame-shell-v1', new Map()]]);
  const fetchFile = vi.fn(
    async (request: FakeRequest | string) => `network ${typeof request === 'string' ? request : request.url}`,
  );
  const caches = {
    open: async (name: string) => {
      if (!stored.has(name)) stored.set(name, new Map());
      const cache = stored.get(name)!;
      return {
        addAll: async (requests: FakeRequest[]) => {
          for (const request of requests) cache.set(request.url, await fetchFile(request));
        },
      };
    },
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
    match: async (request: FakeRequest | string, options: { cacheName: string }) =>
      stored.get(options.cacheName)?.get(typeof request === 'string' ? request : request.url),
  };
  const claim = vi.fn(async () => undefined);
  const skipWaiting = vi.fn();
  const self = {
    ...(built ? { __TSUBAME_BUILD: BUILD } : {}),
    location: { href: `${ROOT}sw.js` },
    registration: { scope, showNotification: vi.fn() },
    clients: { claim },
    skipWaiting,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const Response = { error: () => 'network error' };
  runInNewContext(SOURCE, {
    self,
    clients: self.clients,
    caches,
    fetch: fetchFile,
    Request: FakeRequest,
    Response,
    URL,
  });
  /** dispatches an event; resolves with what the worker answered (respondWith), if it did */
  const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
    let waited: Promise<unknown> = Promise.resolve();
    let answered: Promise<unknown> | undefined;
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
      respondWith: (answer: Promise<unknown>) => (answered = answer),
    });
    await waited;
    return answered === undefined ? undefined : await answered;
  };
  return { dispatch, stored, fetchFile, claim, skipWaiting };
}

const get = (path: string, mode = 'cors') => ({ request: new FakeRequest(new URL(path, ROOT).href, { mode }) });

describe("the app's service worker: the app shell", () => {
  it("caches every file of its build on install, and drops older builds' caches when it takes over", async () => {
    const sw = worker();
    await sw.dispatch('install');
    expect([...sw.stored.get('tsubame-shell-v2')!.keys()]).toEqual(
      BUILD.files.map((file) => `${ROOT}${file.slice(1)}`),
    );
    await sw.dispatch('activate');
    expect([...sw.stored.keys()]).toEqual(['tsubame-shell-v2']);
    expect(sw.claim).toHaveBeenCalled();
  });

  it("answers the shell's files from the cache, and leaves everything else to the network", async () => {
    const sw = worker();
    await sw.dispatch('install');
    sw.fetchFile.mockClear();
    expect(await sw.dispatch('fetch', get('/assets/entry-1.js'))).toBe(`network ${ROOT}assets/entry-1.js`);
    expect(sw.fetchFile).not.toHaveBeenCalled();
    // an API call on another origin, a file not in the shell, a POST: not answered by the worker
    expect(await sw.dispatch('fetch', { request: new FakeRequest('https://kmy.example/api/v1/timelines/home') })).toBe(
      undefined,
    );
    expect(await sw.dispatch('fetch', get('/api/v1/instance'))).toBe(undefined);
    expect(
      await sw.dispatch('fetch', { request: new FakeRequest(`${ROOT}assets/entry-1.js`, { method: 'POST' }) }),
    ).toBe(undefined);
  });

  it('loads pages from the network, and offline falls back to the cached index.html', async () => {
    const online = worker();
    await online.dispatch('install');
    expect(await online.dispatch('fetch', get('/home', 'navigate'))).toBe(`network ${ROOT}home`);

    const offline = worker();
    await offline.dispatch('install');
    // the cache was filled online; the network goes away afterwards
    offline.fetchFile.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline.dispatch('fetch', get('/notifications', 'navigate'))).toBe(`network ${ROOT}index.html`);
  });

  it('takes over when the page asks (the reader chose Reload)', async () => {
    const sw = worker();
    await sw.dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(sw.skipWaiting).toHaveBeenCalled();
  });

  it("does nothing of this under an account's push scope, nor without a build (the development server)", async () => {
    for (const sw of [worker({ scope: `${ROOT}push/kmy.example/42/` }), worker({ built: false })]) {
      await sw.dispatch('install');
      await sw.dispatch('activate');
      expect(await sw.dispatch('fetch', get('/home', 'navigate'))).toBe(undefined);
      expect(sw.fetchFile).not.toHaveBeenCalled();
      expect(sw.claim).not.toHaveBeenCalled();
    }
  });
});
