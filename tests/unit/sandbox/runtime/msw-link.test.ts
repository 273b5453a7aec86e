// @vitest-own-modules: installs a WebSocket class on the global object for msw to intercept, which no other file may share
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { WebSocket as NodeWebSocket } from 'ws';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { recordMswTraffic } from '../../../support/contract-msw';
import { useFileContractRecorder } from '../../../support/contract-file';
import { until } from '../../../support/wait-for-state';

// Node 20 has no global WebSocket; msw intercepts whatever class is installed there.
const hadWebSocket = 'WebSocket' in globalThis;
if (!hadWebSocket) {
  Object.defineProperty(globalThis, 'WebSocket', { value: NodeWebSocket, configurable: true, writable: true });
}

let sandbox: Sandbox;
let server: ReturnType<typeof setupServer>;
/** every HTTP request msw answers here, and its answer, is checked against the contract */
const contract = useFileContractRecorder();

beforeAll(() => {
  sandbox = createSandbox({ seed: 1 });
  server = setupServer(...sandbox.handlers);
  recordMswTraffic(server, contract);
  server.listen({ onUnhandledRequest: 'error' });
});

afterAll(() => {
  server.close();
  if (!hadWebSocket) delete (globalThis as { WebSocket?: unknown }).WebSocket;
});

interface Message {
  stream: string[];
  event: string;
  payload: string;
}

function open(url: string, protocol?: string) {
  const socket = protocol ? new WebSocket(url, protocol) : new WebSocket(url);
  const messages: Message[] = [];
  const closed = new Promise<CloseEvent>((resolve) =>
    socket.addEventListener('close', (e) => resolve(e as CloseEvent)),
  );
  socket.addEventListener('message', (e) => messages.push(JSON.parse(String((e as MessageEvent).data)) as Message));
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
  return { socket, messages, opened, closed };
}

describe('streaming through msw ws.link (Vitest)', () => {
  it('delivers an admin post to a public:local subscriber on any origin', async () => {
    const client = open('ws://elsewhere.test/api/v1/streaming?stream=public:local');
    await client.opened;
    const response = await fetch('http://sandbox.test/_sandbox/act', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ as: 'bob', action: 'post', text: 'through msw', visibility: 'public' }),
    });
    const { status } = (await response.json()) as { status: { id: string } };
    await until(() => client.messages.length > 0);
    expect(client.messages[0]).toMatchObject({ stream: ['public:local'], event: 'update' });
    expect(JSON.parse(client.messages[0]!.payload).id).toBe(status.id);
    client.socket.close();
  });

  it('takes the token from the subprotocol and subscribes by message', async () => {
    const alice = sandbox.db.findAccountByAcct('alice')!;
    sandbox.db.tokens.set('msw-alice', {
      token: 'msw-alice',
      client_id: 't',
      account_id: alice.id,
      scopes: 'read',
      revoked: false,
    });
    const client = open('ws://sandbox.test/api/v1/streaming', 'msw-alice');
    await client.opened;
    client.socket.send(JSON.stringify({ type: 'subscribe', stream: 'user' }));
    await until(() => sandbox.hub.counts().subscriptions.user === 1);
    expect(sandbox.hub.list().find((c) => c.viewer?.account.id === alice.id)).toBeDefined();
    client.socket.close();
  });

  it('refuses a private stream without a token and closes on drop-sockets', async () => {
    const refused = open('ws://sandbox.test/api/v1/streaming?stream=user');
    expect((await refused.closed).code).toBe(1006);
    const client = open('ws://sandbox.test/api/v1/streaming?stream=public');
    await client.opened;
    await fetch('http://sandbox.test/_sandbox/drop-sockets', { method: 'POST' });
    expect((await client.closed).code).toBe(1001);
  });
});
