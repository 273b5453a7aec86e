import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, matchCall } from '../../../src/services/api/calls';
import { createApiClient } from '../../../src/services/api/client';
import { AREA_LOADERS, createApi, type Api, type AreaName } from '../../../src/services/api/index';
import { createRecordingServer, SERVER } from './recording-server';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => rec.reset());
afterAll(() => rec.server.close());

function resolve(api: Api, id: string): unknown {
  const [area, name] = id.split('.') as [string, string];
  const group = (api as unknown as Record<string, Record<string, unknown> | undefined>)[area];
  return group?.[name];
}

const file = () => new File(['x'], 'x.png', { type: 'image/png' });

/** Arguments (after the client) for calls that need more than a path id. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  'push.v1Subscribe': [{ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }],
  'accounts.lookup': ['alice@remote.example'],
  'accounts.familiarFollowers': [['1', '2']],
  'accounts.relationships': [['1', '2']],
  'accounts.updateCredentials': [{ display_name: 'A' }],
  'accounts.search': [{ q: 'ali' }],
  'search.search': [{ q: 'cats' }],
  'timelines.link': ['https://news.example/a'],
  'timelines.tag': ['cats'],
  'statuses.create': [{ status: 'hello' }],
  'statuses.edit': ['7', { status: 'edited' }],
  'statuses.interactionPolicy': ['7', 'nobody'],
  'statuses.revokeQuote': ['7', '8'],
  'statuses.emojiReaction': ['7', '👍'],
  'statuses.emojiUnreaction': ['7', '👍'],
  'media.upload': [{ file: file() }],
  'media.putThumbnail': ['7', file()],
  'media.update': ['7', { description: 'd' }],
  'polls.vote': ['7', [0]],
  'notifications.updatePolicy': [{ for_not_following: 'filter' }],
  'notifications.acceptRequests': [['1']],
  'notifications.dismissRequests': [['1']],
  'markers.save': [{ notifications: { last_read_id: '5' } }],
  'push.subscribe': [{ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }],
  'push.update': ['7', { alerts: { follow: true } }],
  'settings.save': [{ skinTone: 1 }],
  'lists.create': [{ title: 'L' }],
  'lists.update': ['7', { title: 'L2' }],
  'lists.addAccounts': ['7', ['1']],
  'lists.removeAccounts': ['7', ['1']],
  'circles.create': ['C'],
  'circles.update': ['7', 'C2'],
  'circles.addAccounts': ['7', ['1']],
  'circles.removeAccounts': ['7', ['1']],
  'antennas.create': [{ title: 'A' }],
  'antennas.update': ['7', { title: 'A2' }],
  'bookmarkCategories.create': ['B'],
  'bookmarkCategories.update': ['7', 'B2'],
  'bookmarkCategories.addStatuses': ['7', ['1']],
  'bookmarkCategories.removeStatuses': ['7', ['1']],
  'filters.create': [{ title: 'F', context: ['home'] }],
  'filters.addStatus': ['7', '1'],
  'emoji.saveReactionDeck': [['👍']],
  'announcements.addReaction': ['7', '👍'],
  'announcements.removeReaction': ['7', '👍'],
  'oauth.registerApp': [{ client_name: 'T', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' }],
  'oauth.token': [
    { code: 'c', client_id: 'i', client_secret: 's', redirect_uri: 'https://a.example/cb', code_verifier: 'v' },
  ],
  'oauth.revoke': [{ client_id: 'i', client_secret: 's', token: 't' }],
};

function argsFor(id: string, path: string): unknown[] {
  if (SAMPLE_ARGS[id]) return SAMPLE_ARGS[id];
  if (id.startsWith('antennas.') && /(add|remove)/.test(id)) return ['7', ['x1']];
  return path.includes('{') ? ['7'] : [];
}

describe('createApi mirrors the call catalogue', () => {
  const api = createApi(createApiClient({ server: SERVER }));

  it('resolves every calls.ts id to a function of its area module', async () => {
    const missing: string[] = [];
    for (const call of CALLS) {
      const [area, name] = call.id.split('.') as [AreaName, string];
      const loader = AREA_LOADERS[area];
      const module = loader ? ((await loader()) as Record<string, unknown>) : {};
      if (typeof module[name] !== 'function' || typeof resolve(api, call.id) !== 'function') missing.push(call.id);
    }
    expect(missing).toEqual([]);
  });

  it('rejects a name that is not a call of the area, with the name in the error', async () => {
    const fn = resolve(api, 'statuses.noSuchCall') as () => Promise<unknown>;
    await expect(fn()).rejects.toThrow('api.statuses.noSuchCall is not a call');
  });

  it('has no area that the catalogue does not name', () => {
    const areas = new Set(CALLS.map((call) => call.id.split('.')[0]));
    expect(Object.keys(api).filter((area) => !areas.has(area))).toEqual([]);
  });

  it.each(CALLS.map((call) => [call.id, call] as const))('%s sends the catalogue method and path', async (id, call) => {
    rec.server.use(rec.answerAll());
    const fn = resolve(api, id) as (...args: unknown[]) => Promise<unknown>;
    await fn(...argsFor(id, call.path));
    expect(rec.recorded).toHaveLength(1);
    const sent = rec.last();
    expect(sent.url.origin).toBe(SERVER);
    expect(sent.method).toBe(call.method);
    expect(matchCall(sent.method, sent.url.pathname)?.id).toBe(id);
  });
});
