/**
 * Test harness for the organisation handlers: a small hand-made world (no core seed) in a fresh SandboxDb with a
 * fixed clock, the organisation handler modules behind msw's setupServer, a recording stream publisher, and every
 * request and answer through that server checked by the file's contract recorder (the oracle plus the kmyblue
 * overlay; report in .tmp/contract).
 */
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { expect } from 'vitest';
import { SandboxDb } from '../../../../sandbox/kernel/db';
import type { SandboxContext, StreamTarget } from '../../../../sandbox/kernel/context';
import { bearerToken, viewerFromToken } from '../../../../sandbox/kernel/context';
import { DEFAULT_OPTIONS } from '../../../../sandbox/kernel/options';
import type { AccountRecord, StatusRecord, UserRecord } from '../../../../sandbox/kernel/records';
import { blankAccount, blankStatus } from '../../../../sandbox/seed/blank';
import { notificationHandlers } from '../../../../sandbox/handlers/notifications';
import { markerHandlers } from '../../../../sandbox/handlers/markers';
import { preferenceHandlers } from '../../../../sandbox/handlers/preferences';
import { reportHandlers } from '../../../../sandbox/handlers/reports';
import { domainBlockHandlers } from '../../../../sandbox/handlers/domain-blocks';
import { listHandlers } from '../../../../sandbox/handlers/lists';
import { circleHandlers } from '../../../../sandbox/handlers/circles';
import { antennaHandlers } from '../../../../sandbox/handlers/antennas';
import { bookmarkCategoryHandlers } from '../../../../sandbox/handlers/bookmark-categories';
import { filterHandlers } from '../../../../sandbox/handlers/filters';
import { conversationHandlers } from '../../../../sandbox/handlers/conversations';
import { emojiHandlers } from '../../../../sandbox/handlers/emoji';
import { announcementHandlers } from '../../../../sandbox/handlers/announcements';
import { discoveryHandlers } from '../../../../sandbox/handlers/discovery';
import { webSessionHandlers } from '../../../../sandbox/handlers/web-session';
import { type Violation, formatViolation } from '../../../contract/validator';
import { type ContractRecorder, createContractRecorder, testFileReportName } from '../../../support/contract-recorder';
import { recordMswTraffic } from '../../../support/contract-msw';

export const ORIGIN = 'http://sandbox.test';
export const NOW = Date.parse('2026-03-10T12:00:00.000Z');
export const HOUR = 3_600_000;

export interface Published {
  target: StreamTarget;
  event: string;
  payload: unknown;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  link: string | null;
}

export interface World {
  db: SandboxDb;
  ctx: SandboxContext;
  published: Published[];
  /** accounts by username (remote ones as `name@domain`) */
  acc: Record<string, AccountRecord>;
  /** tokens by local username */
  token: Record<string, string>;
  clock: { now: number };
  /** a status created `agoMs` before now */
  post(author: AccountRecord, text: string, agoMs: number, fields?: Partial<StatusRecord>): StatusRecord;
  /** the file's contract recorder; tests may declare deliberate violations on it */
  recorder: ContractRecorder;
  call<T = any>(token: string | null, method: string, path: string, body?: unknown): Promise<Answer<T>>;
  /** fails the current test when a request or answer broke the contract since the world was made or last checked,
   * or a declared violation did not happen */
  expectContract(): void;
}

const server = setupServer();
let started = false;
let fileRecorder: ContractRecorder | undefined;
/** One recorder per test file: every world of the file shares the msw server. */
const recorder = () => {
  if (!fileRecorder) {
    // these tests probe the handlers' own input checks: a breaking request refused with 4xx is a negative test
    fileRecorder = createContractRecorder(testFileReportName(expect.getState().testPath), {
      refusedRequestsAreNegativeTests: true,
    });
    recordMswTraffic(server, fileRecorder);
  }
  return fileRecorder;
};
/** violations, and unmet expectations, a test has already been failed for by expectContract() */
const reported = new Set<Violation>();
const reportedUnmet = new Set<string>();
const freshUnmet = (contract: ContractRecorder) => {
  const unmet = contract.unmetExpectations().filter((line) => !reportedUnmet.has(line));
  for (const line of unmet) reportedUnmet.add(line);
  return unmet;
};

/** Starts msw once per file; call from beforeAll. */
export function listen(): void {
  recorder();
  if (!started) server.listen({ onUnhandledRequest: 'error' });
  started = true;
}

/** Stops msw, writes the contract report and fails on violations no expectContract() reported; call from afterAll. */
export async function close(): Promise<void> {
  const contract = recorder();
  await contract.settle();
  server.close();
  started = false;
  await contract.writeReport();
  const unreported = [
    ...contract.violations.filter((violation) => !reported.has(violation)).map(formatViolation),
    ...freshUnmet(contract),
  ];
  if (unreported.length > 0) throw new Error(`contract problems:\n${unreported.join('\n')}`);
}

export function organiseHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    ...markerHandlers(ctx),
    ...preferenceHandlers(ctx),
    ...reportHandlers(ctx),
    ...domainBlockHandlers(ctx),
    ...notificationHandlers(ctx),
    ...listHandlers(ctx),
    ...circleHandlers(ctx),
    ...antennaHandlers(ctx),
    ...bookmarkCategoryHandlers(ctx),
    ...filterHandlers(ctx),
    ...conversationHandlers(ctx),
    ...emojiHandlers(ctx),
    ...announcementHandlers(ctx),
    ...discoveryHandlers(ctx),
    ...webSessionHandlers(ctx),
  ];
}

const LOCALS = ['alice', 'bob', 'carol'];
const REMOTES: Array<[string, string]> = [
  ['dave', 'kmy.example'],
  ['erin', 'mastodon.example'],
  ['troll', 'social.example'],
];

/**
 * A fresh world: local users alice (admin), bob, carol; remote dave, erin and troll (limited). alice follows bob and
 * dave; bob, carol and dave follow alice. Handlers are installed on the shared msw server.
 */
export function world(): World {
  const clock = { now: NOW };
  const db = new SandboxDb(() => clock.now);
  db.origin = ORIGIN;
  db.domain = 'sandbox.test';
  let t = NOW - 400 * 24 * HOUR;
  const acc: Record<string, AccountRecord> = {};
  const token: Record<string, string> = {};
  for (const name of LOCALS) {
    const account = blankAccount({ id: db.nextId((t += 1000)), username: name, created_at: new Date(t).toISOString() });
    db.accounts.set(account.id, account);
    const user: UserRecord = {
      account_id: account.id,
      email: `${name}@sandbox.test`,
      role: null,
      default_privacy: 'public',
      default_searchability: 'public',
      default_sensitive: false,
      default_language: 'en',
      default_quote_policy: 'public',
      settings: {},
      reaction_deck: [],
    };
    db.users.set(account.id, user);
    token[name] = `token-${name}`;
    db.tokens.set(token[name], {
      token: token[name],
      client_id: 'test',
      account_id: account.id,
      scopes: 'read write follow push',
      revoked: false,
    });
    acc[name] = account;
  }
  for (const [name, domain] of REMOTES) {
    const account = blankAccount({
      id: db.nextId((t += 1000)),
      username: name,
      domain,
      created_at: new Date(t).toISOString(),
      limited: name === 'troll',
    });
    db.accounts.set(account.id, account);
    acc[`${name}@${domain}`] = account;
    acc[name] = account;
  }
  const follow = (a: string, b: string) =>
    db.follows.set(acc[a]!.id, acc[b]!.id, { reblogs: true, notify: false, languages: null });
  follow('alice', 'bob');
  follow('alice', 'dave');
  follow('bob', 'alice');
  follow('carol', 'alice');
  follow('dave', 'alice');
  db.customEmojis.set('blobcat', {
    shortcode: 'blobcat',
    url: '/emoji/blobcat.png',
    static_url: '/emoji/blobcat.png',
    visible_in_picker: true,
    category: 'Blobs',
    domain: null,
  });
  db.customEmojis.set('secret', {
    shortcode: 'secret',
    url: '/emoji/secret.png',
    static_url: '/emoji/secret.png',
    visible_in_picker: false,
    category: null,
    domain: null,
  });
  db.customEmojis.set('nyan@misskey.example', {
    shortcode: 'nyan',
    url: 'https://misskey.example/nyan.png',
    static_url: 'https://misskey.example/nyan.png',
    visible_in_picker: true,
    category: null,
    domain: 'misskey.example',
  });

  const published: Published[] = [];
  const ctx: SandboxContext = {
    db,
    options: { ...DEFAULT_OPTIONS },
    stream: { publish: (target, event, payload) => published.push({ target, event, payload }) },
    viewer: (request) => viewerFromToken(db, bearerToken(request)),
  };
  server.resetHandlers(...organiseHandlers(ctx));

  // Every status gets its own millisecond: the id generator only counts up within one millisecond.
  const usedMs = new Set<number>();
  const post = (author: AccountRecord, text: string, agoMs: number, fields: Partial<StatusRecord> = {}) => {
    let at = NOW - agoMs;
    while (usedMs.has(at)) at += 1;
    usedMs.add(at);
    const status = blankStatus({
      id: db.nextId(at),
      account_id: author.id,
      created_at: new Date(at).toISOString(),
      text,
      content: `<p>${text}</p>`,
      ...fields,
    });
    db.statuses.set(status.id, status);
    return status;
  };

  const contract = recorder();
  let since = contract.violations.length;
  const call = async <T = any>(
    tok: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = {};
    if (tok) headers.Authorization = `Bearer ${tok}`;
    let payload: BodyInit | undefined;
    if (body instanceof URLSearchParams || body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = `${ORIGIN}${path}`;
    const response = await fetch(url, { method, headers, body: payload });
    const text = await response.text();
    await contract.settle();
    const parsed = text ? JSON.parse(text) : undefined;
    return {
      status: response.status,
      body: parsed as T,
      headers: response.headers,
      link: response.headers.get('link'),
    };
  };

  return {
    db,
    ctx,
    published,
    acc,
    token,
    clock,
    post,
    recorder: contract,
    call,
    expectContract: () => {
      const found = contract.violations.slice(since);
      since = contract.violations.length;
      for (const violation of found) reported.add(violation);
      expect([...found.map(formatViolation), ...freshUnmet(contract)]).toEqual([]);
    },
  };
}

/** `max_id` (next) or `min_id` (prev) from a Link header. */
export function linkParam(link: string | null, rel: 'next' | 'prev'): string | null {
  const part = link?.split(',').find((p) => p.includes(`rel="${rel}"`));
  const url = part ? /<([^>]+)>/.exec(part)?.[1] : undefined;
  return url ? new URL(url).searchParams.get(rel === 'next' ? 'max_id' : 'min_id') : null;
}
