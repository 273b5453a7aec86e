/**
 * Test harness for the core sandbox handlers: one seeded sandbox behind msw's setupServer, a fixed clock, a
 * real OAuth sign-in (consent page, PKCE, token exchange), and every request and answer through that server checked
 * by the file's contract recorder (the oracle plus the kmyblue overlay; report in .tmp/contract).
 */
import { createHash, randomBytes } from 'node:crypto';
import { setupServer } from 'msw/node';
import { expect } from 'vitest';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { viewerFromToken, type SandboxOptions } from '../../../../sandbox/kernel/context';
import { type ContractRecorder, createContractRecorder, testFileReportName } from '../../../support/contract-recorder';
import { recordMswTraffic } from '../../../support/contract-msw';
import { formatViolation } from '../../../contract/validator';

export const ORIGIN = 'http://sandbox.test';
export const START = Date.parse('2025-06-01T12:00:00.000Z');
export const REDIRECT_URI = 'http://localhost:5173/oauth/callback';

let fileRecorder: ContractRecorder | undefined;
/**
 * One recorder per test file, however many harnesses the file starts. These tests probe the handlers' own input
 * checks, so a contract-breaking request the sandbox refuses with 4xx is listed as a negative test, not a failure.
 */
const recorderForFile = () =>
  (fileRecorder ??= createContractRecorder(testFileReportName(expect.getState().testPath), {
    refusedRequestsAreNegativeTests: true,
  }));

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  link: string | null;
}

export type Body = Record<string, unknown> | FormData | URLSearchParams | undefined;

export interface Harness {
  sandbox: Sandbox;
  clock: { now: number };
  /** checks every request and answer of this file; tests may declare deliberate violations on it */
  recorder: ContractRecorder;
  /** an API call; `token` null for signed-out calls */
  call<T = any>(
    token: string | null,
    method: string,
    path: string,
    body?: Body,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  /** the full OAuth flow for a local username; returns the access token */
  signIn(username: string, scope?: string): Promise<string>;
  accountId(acct: string): string;
  /** a streaming connection of the token's user subscribed to `stream`; collects {event, payload} */
  listen(
    token: string | null,
    stream: string,
    param?: { tag?: string; list?: string; antenna?: string },
  ): StreamMessage[];
  /** fails the current test when a request or answer broke the contract, or a declared violation did not happen,
   * since the last check */
  expectContract(): void;
  /** stops the server, writes the contract report and fails on problems expectContract never reported */
  close(): Promise<void>;
}

export interface StreamMessage {
  stream: string[];
  event: string;
  payload: any;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** Hidden inputs and account radios of the consent page form. */
export function parseConsentForm(html: string): {
  hidden: Record<string, string>;
  accounts: Array<{ id: string; label: string; checked: boolean }>;
} {
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const hidden: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    hidden[decode(m[1]!)] = decode(m[2]!);
  const accounts = [
    ...html.matchAll(
      /<label for="[^"]*"><input type="radio" id="[^"]*" name="account_id" value="([^"]*)"( checked)?>([^<]*)<\/label>/g,
    ),
  ].map((m) => ({ id: decode(m[1]!), checked: m[2] !== undefined, label: decode(m[3]!).trim() }));
  return { hidden, accounts };
}

export function startHarness(options: Partial<SandboxOptions> = {}): Harness {
  const clock = { now: START };
  const sandbox = createSandbox({
    now: () => clock.now,
    origin: ORIGIN,
    options: { mediaProcessingMs: 0, ...options },
  });
  const server = setupServer(...sandbox.handlers);
  const recorder = recorderForFile();
  const stopRecording = recordMswTraffic(server, recorder);
  server.listen({ onUnhandledRequest: 'error' });
  let reported = recorder.violations.length;
  const reportedUnmet = new Set<string>();
  /** violations found, and declared expectations still unmet, since the last report */
  const fresh = () => {
    const found = recorder.violations.slice(reported).map(formatViolation);
    reported = recorder.violations.length;
    const unmet = recorder.unmetExpectations().filter((line) => !reportedUnmet.has(line));
    for (const line of unmet) reportedUnmet.add(line);
    return [...found, ...unmet];
  };

  const call: Harness['call'] = async (token, method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    const h = init.headers as Record<string, string>;
    if (token) h.Authorization = `Bearer ${token}`;
    if (body instanceof FormData || body instanceof URLSearchParams) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      h['Content-Type'] = 'application/json';
    }
    const url = `${ORIGIN}${path}`;
    const response = await fetch(url, init);
    const text = await response.text();
    await recorder.settle();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : undefined;
    return {
      status: response.status,
      body: parsed as never,
      headers: response.headers,
      link: response.headers.get('link'),
    };
  };

  const signIn = async (username: string, scope = 'read write follow push') => {
    const app = await call(null, 'POST', '/api/v1/apps', {
      client_name: 'Harness',
      redirect_uris: [REDIRECT_URI],
      scopes: scope,
    });
    const { verifier, challenge } = pkcePair();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.body.client_id,
      redirect_uri: REDIRECT_URI,
      scope,
      state: 'st4te',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const page = await call(null, 'GET', `/oauth/authorize?${query}`);
    const form = parseConsentForm(page.body as string);
    const account = form.accounts.find((a) => a.label.endsWith(`@${username}`));
    if (!account) throw new Error(`no local user ${username} on the consent page`);
    const consent = new URLSearchParams({ ...form.hidden, account_id: account.id, decision: 'approve' });
    const redirect = await call(null, 'POST', '/oauth/authorize', consent);
    const location = new URL(redirect.headers.get('location') ?? '');
    const token = await call(null, 'POST', '/oauth/token', {
      grant_type: 'authorization_code',
      code: location.searchParams.get('code'),
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    if (token.status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(token.body)}`);
    return token.body.access_token as string;
  };

  return {
    sandbox,
    clock,
    recorder,
    call,
    signIn,
    listen(token, stream, param = {}) {
      const messages: StreamMessage[] = [];
      const socket = {
        send(text: string) {
          const message = JSON.parse(text) as { stream: string[]; event: string; payload: string };
          // delete events carry a bare id, everything else a JSON document
          const payload: unknown = /^[[{]/.test(message.payload) ? JSON.parse(message.payload) : message.payload;
          messages.push({ stream: message.stream, event: message.event, payload });
        },
        close() {},
      };
      const connection = sandbox.hub.connect(socket, viewerFromToken(sandbox.db, token));
      sandbox.hub.subscribe(connection, { stream, ...param });
      return messages;
    },
    accountId(acct) {
      const account = sandbox.db.findAccountByAcct(acct);
      if (!account) throw new Error(`no account ${acct}`);
      return account.id;
    },
    expectContract() {
      expect(fresh()).toEqual([]);
    },
    async close() {
      await recorder.settle();
      const unreported = fresh();
      stopRecording();
      server.close();
      await recorder.writeReport();
      if (unreported.length > 0) throw new Error(`contract problems:\n${unreported.join('\n')}`);
    },
  };
}
