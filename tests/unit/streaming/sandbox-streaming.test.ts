/**
 * The streaming service against the real sandbox server (HTTP + WebSocket on an ephemeral loopback port):
 * what other users do arrives live, every kind of event the sandbox sends lands in the store, and a dropped
 * socket is reported and recovered.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startSandboxServer, type SandboxServer } from '../../../sandbox/server/start';
import {
  publishAnnouncement,
  publishAnnouncementDelete,
  publishFiltersChanged,
} from '../../../sandbox/streaming/account-events';
import { createApi, createApiClient } from '../../../src/services/api';
import { createEntityStore, type EntityStore } from '../../../src/services/store';
import { createStreamingService, type StreamingService } from '../../../src/services/streaming';
import { until } from '../../support/wait-for-state';

const refreshFilters = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../src/services/filters', () => ({ refreshFilters }));

let server: SandboxServer;
let service: StreamingService;
let store: EntityStore;
const deleted: string[] = [];
const heard: string[] = [];
const updates: Array<{ stream: string; id: string }> = [];

async function act(body: Record<string, unknown>): Promise<{ status: { id: string } }> {
  const response = await fetch(`${server.url}/_sandbox/act`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: { id: string } };
}

const streamingConnections = () => server.sandbox.hub.list().length;

beforeAll(async () => {
  server = await startSandboxServer({ port: 0 });
  const alice = server.sandbox.db.findAccountByAcct('alice')!;
  const token = 'streaming-test-alice';
  server.sandbox.db.tokens.set(token, {
    token,
    client_id: 't',
    account_id: alice.id,
    scopes: 'read write follow push',
    revoked: false,
  });
  store = createEntityStore({ currentAccountId: alice.id });
  const api = createApi(createApiClient({ server: server.url, token }));
  service = createStreamingService({
    server: server.url,
    token,
    api,
    store,
    onStatusDeleted: (id) => deleted.push(id),
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connection: { initialRetryMs: 50, maxRetryMs: 200 },
    random: () => 0,
  });
  const listener = (stream: string) => ({
    update: (id: string) => updates.push({ stream, id }),
    disconnected: () => heard.push(`${stream}:disconnected`),
    reconnected: () => heard.push(`${stream}:reconnected`),
  });
  service.subscribe({ stream: 'user' }, listener('user'));
  service.subscribe({ stream: 'public:local' }, listener('public:local'));
  service.subscribe({ stream: 'hashtag', tag: 'Swallows' }, listener('hashtag'));
  await until(() => service.getStatus().state === 'live');
  // the server has the three subscriptions of the one socket
  await until(() => server.sandbox.hub.list()[0]?.subscriptions.size === 3);
});

afterAll(async () => {
  service?.close();
  await server?.close();
});

describe('streaming against the sandbox server', () => {
  it('uses one socket, and a post by another user arrives as an update on each stream it belongs to', async () => {
    expect(streamingConnections()).toBe(1);
    const { status } = await act({ action: 'post', as: 'bob', text: 'Spring is here #swallows', visibility: 'public' });
    await until(() =>
      ['user', 'public:local', 'hashtag'].every((s) => updates.some((u) => u.stream === s && u.id === status.id)),
    );
    expect(store.get('statuses', status.id)?.content).toContain('Spring is here');
    expect(store.get('accounts', store.get('statuses', status.id)!.accountId)?.acct).toBe('bob');
  });

  it('edits, reactions and deletions by others update the store and the timelines', async () => {
    const { status } = await act({ action: 'post', as: 'bob', text: 'first words', visibility: 'public' });
    await until(() => store.has('statuses', status.id));

    await act({ action: 'edit', as: 'bob', status_id: status.id, text: 'better words' });
    await until(() => store.get('statuses', status.id)?.content.includes('better words') === true);

    await act({ action: 'react', as: 'carol', status_id: status.id, emoji: '👍' });
    await until(
      () => store.get('statuses', status.id)?.emoji_reactions.some((r) => r.name === '👍' && r.count === 1) === true,
    );
    expect(store.get('statuses', status.id)?.emoji_reactions_count).toBe(1);

    await act({ action: 'delete', as: 'bob', status_id: status.id });
    await until(() => deleted.includes(status.id));
  });

  it('receives filters_changed and announcement events', async () => {
    const { ctx, db } = server.sandbox;
    const alice = db.findAccountByAcct('alice')!;
    publishFiltersChanged(ctx, alice.id);
    await until(() => refreshFilters.mock.calls.length === 1);

    const announcement = {
      id: '990001',
      content: '<p>Streaming works</p>',
      starts_at: null,
      ends_at: null,
      all_day: false,
      published_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      emojis: [],
      reactions: new Map([['🎉', new Set([alice.id])]]),
      read_by: new Set<string>(),
    };
    publishAnnouncement(ctx, announcement);
    await until(() => store.get('announcements', '990001')?.reactions[0]?.me === true);
    publishAnnouncementDelete(ctx, '990001');
    await until(() => !store.has('announcements', '990001'));
  });

  it('a dropped socket gives disconnected once, then reconnected, resubscribed, and live updates resume', async () => {
    heard.length = 0;
    const dropped = await fetch(`${server.url}/_sandbox/drop-sockets`, { method: 'POST' });
    expect(((await dropped.json()) as { dropped: number }).dropped).toBe(1);
    await until(() => heard.includes('user:reconnected'));
    expect(heard.filter((h) => h.endsWith(':disconnected')).sort()).toEqual([
      'hashtag:disconnected',
      'public:local:disconnected',
      'user:disconnected',
    ]);
    expect(heard.filter((h) => h.endsWith(':reconnected')).length).toBe(3);
    await until(() => service.getStatus().state === 'live');
    await until(() => server.sandbox.hub.list()[0]?.subscriptions.size === 3);
    expect(streamingConnections()).toBe(1);

    const { status } = await act({
      action: 'post',
      as: 'carol',
      text: 'after the drop #swallows',
      visibility: 'public',
    });
    await until(() => updates.some((u) => u.stream === 'hashtag' && u.id === status.id));
  });
});
