import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { SETTINGS_SAVE_WINDOW_MS } from '../../../src/machines/settings-save.machine';
import { createSettingsSync, settingsSyncOf } from '../../../src/services/settings/settings-sync';
import { createEntityStore } from '../../../src/services/store';
import { clientSettingsStorageKey } from '../../../src/services/settings/web-settings-blob';
import type { Api } from '../../../src/services/api';

const ACCOUNT = 'https://sandbox.example|7';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

function fakeApi() {
  const save = vi.fn<(settings: Readonly<Record<string, unknown>>) => Promise<unknown>>().mockResolvedValue({});
  return { api: { settings: { save } } as unknown as Pick<Api, 'settings'>, save };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the client settings sent to the server', () => {
  it('are the whole settings object, every section, without the local saved flag', async () => {
    const { api, save } = fakeApi();
    const storage = memoryStorage({
      'tsubame:skinTone': '4',
      [clientSettingsStorageKey(ACCOUNT)]: JSON.stringify({ trends: { show: false } }),
      [`tsubame:emoji-frequency:${ACCOUNT}`]: JSON.stringify({ '👍': { count: 3, last: 1 } }),
      [`tsubame:languages:${ACCOUNT}`]: JSON.stringify({ ja: 2 }),
    });
    const sync = createSettingsSync(ACCOUNT, { api, storage });
    sync.changed();
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    const sent = save.mock.calls[0]![0];
    expect(sent).toMatchObject({
      skinTone: 4,
      trends: { show: false },
      frequentlyUsedEmojis: { '👍': 3 },
      frequentlyUsedLanguages: { ja: 2 },
    });
    expect(sent.notifications).toBeDefined();
    expect(sent).not.toHaveProperty('saved');
    sync.stop();
  });

  it("carry the account's per-timeline regex filters, and no other account's", async () => {
    const { api, save } = fakeApi();
    const storage = memoryStorage({
      [`tsubame.timelineRegex:${ACCOUNT}:public:media`]: 'sale|promo',
      [`tsubame.timelineRegex:${ACCOUNT}:hashtag:birds`]: 'crow',
      'tsubame.timelineRegex:https://sandbox.example|8:home': 'not mine',
    });
    const sync = createSettingsSync(ACCOUNT, { api, storage });
    sync.changed();
    await flush();
    expect(save.mock.calls[0]![0].timelineRegex).toEqual({ 'public:media': 'sale|promo', 'hashtag:birds': 'crow' });
    sync.stop();
  });

  it('take a section a part hands over instead of the stored one', async () => {
    const { api, save } = fakeApi();
    const sync = createSettingsSync(ACCOUNT, { api, storage: memoryStorage() });
    sync.provide('notifications', () => ({ grouping: { follows: true } }));
    sync.changed();
    await flush();
    expect(save.mock.calls[0]![0].notifications).toEqual({ grouping: { follows: true } });
    sync.stop();
  });
});

describe('the save throttle (one save per 2000 ms, leading and trailing)', () => {
  it('sends the first change at once and every later change of the window once, as the window closes', async () => {
    const { api, save } = fakeApi();
    const storage = memoryStorage();
    const sync = createSettingsSync(ACCOUNT, { api, storage });
    sync.changed();
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    storage.setItem('tsubame:skinTone', '2');
    sync.changed();
    storage.setItem('tsubame:skinTone', '5');
    sync.changed();
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_WINDOW_MS - 1);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    // the trailing save carries the latest settings
    expect(save.mock.calls[1]![0].skinTone).toBe(5);
    // nothing changed in that second window: it closes without a save, and the next change goes at once
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_WINDOW_MS * 2);
    expect(save).toHaveBeenCalledTimes(2);
    sync.changed();
    await flush();
    expect(save).toHaveBeenCalledTimes(3);
    sync.stop();
  });

  it('says the server holds the latest change only once the save of that change succeeded', async () => {
    const { api, save } = fakeApi();
    let answer: () => void = () => {};
    save.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({}))));
    const sync = createSettingsSync(ACCOUNT, { api, storage: memoryStorage() });
    expect(sync.saved()).toBe(true);
    sync.changed();
    await flush();
    expect(sync.saved()).toBe(false);
    answer();
    await flush();
    expect(sync.saved()).toBe(true);
    sync.stop();
  });
});

describe('failures', () => {
  it('a failed save loses nothing: the settings stay local and the next change sends them all', async () => {
    const { api, save } = fakeApi();
    save.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    const storage = memoryStorage();
    const sync = createSettingsSync(ACCOUNT, { api, storage });
    storage.setItem('tsubame:skinTone', '3');
    sync.changed();
    await flush();
    expect(sync.saved()).toBe(false);
    expect(sync.savesToServer()).toBe(true);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_WINDOW_MS);
    sync.changed();
    await flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].skinTone).toBe(3);
    expect(sync.saved()).toBe(true);
    sync.stop();
  });

  it('a refusal (4xx) is silent and ends server saves for the page', async () => {
    const { api, save } = fakeApi();
    save.mockRejectedValueOnce(new ApiError({ kind: 'response', message: 'no', status: 403, statusText: 'no' }));
    const sync = createSettingsSync(ACCOUNT, { api, storage: memoryStorage() });
    sync.changed();
    await flush();
    expect(sync.savesToServer()).toBe(false);
    sync.changed();
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_WINDOW_MS * 3);
    sync.changed();
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    sync.stop();
  });

  it('sends one request after another, in order, so the server ends with the latest', async () => {
    const { api, save } = fakeApi();
    const order: number[] = [];
    let first: () => void = () => {};
    save
      .mockImplementationOnce(
        (settings) =>
          new Promise((resolve) => {
            first = () => {
              order.push(settings.skinTone as number);
              resolve({});
            };
          }),
      )
      .mockImplementation(async (settings) => {
        order.push(settings.skinTone as number);
        return {};
      });
    const storage = memoryStorage({ 'tsubame:skinTone': '2' });
    const sync = createSettingsSync(ACCOUNT, { api, storage });
    sync.changed();
    storage.setItem('tsubame:skinTone', '6');
    sync.changed();
    // the window closes while the first request is still on its way: the second waits for it
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_WINDOW_MS);
    expect(save).toHaveBeenCalledTimes(1);
    first();
    await flush();
    expect(order).toEqual([2, 6]);
    sync.stop();
  });
});

describe("the server's settings handed back in a page it serves", () => {
  /** A page carrying `<script id="initial-state" type="application/json">` with `state`. */
  const page = (state: unknown) => ({
    origin: 'https://sandbox.example',
    document: {
      getElementById: (id: string) =>
        id === 'initial-state'
          ? ({
              tagName: 'SCRIPT',
              textContent: JSON.stringify(state),
              getAttribute: (name: string) => (name === 'type' ? 'application/json' : null),
            } as unknown as HTMLElement)
          : null,
    },
  });
  const signedIn = (settings: unknown) => ({
    meta: { access_token: 'web-token', me: '7' },
    accounts: { 7: { id: '7', username: 'mika', acct: 'mika', display_name: 'Mika' } },
    settings,
  });
  const key = (account: string, timeline: string) => `tsubame.timelineRegex:${account}:${timeline}`;

  // the account's entity store, whose scope keeps its sync
  let store = createEntityStore({ currentAccountId: '7' });
  afterEach(() => {
    store.scope.dispose();
    store = createEntityStore({ currentAccountId: '7' });
  });

  it("give the account's per-timeline regex filters, in place of this device's, when its sync is made", () => {
    const { api } = fakeApi();
    const storage = memoryStorage({
      // kept here but no longer on the server; and another account's
      [key(ACCOUNT, 'home')]: 'old',
      [key('https://sandbox.example|8', 'home')]: 'other account',
    });
    settingsSyncOf(ACCOUNT, {
      api,
      store,
      storage,
      page: page(signedIn({ timelineRegex: { 'public:media': 'sale|promo', 'hashtag:birds': 'crow' } })),
    });
    expect(storage.getItem(key(ACCOUNT, 'public:media'))).toBe('sale|promo');
    expect(storage.getItem(key(ACCOUNT, 'hashtag:birds'))).toBe('crow');
    expect(storage.getItem(key(ACCOUNT, 'home'))).toBeNull();
    expect(storage.getItem(key('https://sandbox.example|8', 'home'))).toBe('other account');
  });

  it('change nothing without the section, or for another account than the one the page signed in', () => {
    const { api } = fakeApi();
    const storage = memoryStorage({ [key(ACCOUNT, 'home')]: 'kept' });
    settingsSyncOf(ACCOUNT, { api, store, storage, page: page(signedIn({ trends: { show: false } })) });
    expect(storage.getItem(key(ACCOUNT, 'home'))).toBe('kept');
    store.scope.dispose();
    store = createEntityStore({ currentAccountId: '7' });
    const other = { ...signedIn({ timelineRegex: {} }), meta: { access_token: 't', me: '8' } };
    settingsSyncOf(ACCOUNT, { api, store, storage, page: page(other) });
    expect(storage.getItem(key(ACCOUNT, 'home'))).toBe('kept');
  });
});
