import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importStatus } from '../../../src/services/store';
import { importAnnouncements } from '../../../src/services/store/announcement-importer';
import type { StreamListener } from '../../../src/services/streaming';
import { apiAccount, apiStatus } from '../entities/fixtures';
import { FakeSocket, settle, streamingFixture, type StreamingFixture } from './fake-socket';

const refreshFilters = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../src/services/filters', () => ({ refreshFilters }));

const listener = () =>
  ({
    update: vi.fn(),
    notification: vi.fn(),
    conversation: vi.fn(),
    disconnected: vi.fn(),
    reconnected: vi.fn(),
    poll: vi.fn(),
  }) satisfies StreamListener;

let fixture: StreamingFixture;
let socket: FakeSocket;
let home: ReturnType<typeof listener>;
let local: ReturnType<typeof listener>;
let tag: ReturnType<typeof listener>;
let direct: ReturnType<typeof listener>;

const send = (stream: string[], event: string, payload?: unknown) =>
  socket.receive({
    stream,
    event,
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

beforeEach(async () => {
  FakeSocket.made = [];
  refreshFilters.mockClear();
  vi.useFakeTimers();
  fixture = streamingFixture();
  home = listener();
  local = listener();
  tag = listener();
  direct = listener();
  fixture.service.subscribe({ stream: 'user' }, home);
  fixture.service.subscribe({ stream: 'public:local' }, local);
  fixture.service.subscribe({ stream: 'hashtag', tag: 'Cats' }, tag);
  fixture.service.subscribe({ stream: 'direct' }, direct);
  await settle();
  socket = FakeSocket.latest();
  socket.open();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('streaming service: server events', () => {
  it('update: imports the status (with its account) and tells only the listeners of the named stream', () => {
    const status = apiStatus('101', { created_at: '2025-03-01T10:00:00.000Z', account: apiAccount('7') });
    send(['public:local'], 'update', status);
    expect(fixture.store.get('statuses', '101')?.content).toBe(status.content);
    expect(fixture.store.get('accounts', '7')).toBeDefined();
    expect(local.update).toHaveBeenCalledWith('101', Date.parse('2025-03-01T10:00:00.000Z'));
    expect(home.update).not.toHaveBeenCalled();
    expect(tag.update).not.toHaveBeenCalled();

    // hashtag streams match whatever the case the server echoes
    send(['hashtag', 'cats'], 'update', apiStatus('102'));
    expect(tag.update).toHaveBeenCalledWith('102', expect.any(Number));
    send(['user'], 'update', apiStatus('103'));
    expect(home.update).toHaveBeenCalledWith('103', expect.any(Number));
  });

  it('status.update: replaces the stored status without announcing a new one', () => {
    importStatus(fixture.store, apiStatus('200', { content: '<p>before</p>' }));
    send(
      ['user'],
      'status.update',
      apiStatus('200', { content: '<p>after</p>', edited_at: '2025-03-01T11:00:00.000Z' }),
    );
    expect(fixture.store.get('statuses', '200')?.content).toBe('<p>after</p>');
    expect(home.update).not.toHaveBeenCalled();
  });

  it('delete: reports the bare id to onStatusDeleted, once however many streams carry it', () => {
    send(['user'], 'delete', '300');
    send(['public:local'], 'delete', '300');
    send(['public:local'], 'delete', '301');
    expect(fixture.deleted).toEqual(['300', '301']);
  });

  it('notification: imports it with its account and status and tells the user stream listeners', () => {
    const notification = {
      id: 'n1',
      type: 'mention',
      created_at: '2025-03-01T10:00:00.000Z',
      account: apiAccount('8'),
      status: apiStatus('400'),
    };
    send(['user'], 'notification', notification);
    expect(home.notification).toHaveBeenCalledWith(
      'n1',
      expect.objectContaining({ id: 'n1', type: 'mention', accountId: '8', statusId: '400' }),
    );
    expect(fixture.store.get('accounts', '8')).toBeDefined();
    expect(fixture.store.get('statuses', '400')).toBeDefined();
    expect(local.notification).not.toHaveBeenCalled();
  });

  it('conversation: imports it and tells the direct stream listeners', () => {
    send(['direct'], 'conversation', {
      id: 'c1',
      unread: true,
      accounts: [apiAccount('9')],
      last_status: apiStatus('500'),
    });
    expect(fixture.store.get('conversations', 'c1')).toBeDefined();
    expect(fixture.store.get('statuses', '500')).toBeDefined();
    expect(direct.conversation).toHaveBeenCalledWith('c1');
  });

  it('emoji_reaction: replaces, adds and removes one reaction group of the status', () => {
    importStatus(
      fixture.store,
      apiStatus('600', {
        emoji_reactions: [{ name: '👍', count: 1, account_ids: ['x'] }],
        emoji_reactions_count: 1,
      } as never),
    );
    send(['user'], 'emoji_reaction', { name: '👍', count: 2, account_ids: ['x', 'me'], me: true, status_id: '600' });
    let stored = fixture.store.get('statuses', '600')!;
    expect(stored.emoji_reactions).toEqual([expect.objectContaining({ name: '👍', count: 2, me: true })]);
    expect(stored.emoji_reactions_count).toBe(2);

    send(['user'], 'emoji_reaction', {
      name: 'blob',
      domain: 'remote.example',
      count: 1,
      account_ids: ['y'],
      url: 'https://files.example/blob.png',
      status_id: '600',
    });
    stored = fixture.store.get('statuses', '600')!;
    expect(stored.emoji_reactions.map((r) => [r.name, r.domain, r.count])).toEqual([
      ['👍', null, 2],
      ['blob', 'remote.example', 1],
    ]);
    expect(stored.emoji_reactions_count).toBe(3);

    send(['user'], 'emoji_reaction', { name: '👍', count: 0, account_ids: [], status_id: '600' });
    stored = fixture.store.get('statuses', '600')!;
    expect(stored.emoji_reactions.map((r) => r.name)).toEqual(['blob']);
    expect(stored.emoji_reactions_count).toBe(1);

    // a status the client never loaded is not invented
    send(['user'], 'emoji_reaction', { name: '👍', count: 1, account_ids: ['x'], status_id: 'unknown' });
    expect(fixture.store.has('statuses', 'unknown')).toBe(false);
  });

  it('announcement, announcement.reaction and announcement.delete keep the announcements table current', () => {
    send(['user'], 'announcement', {
      id: 'a1',
      content: '<p>Maintenance</p>',
      published_at: '2025-03-01T00:00:00.000Z',
      reactions: [],
    });
    expect(fixture.store.get('announcements', 'a1')?.content).toBe('<p>Maintenance</p>');

    send(['user'], 'announcement.reaction', { name: '🎉', count: 3, announcement_id: 'a1' });
    expect(fixture.store.get('announcements', 'a1')?.reactions).toEqual([
      expect.objectContaining({ name: '🎉', count: 3, me: false }),
    ]);
    send(['user'], 'announcement.reaction', { name: '🎉', count: 4, announcement_id: 'a1' });
    expect(fixture.store.get('announcements', 'a1')?.reactions[0]?.count).toBe(4);
    send(['user'], 'announcement.reaction', { name: '🎉', count: 0, announcement_id: 'a1' });
    expect(fixture.store.get('announcements', 'a1')?.reactions).toEqual([]);

    importAnnouncements(fixture.store, [{ id: 'a2', content: '<p>x</p>', published_at: '2025-03-01T00:00:00.000Z' }]);
    send(['user'], 'announcement.delete', 'a2');
    expect(fixture.store.has('announcements', 'a2')).toBe(false);
    expect(fixture.store.has('announcements', 'a1')).toBe(true);
  });

  it('filters_changed: reloads the filters through the filters service', async () => {
    send(['user'], 'filters_changed');
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshFilters).toHaveBeenCalledWith(fixture.api, fixture.store);
  });

  it('back after a drop: the filters are asked for again (a filters_changed sent meanwhile was missed)', async () => {
    socket.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(refreshFilters).not.toHaveBeenCalled();
    FakeSocket.latest().open();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshFilters).toHaveBeenCalledWith(fixture.api, fixture.store);
  });

  it('notifications_merged: tells the user stream listeners, so grouped lists reload', () => {
    const merged = vi.fn();
    const stop = fixture.service.subscribe({ stream: 'user' }, { notificationsMerged: merged });
    send(['user'], 'notifications_merged', '1');
    expect(merged).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores unknown events, server errors and malformed messages without throwing', () => {
    const before = [...fixture.store.getTable('statuses').keys()];
    const junk: unknown[] = [
      'not json',
      '',
      '[]',
      'null',
      '42',
      '{"event":5}',
      '{"stream":["user"]}',
      '{"error":"Missing access token","status":401}',
      { stream: ['user'], event: 'notifications_merged', payload: '1' },
      { stream: ['user'], event: 'something.new', payload: '{}' },
      { stream: ['user'], event: 'update', payload: '{not json' },
      { stream: ['user'], event: 'update', payload: '{"id":5}' },
      { stream: ['user'], event: 'update', payload: '[]' },
      { stream: 'user', event: 'update', payload: JSON.stringify(apiStatus('700')) },
      { stream: ['user'], event: 'notification', payload: '{"type":"mention"}' },
      { stream: ['user'], event: 'conversation', payload: 'null' },
      { stream: ['user'], event: 'delete', payload: '' },
      { stream: ['user'], event: 'delete' },
      { stream: ['user'], event: 'emoji_reaction', payload: '{"name":"x"}' },
      { stream: ['user'], event: 'announcement.reaction', payload: '"x"' },
      { stream: ['user'], event: 'announcement.delete', payload: { id: 1 } },
    ];
    for (const message of junk) expect(() => socket.receive(message)).not.toThrow();
    socket.onmessage?.({ data: new ArrayBuffer(4) });
    expect(home.update).not.toHaveBeenCalled();
    expect(home.notification).not.toHaveBeenCalled();
    expect(fixture.deleted).toEqual([]);
    expect(fixture.errors).toEqual([]);
    // the status with an unreadable `stream` is still imported; nobody is told about it
    expect([...fixture.store.getTable('statuses').keys()].filter((id) => !before.includes(id))).toEqual(['700']);
  });

  it('a listener that throws does not keep the others from hearing the event', () => {
    home.update.mockImplementation(() => {
      throw new Error('boom');
    });
    const second = listener();
    fixture.service.subscribe({ stream: 'user' }, second);
    send(['user'], 'update', apiStatus('800'));
    expect(second.update).toHaveBeenCalledWith('800', expect.any(Number));
    expect(fixture.errors).toEqual([new Error('boom')]);
  });
});

describe('streaming service: a hashtag with more tags', () => {
  const tagged = (id: string, ...names: string[]) =>
    apiStatus(id, { tags: names.map((name) => ({ name, url: `https://x.example/tags/${name}` })) });

  it("listens to the tag's stream and each tag it takes any of, passing on only posts its all and none allow", async () => {
    const more = listener();
    const unsubscribe = fixture.service.subscribe(
      { stream: 'hashtag', tag: 'birds', any: ['crow'], all: [], none: ['pigeon'] },
      more,
    );
    await settle();
    expect(socket.messages()).toContainEqual({ type: 'subscribe', stream: 'hashtag', tag: 'birds' });
    expect(socket.messages()).toContainEqual({ type: 'subscribe', stream: 'hashtag', tag: 'crow' });
    send(['hashtag', 'crow'], 'update', tagged('301', 'crow'));
    send(['hashtag', 'birds'], 'update', tagged('302', 'birds', 'Pigeon'));
    send(['hashtag', 'birds'], 'update', tagged('303', 'birds'));
    expect(more.update.mock.calls.map(([id]) => id)).toEqual(['301', '303']);
    // a connection's drop is heard once, not once per stream
    socket.drop();
    expect(more.disconnected).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('unsubscribes from the more tags with it, keeping a tag another listener still hears', async () => {
    fixture.service.subscribe({ stream: 'hashtag', tag: 'birds' }, listener());
    const unsubscribe = fixture.service.subscribe({ stream: 'hashtag', tag: 'birds', any: ['crow'] }, listener());
    await settle();
    unsubscribe();
    expect(socket.messages()).toContainEqual({ type: 'unsubscribe', stream: 'hashtag', tag: 'crow' });
    expect(socket.messages()).not.toContainEqual({ type: 'unsubscribe', stream: 'hashtag', tag: 'birds' });
  });
});
