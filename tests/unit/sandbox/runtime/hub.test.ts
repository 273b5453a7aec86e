import { describe, expect, it } from 'vitest';
import { waitForState } from '../../../support/wait-for-state';
import { viewerFromToken } from '../../../../sandbox/kernel/context';
import { StreamError, streamingToken, subscribeRequestFromUrl } from '../../../../sandbox/streaming/hub';
import { publishDelete, publishStatus } from '../../../../sandbox/streaming/fanout';
import {
  addAccount,
  addAntenna,
  addList,
  addStatus,
  bareDb,
  contextWithHub,
  follow,
  RecordingSocket,
} from './fixtures';

function world() {
  const db = bareDb();
  const alice = addAccount(db, 'alice');
  const bob = addAccount(db, 'bob');
  const carol = addAccount(db, 'carol');
  const remote = addAccount(db, 'dave', 'remote.example');
  follow(db, bob, alice);
  const { ctx, hub } = contextWithHub(db);
  const open = (token: string | null, stream?: Record<string, string>) => {
    const socket = new RecordingSocket();
    const connection = hub.connect(socket, viewerFromToken(db, token), stream ? { stream: '', ...stream } : null);
    return { socket, connection };
  };
  return { db, ctx, hub, alice, bob, carol, remote, open };
}

describe('streaming hub: subscription rules', () => {
  it('refuses private streams without a token and accepts public ones', () => {
    const { hub, open } = world();
    const anon = open(null);
    for (const stream of ['user', 'user:notification', 'direct', 'list', 'antenna']) {
      hub.receive(anon.connection, JSON.stringify({ type: 'subscribe', stream }));
    }
    expect(anon.socket.errors.map((e) => e.status)).toEqual([401, 401, 401, 401, 401]);
    hub.receive(anon.connection, JSON.stringify({ type: 'subscribe', stream: 'public:local' }));
    expect([...anon.connection.subscriptions.values()].map((s) => s.stream)).toEqual(['public:local']);
  });

  it("rejects unknown streams, hashtag without tag, and another user's list or antenna", () => {
    const { db, hub, open, alice, bob } = world();
    const list = addList(db, alice, [bob]);
    const antenna = addAntenna(db, alice, { keywords: ['hello'] });
    const b = open('token-bob');
    hub.receive(b.connection, JSON.stringify({ type: 'subscribe', stream: 'nope' }));
    hub.receive(b.connection, JSON.stringify({ type: 'subscribe', stream: 'hashtag' }));
    hub.receive(b.connection, JSON.stringify({ type: 'subscribe', stream: 'list', list: list.id }));
    hub.receive(b.connection, JSON.stringify({ type: 'subscribe', stream: 'antenna', antenna: antenna.id }));
    hub.receive(b.connection, 'not json');
    expect(b.socket.errors.map((e) => e.status)).toEqual([400, 400, 404, 404, 400]);
    expect(b.connection.subscriptions.size).toBe(0);
    const a = open('token-alice');
    hub.receive(a.connection, JSON.stringify({ type: 'subscribe', stream: 'list', list: list.id }));
    hub.receive(a.connection, JSON.stringify({ type: 'subscribe', stream: 'antenna', antenna: Number(antenna.id) }));
    expect(a.socket.errors).toEqual([]);
    expect(a.connection.subscriptions.size).toBe(2);
  });

  it('checks the initial stream of the connection URL before registering', () => {
    const { hub, open } = world();
    expect(() => open(null, { stream: 'user' })).toThrow(StreamError);
    expect(hub.counts().connections).toBe(0);
    const ok = open('token-bob', { stream: 'user' });
    expect([...ok.connection.subscriptions.values()].map((s) => s.stream)).toEqual(['user']);
    expect(hub.counts()).toMatchObject({ connections: 1, subscriptions: { user: 1 } });
  });

  it('reads the token from the subprotocol first, else the access_token query', () => {
    const url = new URL('ws://x.test/api/v1/streaming?stream=hashtag&tag=Cats&access_token=q');
    expect(streamingToken(url, 'proto-token')).toBe('proto-token');
    expect(streamingToken(url, null)).toBe('q');
    expect(subscribeRequestFromUrl(url)).toMatchObject({ stream: 'hashtag', tag: 'Cats' });
  });
});

describe('streaming hub: delivery', () => {
  it("sends followed posts to the follower's user stream, serialised for them, and not to others", () => {
    const { ctx, open, alice } = world();
    const bob = open('token-bob', { stream: 'user' });
    const carol = open('token-carol', { stream: 'user' });
    const author = open('token-alice', { stream: 'user' });
    const status = addStatus(ctx.db, alice, 'hello followers', { visibility: 'private' });
    publishStatus(ctx, status);
    expect(bob.socket.messages).toHaveLength(1);
    const message = bob.socket.messages[0]!;
    expect(message.stream).toEqual(['user']);
    expect(message.event).toBe('update');
    expect(typeof message.payload).toBe('string');
    expect(JSON.parse(message.payload)).toMatchObject({ id: status.id, favourited: false });
    expect(author.socket.messages).toHaveLength(1);
    expect(carol.socket.messages).toHaveLength(0);
  });

  it('puts only public posts on public streams; public_unlisted reaches the local stream only', () => {
    const { ctx, open, alice, remote } = world();
    const federated = open(null, { stream: 'public' });
    const local = open(null, { stream: 'public:local' });
    const remoteStream = open(null, { stream: 'public:remote' });
    const media = open(null, { stream: 'public:media' });
    for (const visibility of ['unlisted', 'private', 'direct', 'limited', 'login'] as const) {
      publishStatus(ctx, addStatus(ctx.db, alice, `not public ${visibility}`, { visibility }));
    }
    expect(federated.socket.messages).toHaveLength(0);
    const pub = addStatus(ctx.db, alice, 'public post');
    publishStatus(ctx, pub);
    const quiet = addStatus(ctx.db, alice, 'quiet public', { visibility: 'public_unlisted' });
    publishStatus(ctx, quiet);
    const far = addStatus(ctx.db, remote, 'from afar', { media_ids: ['m1'] });
    publishStatus(ctx, far);
    const ids = (s: typeof federated) => s.socket.messages.map((m) => JSON.parse(m.payload).id as string);
    expect(ids(federated)).toEqual([pub.id, far.id]);
    expect(ids(local)).toEqual([pub.id, quiet.id]);
    expect(ids(remoteStream)).toEqual([far.id]);
    expect(ids(media)).toEqual([far.id]);
  });

  it('sends login posts on public streams to signed-in viewers only', () => {
    const { ctx, open, alice } = world();
    const anon = open(null, { stream: 'public' });
    const carol = open('token-carol', { stream: 'public' });
    publishStatus(ctx, addStatus(ctx.db, alice, 'members only', { visibility: 'login' }));
    expect(anon.socket.messages).toHaveLength(0);
    expect(carol.socket.messages).toHaveLength(1);
  });

  it("keeps muted and blocked authors off a viewer's public stream", () => {
    const { ctx, open, alice, carol } = world();
    ctx.db.mutes.set(carol.id, alice.id, { notifications: true, expires_at: null });
    const c = open('token-carol', { stream: 'public' });
    publishStatus(ctx, addStatus(ctx.db, alice, 'you muted me'));
    expect(c.socket.messages).toHaveLength(0);
  });

  it('routes hashtag streams by tag, case-insensitively, and hashtag:local only for local posts', () => {
    const { ctx, open, alice, remote } = world();
    const cats = open(null, { stream: 'hashtag', tag: 'Cats' });
    const dogs = open(null, { stream: 'hashtag', tag: 'dogs' });
    const catsLocal = open(null, { stream: 'hashtag:local', tag: 'cats' });
    publishStatus(ctx, addStatus(ctx.db, alice, 'look #cats'));
    publishStatus(ctx, addStatus(ctx.db, remote, 'remote #CATS'));
    expect(cats.socket.messages).toHaveLength(2);
    expect(cats.socket.messages[0]!.stream).toEqual(['hashtag', 'Cats']);
    expect(dogs.socket.messages).toHaveLength(0);
    expect(catsLocal.socket.messages).toHaveLength(1);
  });

  it('delivers list and antenna streams to their owner only', () => {
    const { ctx, hub, open, alice, carol } = world();
    const list = addList(ctx.db, carol, [alice]);
    const antenna = addAntenna(ctx.db, carol, { keywords: ['sandbox'] });
    const c = open('token-carol');
    hub.receive(c.connection, JSON.stringify({ type: 'subscribe', stream: 'list', list: list.id }));
    hub.receive(c.connection, JSON.stringify({ type: 'subscribe', stream: 'antenna', antenna: antenna.id }));
    publishStatus(ctx, addStatus(ctx.db, alice, 'about the sandbox'));
    publishStatus(ctx, addStatus(ctx.db, alice, 'unrelated'));
    const streams = c.socket.messages.map((m) => m.stream.join(':'));
    expect(streams).toEqual([`list:${list.id}`, `antenna:${antenna.id}`, `list:${list.id}`]);
  });

  it('sends direct posts to participants only', () => {
    const { ctx, open, alice, bob } = world();
    const b = open('token-bob', { stream: 'direct' });
    const c = open('token-carol', { stream: 'direct' });
    publishStatus(ctx, addStatus(ctx.db, alice, '@bob psst', { visibility: 'direct', mention_ids: [bob.id] }));
    expect(b.socket.messages).toHaveLength(1);
    expect(c.socket.messages).toHaveLength(0);
  });

  it('sends a conversation event when the participant has a conversation for the post', () => {
    const { ctx, open, alice, bob } = world();
    const b = open('token-bob', { stream: 'direct' });
    const status = addStatus(ctx.db, alice, '@bob again', { visibility: 'direct', mention_ids: [bob.id] });
    ctx.db.conversations.set('c1', {
      id: 'c1',
      account_id: bob.id,
      participant_ids: [alice.id, bob.id],
      last_status_id: status.id,
      unread: true,
    });
    publishStatus(ctx, status);
    expect(b.socket.messages.map((m) => m.event)).toEqual(['conversation']);
    const conversation = JSON.parse(b.socket.messages[0]!.payload);
    expect(conversation).toMatchObject({ id: 'c1', unread: true, last_status: { id: status.id } });
    expect(conversation.accounts.map((a: { id: string }) => a.id)).toEqual([alice.id]);
  });

  it('delivers delete with the bare id to streams that had the status', () => {
    const { ctx, open, alice } = world();
    const bob = open('token-bob', { stream: 'user' });
    const pub = open(null, { stream: 'public' });
    const carol = open('token-carol', { stream: 'user' });
    const status = addStatus(ctx.db, alice, 'soon gone');
    status.deleted = true;
    publishDelete(ctx, status.id);
    for (const socket of [bob.socket, pub.socket]) {
      expect(socket.messages).toEqual([{ stream: expect.any(Array), event: 'delete', payload: status.id }]);
    }
    expect(carol.socket.messages).toHaveLength(0);
  });

  it('stops delivering after unsubscribe and counts deliveries per stream', () => {
    const { ctx, hub, open, alice } = world();
    const pub = open(null, { stream: 'public' });
    publishStatus(ctx, addStatus(ctx.db, alice, 'one'));
    hub.receive(pub.connection, JSON.stringify({ type: 'unsubscribe', stream: 'public' }));
    publishStatus(ctx, addStatus(ctx.db, alice, 'two'));
    expect(pub.socket.messages).toHaveLength(1);
    expect(hub.counts().delivered.public).toBe(1);
  });

  it('drops sockets after dropSocketsAfterMs and on dropAll', async () => {
    const { ctx, hub, open } = world();
    ctx.options.dropSocketsAfterMs = 20;
    const early = open(null, { stream: 'public' });
    ctx.options.dropSocketsAfterMs = 0;
    const late = open(null, { stream: 'public' });
    await waitForState(() => expect(early.socket.closed?.code).toBe(1001));
    expect(late.socket.closed).toBeNull();
    expect(hub.dropAll()).toBe(1);
    expect(late.socket.closed).not.toBeNull();
    expect(hub.counts().connections).toBe(0);
  });
});
