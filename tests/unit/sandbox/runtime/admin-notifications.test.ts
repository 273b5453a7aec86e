import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { viewerFromToken } from '../../../../sandbox/kernel/context';
import type { AccountRecord } from '../../../../sandbox/kernel/records';
import { useFileContractRecorder } from '../../../support/contract-file';
import { RecordingSocket } from './fixtures';

/** The control endpoint's pieces for the notifications and direct messages browser test. */
let sandbox: Sandbox;
const contract = useFileContractRecorder();

const account = (acct: string): AccountRecord => sandbox.db.findAccountByAcct(acct)!;

function tokenFor(username: string): string {
  const token = `admin-notes-${username}`;
  sandbox.db.tokens.set(token, {
    token,
    client_id: 'test',
    account_id: account(username).id,
    scopes: 'read write follow push',
    revoked: false,
  });
  return token;
}

function listen(token: string, stream: string) {
  const socket = new RecordingSocket();
  sandbox.hub.connect(socket, viewerFromToken(sandbox.db, token), { stream });
  return socket;
}

async function request(method: string, path: string, body?: unknown, token?: string) {
  const sent = new Request(`http://sandbox.test${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const copy = sent.clone();
  const response = (await getResponse(sandbox.httpHandlers, sent))!;
  await contract.check(copy, response.clone());
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A remote account nobody in `exclude` follows or is followed by, unlocked and active. */
function strangerTo(recipient: AccountRecord): AccountRecord {
  return [...sandbox.db.accounts.values()].find(
    (a) =>
      a.domain !== null &&
      !a.suspended &&
      !a.moved_to_id &&
      !a.limited &&
      !sandbox.db.follows.has(recipient.id, a.id) &&
      !sandbox.db.follows.has(a.id, recipient.id) &&
      !sandbox.db.blocks.has(recipient.id, a.id) &&
      !sandbox.db.mutes.has(recipient.id, a.id) &&
      !sandbox.db.followRequests.has(a.id, recipient.id) &&
      Date.now() - Date.parse(a.created_at) > 60 * 86_400_000,
  )!;
}

beforeAll(() => {
  sandbox = createSandbox({ seed: 1 });
});

describe('act mention --visibility direct', () => {
  it('makes a direct message: the recipient conversation is made unread and streamed as `conversation`', async () => {
    const aliceToken = tokenFor('alice');
    const direct = listen(aliceToken, 'direct');
    const { status, body } = await request('POST', '/_sandbox/act', {
      as: 'bob',
      action: 'mention',
      target: 'alice',
      text: 'just between us',
      visibility: 'direct',
    });
    expect(status).toBe(200);
    expect(body.status.visibility).toBe('direct');
    const conversation = [...sandbox.db.conversations.values()].find(
      (c) => c.account_id === account('alice').id && c.last_status_id === body.status.id,
    );
    expect(conversation?.unread).toBe(true);
    const streamed = direct.messages.filter((m) => m.event === 'conversation').map((m) => JSON.parse(m.payload));
    expect(streamed).toHaveLength(1);
    expect(streamed[0]).toMatchObject({ id: conversation!.id, unread: true, last_status: { id: body.status.id } });
    // the sender's own conversation is read
    const own = [...sandbox.db.conversations.values()].find(
      (c) => c.account_id === account('bob').id && c.last_status_id === body.status.id,
    );
    expect(own?.unread).toBe(false);
    // a second DM moves the same conversation on
    const again = await request('POST', '/_sandbox/act', {
      as: 'bob',
      action: 'mention',
      target: 'alice',
      text: 'and another',
      visibility: 'direct',
    });
    expect(sandbox.db.conversations.get(conversation!.id)?.last_status_id).toBe(again.body.status.id);
  });
});

describe('act follow and the notification policy', () => {
  it('a follow toward a locked account makes a follow_request notification', async () => {
    const carol = account('carol');
    const follower = strangerTo(carol);
    const notes = listen(tokenFor('carol'), 'user:notification');
    const followed = await request('POST', '/_sandbox/act', {
      as: sandbox.db.acct(follower),
      action: 'follow',
      target: 'carol',
    });
    expect(followed.body.state).toBe('requested');
    const streamed = notes.messages.map((m) => JSON.parse(m.payload));
    expect(streamed).toEqual([expect.objectContaining({ type: 'follow_request' })]);
    expect(streamed[0].account.id).toBe(follower.id);
  });

  it('a mention from an account the recipient does not follow is filtered into a request under a filter policy', async () => {
    const aliceToken = tokenFor('alice');
    const policy = await request('PUT', '/api/v2/notifications/policy', { for_not_following: 'filter' }, aliceToken);
    expect(policy.status).toBe(200);
    const stranger = strangerTo(account('alice'));
    const notes = listen(aliceToken, 'user:notification');
    const mention = await request('POST', '/_sandbox/act', {
      as: sandbox.db.acct(stranger),
      action: 'mention',
      target: 'alice',
      text: 'hello there',
      visibility: 'public',
    });
    expect(mention.status).toBe(200);
    const made = [...sandbox.db.notifications.values()].find((n) => n.status_id === mention.body.status.id);
    expect(made).toMatchObject({ type: 'mention', filtered: true, from_account_id: stranger.id });
    expect(notes.messages).toEqual([]);
    const requests = await request('GET', '/api/v1/notifications/requests', undefined, aliceToken);
    expect(requests.body.map((r: { account: { id: string } }) => r.account.id)).toContain(stranger.id);
  });
});

describe('markers for tests', () => {
  it('shows an account markers (last_read_id and version) in /_sandbox/markers and /_sandbox/state', async () => {
    const token = tokenFor('bob');
    const before = await request('GET', '/_sandbox/markers?acct=bob');
    expect(before.body).toMatchObject({ acct: 'bob' });
    const notifications = [...sandbox.db.notifications.values()].filter((n) => n.account_id === account('bob').id);
    const newest = notifications.map((n) => n.id).sort((a, b) => (BigInt(a) < BigInt(b) ? 1 : -1))[0]!;
    await request('POST', '/api/v1/markers', { notifications: { last_read_id: newest } }, token);
    const after = await request('GET', '/_sandbox/markers?acct=bob');
    expect(after.body.markers.notifications).toMatchObject({ last_read_id: newest, version: expect.any(Number) });
    const previous = before.body.markers.notifications as { version: number } | null;
    if (previous) expect(after.body.markers.notifications.version).toBe(previous.version + 1);
    const state = await request('GET', '/_sandbox/state');
    expect(state.body.markers.bob.notifications.last_read_id).toBe(newest);
    expect(state.body.markers).toHaveProperty('alice');
    expect((await request('GET', '/_sandbox/markers?acct=nobody-here')).status).toBe(404);
    expect(Object.keys((await request('GET', '/_sandbox/markers')).body.markers)).toContain('bob');
  });
});
