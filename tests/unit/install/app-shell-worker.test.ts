import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** public/sw.js with the line a build puts first, run in a faked service worker scope. */
const SOURCE = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const BUILD = {
  version: 'v2',
  files: ['/index.html', '/assets/entry-1.js', '/icons/icon-192.png'],
  languages: { en: ['/assets/emoji-en.js'], ja: ['/assets/emoji-ja.js', '/assets/catalogue-ja.js'] },
};
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

class FakeResponse {
  readonly ok = true;
  constructor(readonly body: string) {}
  clone() {
    return new FakeResponse(this.body);
  }
}

const urlOf = (request: FakeRequest | string) => (typeof request === 'string' ? request : request.url);

function worker({ scope = ROOT, built = true, languages = ['en-US'] } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, Map<string, FakeResponse>>([['tsubame-shell-v1', new Map()]]);
  const fetchFile = vi.fn(async (request: FakeRequest | string) => new FakeResponse(`network ${urlOf(request)}`));
  const caches = {
    open: async (name: string) => {
      if (!stored.has(name)) stored.set(name, new Map());
      const cache = stored.get(name)!;
      return {
        addAll: async (requests: FakeRequest[]) => {
          for (const request of requests) cache.set(request.url, await fetchFile(request));
        },
        put: async (request: FakeRequest | string, response: FakeResponse) => void cache.set(urlOf(request), response),
        match: async (request: FakeRequest | string) => cache.get(urlOf(request)),
      };
    },
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
    match: async (request: FakeRequest | string, options: { cacheName: string }) =>
      stored.get(options.cacheName)?.get(urlOf(request)),
  };
  const claim = vi.fn(async () => undefined);
  const skipWaiting = vi.fn();
  const self = {
    ...(built ? { __TSUBAME_BUILD: BUILD } : {}),
    location: { href: `${ROOT}sw.js` },
    navigator: { languages },
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
  /**
   * dispatches an event; resolves, once all it waits for is done, with the body of what the worker answered
   * (respondWith), if it did
   */
  const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
    const waited: Array<Promise<unknown>> = [];
    let answered: Promise<FakeResponse | string> | undefined;
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waited.push(promise),
      respondWith: (answer: Promise<FakeResponse | string>) => (answered = answer),
    });
    const answer = answered === undefined ? undefined : await answered;
    await Promise.all(waited);
    return answer instanceof FakeResponse ? answer.body : answer;
  };
  /** the files the build's cache holds, from the site's root */
  const kept = () => [...(stored.get('tsubame-shell-v2')?.keys() ?? [])].map((url) => `/${url.slice(ROOT.length)}`);
  return { dispatch, stored, fetchFile, claim, skipWaiting, kept };
}

const get = (path: string, mode = 'cors') => ({ request: new FakeRequest(new URL(path, ROOT).href, { mode }) });

describe("the app's service worker: the app shell", () => {
  it("caches on install every reader's files and the browser's language's, and drops older builds' caches when it takes over", async () => {
    const sw = worker();
    await sw.dispatch('install');
    expect(sw.kept()).toEqual([...BUILD.files, '/assets/emoji-en.js']);
    const japanese = worker({ languages: ['ja-JP', 'en'] });
    await japanese.dispatch('install');
    expect(japanese.kept()).toEqual([...BUILD.files, ...BUILD.languages.ja]);
    // a language the build has not: English, the app's own default
    const other = worker({ languages: ['fr-FR'] });
    await other.dispatch('install');
    expect(other.kept()).toEqual([...BUILD.files, '/assets/emoji-en.js']);
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

  it('keeps the files of the language the page names, and those of a language as they pass', async () => {
    const sw = worker();
    await sw.dispatch('install');
    sw.fetchFile.mockClear();
    await sw.dispatch('message', { data: { type: 'KEEP_LANGUAGE', language: 'ja' } });
    expect(sw.kept()).toEqual([...BUILD.files, '/assets/emoji-en.js', ...BUILD.languages.ja]);
    // named again, nothing is fetched twice; a language the build has not is no request
    await sw.dispatch('message', { data: { type: 'KEEP_LANGUAGE', language: 'ja' } });
    await sw.dispatch('message', { data: { type: 'KEEP_LANGUAGE', language: 'fr' } });
    expect(sw.fetchFile).toHaveBeenCalledTimes(2);

    const passing = worker();
    await passing.dispatch('install');
    expect(await passing.dispatch('fetch', get('/assets/catalogue-ja.js'))).toBe(
      `network ${ROOT}assets/catalogue-ja.js`,
    );
    expect(passing.kept()).toContain('/assets/catalogue-ja.js');
    passing.fetchFile.mockClear();
    await passing.dispatch('fetch', get('/assets/catalogue-ja.js'));
    expect(passing.fetchFile).not.toHaveBeenCalled();
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
