import { beforeAll, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { viewerFromToken } from '../../../../sandbox/kernel/context';
import { useFileContractRecorder } from '../../../support/contract-file';
import { RecordingSocket } from './fixtures';
import { waitForState } from '../../../support/wait-for-state';

let sandbox: Sandbox;
/** every request the tests send to the sandbox, and its answer, goes through the contract recorder */
const contract = useFileContractRecorder();

function tokenFor(username: string): string {
  const account = sandbox.db.findAccountByAcct(username)!;
  const token = `admin-test-${username}`;
  sandbox.db.tokens.set(token, {
    token,
    client_id: 'test',
    account_id: account.id,
    scopes: 'read write follow',
    revoked: false,
  });
  return token;
}

function listen(token: string | null, stream: string) {
  const socket = new RecordingSocket();
  sandbox.hub.connect(socket, viewerFromToken(sandbox.db, token), { stream });
  return socket;
}

async function admin(path: string, body?: unknown) {
  const request = new Request(`http://sandbox.test${path}`, {
    method: body === undefined && path === '/_sandbox/state' ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? (path === '/_sandbox/state' ? undefined : '{}') : JSON.stringify(body),
  });
  const sent = request.clone();
  const response = await getResponse(sandbox.httpHandlers, request);
  expect(response).toBeDefined();
  await contract.check(sent, response!.clone());
  return { status: response!.status, body: (await response!.json()) as Record<string, any> };
}

beforeAll(() => {
  sandbox = createSandbox({ seed: 1 });
});

describe('admin endpoint', () => {
  it('posts as a local account and the post arrives on a subscribed stream', async () => {
    const local = listen(null, 'public:local');
    const { status, body } = await admin('/_sandbox/act', {
      as: 'bob',
      action: 'post',
      text: 'Hi #sandbox',
      visibility: 'public',
    });
    expect(status).toBe(200);
    expect(body.status.content).toContain('Hi');
    const ids = local.messages.filter((m) => m.event === 'update').map((m) => JSON.parse(m.payload).id);
    expect(ids).toContain(body.status.id);
  });

  it('posts as a remote account onto the remote stream, with sample media', async () => {
    const remote = [...sandbox.db.accounts.values()].find((a) => a.domain !== null && !a.suspended && !a.moved_to_id)!;
    const media = listen(null, 'public:remote:media');
    const { status, body } = await admin('/_sandbox/act', {
      as: sandbox.db.acct(remote),
      action: 'post',
      text: 'From afar',
      visibility: 'public',
      media: 2,
    });
    expect(status).toBe(200);
    expect(body.status.media_attachments).toHaveLength(2);
    expect(media.messages.map((m) => JSON.parse(m.payload).id)).toEqual([body.status.id]);
  });

  it('favourites, reacts and follows with notifications streamed to the author', async () => {
    const aliceToken = tokenFor('alice');
    const notes = listen(aliceToken, 'user:notification');
    const user = listen(aliceToken, 'user');
    const posted = await admin('/_sandbox/act', {
      as: 'alice',
      action: 'post',
      text: 'React to me',
      visibility: 'public',
    });
    const id = posted.body.status.id as string;
    expect((await admin('/_sandbox/act', { as: 'carol', action: 'favourite', status_id: id })).status).toBe(200);
    expect((await admin('/_sandbox/act', { as: 'carol', action: 'react', status_id: id, emoji: '👍' })).status).toBe(
      200,
    );
    const followed = await admin('/_sandbox/act', { as: 'newbie', action: 'follow', target: 'alice' });
    expect(followed.body.state).toMatch(/following|requested/);
    const types = notes.messages.filter((m) => m.event === 'notification').map((m) => JSON.parse(m.payload).type);
    expect(types).toEqual(expect.arrayContaining(['favourite', 'emoji_reaction']));
    expect(types.some((t: string) => t === 'follow' || t === 'follow_request')).toBe(true);
    const reaction = user.messages.find((m) => m.event === 'emoji_reaction');
    expect(JSON.parse(reaction!.payload)).toMatchObject({ name: '👍', count: 1, status_id: id });
    expect(sandbox.db.favourites.has(sandbox.db.findAccountByAcct('carol')!.id, id)).toBe(true);
    // taken back, the favourite's notification goes too; favouriting again makes a new one
    const carol = sandbox.db.findAccountByAcct('carol')!.id;
    const carolsFavourites = () =>
      [...sandbox.db.notifications.values()].filter(
        (n) => n.type === 'favourite' && n.status_id === id && n.from_account_id === carol,
      );
    expect(carolsFavourites()).toHaveLength(1);
    expect((await admin('/_sandbox/act', { as: 'carol', action: 'unfavourite', status_id: id })).status).toBe(200);
    expect(sandbox.db.favourites.has(carol, id)).toBe(false);
    expect(carolsFavourites()).toHaveLength(0);
    await admin('/_sandbox/act', { as: 'carol', action: 'favourite', status_id: id });
    expect(carolsFavourites()).toHaveLength(1);
  });

  it('votes in a poll as another account', async () => {
    const poll = [...sandbox.db.polls.values()].find((p) => {
      const status = sandbox.db.statuses.get(p.status_id);
      return status && !status.deleted && status.visibility === 'public';
    })!;
    const voter = [...sandbox.db.accounts.values()].find(
      (a) => !poll.votes.has(a.id) && !a.suspended && a.domain !== null,
    )!;
    const voted = await admin('/_sandbox/act', {
      as: sandbox.db.acct(voter),
      action: 'vote',
      status_id: poll.status_id,
      choices: [1],
    });
    expect(voted.status).toBe(200);
    expect(poll.votes.get(voter.id)).toEqual([1]);
    const refused = await admin('/_sandbox/act', {
      as: sandbox.db.acct(voter),
      action: 'vote',
      status_id: poll.status_id,
      choices: [99],
    });
    expect(refused.status).toBe(422);
  });

  it('refuses unknown accounts, statuses and actions', async () => {
    expect((await admin('/_sandbox/act', { as: 'nobody-here', action: 'post', text: 'x' })).status).toBe(404);
    expect((await admin('/_sandbox/act', { as: 'bob', action: 'favourite', status_id: '1' })).status).toBe(404);
    expect((await admin('/_sandbox/act', { as: 'bob', action: 'dance' })).status).toBe(422);
  });

  it('changes options at runtime and refuses unknown ones', async () => {
    const changed = await admin('/_sandbox/options', { latencyMs: 5, faultPaths: ['/timelines/'] });
    expect(changed.status).toBe(200);
    expect(sandbox.ctx.options).toMatchObject({ latencyMs: 5, faultPaths: ['/timelines/'] });
    expect((await admin('/_sandbox/options', { nope: 1 })).status).toBe(422);
    await admin('/_sandbox/options', { latencyMs: 0, faultPaths: [] });
  });

  it('drops every socket and reports counts', async () => {
    const socket = listen(null, 'public');
    const before = await admin('/_sandbox/state');
    expect(before.body.streaming.connections).toBeGreaterThan(0);
    expect(before.body.statuses).toBeGreaterThan(0);
    const dropped = await admin('/_sandbox/drop-sockets');
    expect(dropped.body.dropped).toBe(before.body.streaming.connections);
    expect(socket.closed).not.toBeNull();
    expect((await admin('/_sandbox/state')).body.streaming.connections).toBe(0);
  });

  it('posts a burst at the requested rate', async () => {
    const local = listen(null, 'public:local');
    const started = await admin('/_sandbox/burst', { as: 'bob', count: 3, perSecond: 50 });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ scheduled: 3, interval_ms: 20 });
    await waitForState(() => expect(local.messages.filter((m) => m.event === 'update')).toHaveLength(3));
  });
});
