/**
 * The sandbox's announcement controls (handlers/admin-announcements.ts) on the seeded world: publishing, editing and
 * withdrawing an announcement and reacting as any account, each streamed to the local users' `user` stream and
 * seen in the API's list; and the `sandbox:act` command lines that reach them.
 */
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, requestFor } from '../../../../sandbox/cli/act';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { viewerFromToken } from '../../../../sandbox/kernel/context';
import { RecordingSocket } from './fixtures';

let sandbox: Sandbox;
let aliceToken: string;

function tokenFor(username: string): string {
  const account = sandbox.db.findAccountByAcct(username)!;
  const token = `announcements-test-${username}`;
  sandbox.db.tokens.set(token, {
    token,
    client_id: 'test',
    account_id: account.id,
    scopes: 'read write',
    revoked: false,
  });
  return token;
}

function listenAsAlice(): RecordingSocket {
  const socket = new RecordingSocket();
  sandbox.hub.connect(socket, viewerFromToken(sandbox.db, aliceToken), { stream: 'user' });
  return socket;
}

async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const request = new Request(`http://sandbox.test${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(sandbox.httpHandlers, request);
  expect(response).toBeDefined();
  return { status: response!.status, body: (await response!.json()) as any };
}

const listed = async () => (await call('GET', '/api/v1/announcements', undefined, aliceToken)).body as any[];

beforeAll(() => {
  sandbox = createSandbox({ seed: 1 });
  aliceToken = tokenFor('alice');
});

describe('publishing announcements from outside', () => {
  it('publishes one (plain text as a paragraph, custom emoji named), streamed to local users and listed', async () => {
    const socket = listenAsAlice();
    const { status, body } = await call('POST', '/_sandbox/announcements', { content: 'Tea at 5 :blobcat: & cake' });
    expect(status).toBe(200);
    const id = body.announcement.id as string;
    expect(body.announcement.content).toBe('<p>Tea at 5 :blobcat: &amp; cake</p>');
    const streamed = socket.messages.filter((m) => m.event === 'announcement');
    expect(streamed).toHaveLength(1);
    expect(JSON.parse(streamed[0]!.payload)).toMatchObject({ id, read: false, reactions: [] });
    expect((await listed()).map((a) => a.id)).toContain(id);
  });

  it('edits one by id (updated, dates kept unless given) and refuses an unknown id', async () => {
    const { body } = await call('POST', '/_sandbox/announcements', {
      content: '<p>Maintenance</p>',
      starts_at: '2030-01-01T10:00:00Z',
      ends_at: '2030-01-01T12:00:00Z',
    });
    const id = body.announcement.id as string;
    const socket = listenAsAlice();
    const edited = await call('POST', '/_sandbox/announcements', { id, content: '<p>Maintenance, later</p>' });
    expect(edited.body.announcement).toMatchObject({
      id,
      content: '<p>Maintenance, later</p>',
      starts_at: '2030-01-01T10:00:00.000Z',
      ends_at: '2030-01-01T12:00:00.000Z',
    });
    expect(socket.messages.map((m) => m.event)).toEqual(['announcement']);
    expect((await call('POST', '/_sandbox/announcements', { id: '1', content: 'x' })).status).toBe(404);
    expect((await call('POST', '/_sandbox/announcements', { content: ' ' })).status).toBe(422);
  });

  it('withdraws one: streamed as announcement.delete with the bare id, no longer listed', async () => {
    const { body } = await call('POST', '/_sandbox/announcements', { content: 'Short-lived' });
    const id = body.announcement.id as string;
    const socket = listenAsAlice();
    expect((await call('POST', `/_sandbox/announcements/${id}/withdraw`)).body).toEqual({ withdrawn: id });
    expect(socket.messages.map((m) => [m.event, m.payload])).toEqual([['announcement.delete', id]]);
    expect((await listed()).map((a) => a.id)).not.toContain(id);
    expect((await call('POST', `/_sandbox/announcements/${id}/withdraw`)).status).toBe(404);
  });

  it('reacts as any account: the count is streamed without the reader part, and the list says who is "me"', async () => {
    const { body } = await call('POST', '/_sandbox/announcements', { content: 'React to me' });
    const id = body.announcement.id as string;
    const socket = listenAsAlice();
    const added = await call('POST', `/_sandbox/announcements/${id}/react`, { as: 'bob', name: '👍' });
    expect(added.body).toMatchObject({ announcement_id: id, name: '👍', count: 1, as: 'bob' });
    await call('POST', `/_sandbox/announcements/${id}/react`, { as: 'alice', name: 'blobcat' });
    const payloads = socket.messages
      .filter((m) => m.event === 'announcement.reaction')
      .map((m) => JSON.parse(m.payload));
    expect(payloads).toEqual([
      { name: '👍', count: 1, announcement_id: id },
      { name: 'blobcat', count: 1, announcement_id: id },
    ]);
    const mine = (await listed()).find((a) => a.id === id);
    expect(mine.reactions).toEqual([
      { name: '👍', count: 1, me: false },
      expect.objectContaining({ name: 'blobcat', count: 1, me: true, url: expect.stringContaining('blobcat') }),
    ]);
    await call('POST', `/_sandbox/announcements/${id}/react`, { as: 'bob', name: '👍', remove: true });
    expect((await listed()).find((a) => a.id === id).reactions.map((r: any) => r.name)).toEqual(['blobcat']);
    expect((await call('POST', `/_sandbox/announcements/${id}/react`, { as: 'bob', name: 'no_such' })).status).toBe(
      422,
    );
    expect((await call('POST', `/_sandbox/announcements/${id}/react`, { as: 'nobody', name: '👍' })).status).toBe(404);
    expect((await call('POST', '/_sandbox/announcements/1/react', { as: 'bob', name: '👍' })).status).toBe(404);
  });
});

describe('sandbox:act announcement commands', () => {
  it('maps announce, withdraw-announcement and announcement-react to the controls', () => {
    expect(requestFor(parseArgs(['announce', 'Hello', 'all', '--all-day', '--starts-at', '2030-01-01']))).toEqual({
      method: 'POST',
      path: '/_sandbox/announcements',
      body: { content: 'Hello all', starts_at: '2030-01-01', ends_at: undefined, all_day: true, id: undefined },
    });
    expect(requestFor(parseArgs(['withdraw-announcement', '42']))).toEqual({
      method: 'POST',
      path: '/_sandbox/announcements/42/withdraw',
    });
    expect(requestFor(parseArgs(['announcement-react', '--as', 'bob', '42', '👍', '--remove']))).toEqual({
      method: 'POST',
      path: '/_sandbox/announcements/42/react',
      body: { as: 'bob', name: '👍', remove: true },
    });
    expect(() => requestFor(parseArgs(['announcement-react', '42', '👍']))).toThrow(/--as/);
    expect(() => requestFor(parseArgs(['announce']))).toThrow(/text/);
  });
});
