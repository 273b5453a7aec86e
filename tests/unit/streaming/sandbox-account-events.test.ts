/** The sandbox's account-level streaming events (sandbox/streaming/account-events.ts) as the hub delivers them. */
import { describe, expect, it } from 'vitest';
import { viewerFromToken } from '../../../sandbox/kernel/context';
import type { AnnouncementRecord } from '../../../sandbox/kernel/records';
import {
  publishAnnouncement,
  publishAnnouncementDelete,
  publishFiltersChanged,
} from '../../../sandbox/streaming/account-events';
import { addAccount, bareDb, contextWithHub, RecordingSocket } from '../sandbox/runtime/fixtures';

function world() {
  const db = bareDb();
  const alice = addAccount(db, 'alice');
  const bob = addAccount(db, 'bob');
  const { ctx, hub } = contextWithHub(db);
  const listen = (username: string, stream: string) => {
    const socket = new RecordingSocket();
    hub.connect(socket, viewerFromToken(db, `token-${username}`), { stream });
    return socket;
  };
  return { db, ctx, alice, bob, listen };
}

describe('sandbox account events', () => {
  it('filters_changed goes to the owner only, as a bare event without payload', () => {
    const { ctx, alice, listen } = world();
    const aliceUser = listen('alice', 'user');
    const bobUser = listen('bob', 'user');
    publishFiltersChanged(ctx, alice.id);
    expect(aliceUser.sent.map((s) => JSON.parse(s))).toEqual([{ stream: ['user'], event: 'filters_changed' }]);
    expect(bobUser.sent).toEqual([]);
  });

  it('announcement goes to every local user, serialised for each (me), and announcement.delete sends the bare id', () => {
    const { db, ctx, alice, listen } = world();
    const aliceUser = listen('alice', 'user');
    const bobUser = listen('bob', 'user');
    const publicOnly = listen('alice', 'public');
    const announcement: AnnouncementRecord = {
      id: '77',
      content: '<p>Hello</p>',
      starts_at: null,
      ends_at: null,
      all_day: false,
      published_at: new Date(db.now()).toISOString(),
      updated_at: new Date(db.now()).toISOString(),
      emojis: [],
      reactions: new Map([['🎉', new Set([alice.id])]]),
      read_by: new Set(),
    };
    publishAnnouncement(ctx, announcement);
    const forAlice = JSON.parse(aliceUser.messages[0]!.payload) as {
      id: string;
      reactions: Array<{ me: boolean; count: number }>;
    };
    const forBob = JSON.parse(bobUser.messages[0]!.payload) as typeof forAlice;
    expect(aliceUser.messages[0]!.event).toBe('announcement');
    expect(forAlice).toMatchObject({ id: '77', reactions: [{ count: 1, me: true }] });
    expect(forBob).toMatchObject({ id: '77', reactions: [{ count: 1, me: false }] });
    expect(publicOnly.sent).toEqual([]);

    publishAnnouncementDelete(ctx, '77');
    expect(bobUser.messages[1]).toEqual({ stream: ['user'], event: 'announcement.delete', payload: '77' });
  });
});
