/**
 * The sandbox's control endpoint (/_sandbox/*, see sandbox/handlers/admin.ts) from a browser spec or a bench:
 * act as a seeded account, change the fault switches, drop streaming sockets, start bursts; plus an API token
 * for a local user through the real OAuth flow (consent page, PKCE), for checking what the server holds.
 */
import { createHash, randomBytes } from 'node:crypto';

async function admin<T>(sandboxUrl: string, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${sandboxUrl}/_sandbox/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`/_sandbox/${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface ActedStatus {
  id: string;
  content: string;
  account: { acct: string };
}

/** Posts as `as` (a seeded username) through /_sandbox/act; answers the new status. */
export async function postAs(
  sandboxUrl: string,
  as: string,
  text: string,
  visibility = 'public',
): Promise<ActedStatus> {
  const answer = await admin<{ status: ActedStatus }>(sandboxUrl, 'act', { action: 'post', as, text, visibility });
  return answer.status;
}

/** Changes fault switches and timings at runtime (keys of SandboxOptions); answers the options now in force. */
export async function setSandboxOptions(
  sandboxUrl: string,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return (await admin<{ options: Record<string, unknown> }>(sandboxUrl, 'options', patch)).options;
}

/** The fault switches off again (what the runner's sandbox starts with). */
export const NO_FAULTS = {
  errorRate: 0,
  latencyMs: 0,
  rateLimitEvery: 0,
  rateLimitBurst: 0,
  faultPaths: [] as string[],
};

/**
 * Revokes access tokens on the sandbox, as their owner does from the server's authorised apps: `{ token }` that one,
 * `{ acct }` every token of that local account. Calls with a revoked token answer 401; its sockets close.
 */
export async function revokeTokens(
  sandboxUrl: string,
  which: { token: string } | { acct: string },
): Promise<{ acct: string; revoked: number; dropped: number }> {
  return admin(sandboxUrl, 'revoke', which);
}

/** Closes every streaming socket; answers how many were open. */
export async function dropSockets(sandboxUrl: string): Promise<number> {
  return (await admin<{ dropped: number }>(sandboxUrl, 'drop-sockets', {})).dropped;
}

export interface BurstRequest {
  /** posts as the accounts this user follows whose posts reach its home */
  into?: string;
  as?: string;
  perSecond: number;
  count?: number;
  seconds?: number;
  text?: string;
}

/** Starts a burst of public posts (paced by the sandbox); answers how many are scheduled. */
export async function startBurst(sandboxUrl: string, burst: BurstRequest): Promise<number> {
  return (await admin<{ scheduled: number }>(sandboxUrl, 'burst', { ...burst })).scheduled;
}

export interface OpenStreamConnection {
  /** rises with every connection the sandbox accepts */
  id: number;
  username: string | null;
  streams: string[];
}

export interface SandboxState {
  statuses: number;
  streaming: {
    connections: number;
    subscriptions: Record<string, number>;
    open: OpenStreamConnection[];
  } | null;
}

export async function sandboxState(sandboxUrl: string): Promise<SandboxState> {
  const response = await fetch(`${sandboxUrl}/_sandbox/state`);
  if (!response.ok) throw new Error(`/_sandbox/state answered ${response.status}`);
  return (await response.json()) as SandboxState;
}

/** The newest streaming connection's number so far (0 with none open): later connections have higher ones. */
export async function lastStreamConnection(sandboxUrl: string): Promise<number> {
  const open = (await sandboxState(sandboxUrl)).streaming?.open ?? [];
  return Math.max(0, ...open.map((c) => c.id));
}

/**
 * Waits until a client holds a `user` stream subscription (the home timeline is live); false on timeout. With
 * `who`, only a connection of that user opened after connection number `after` counts: a connection an earlier
 * page left open while it closes must not pass for this page's.
 */
export async function waitForUserStream(
  sandboxUrl: string,
  who?: { username: string; after: number },
  timeoutMs = 15_000,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = (await sandboxState(sandboxUrl)).streaming?.open ?? [];
    const live = open.some(
      (c) =>
        c.streams.some((stream) => stream.startsWith('user')) &&
        (!who || (c.username === who.username && c.id > who.after)),
    );
    if (live) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** never visited: the consent page answers with a redirect whose Location carries the code */
const REDIRECT_URI = 'http://127.0.0.1/spec-callback';

/** An access token for a local user, through the sandbox's OAuth screens (app, consent page, PKCE exchange). */
export async function apiToken(sandboxUrl: string, username: string, scope = 'read write follow'): Promise<string> {
  const appResponse = await fetch(`${sandboxUrl}/api/v1/apps`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: 'Browser spec', redirect_uris: [REDIRECT_URI], scopes: scope }),
  });
  const app = (await appResponse.json()) as { client_id: string; client_secret: string };
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT_URI,
    scope,
    state: 'spec',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const html = await (await fetch(`${sandboxUrl}/oauth/authorize?${query}`)).text();
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
  const account = [
    ...html.matchAll(/<input type="radio" id="[^"]*" name="account_id" value="([^"]*)"[^>]*>([^<]*)<\/label>/g),
  ].find((m) => decode(m[2]!).trim().endsWith(`@${username}`));
  if (!account) throw new Error(`no local user ${username} on the sandbox's consent page`);
  const consent = await fetch(`${sandboxUrl}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ ...hidden, account_id: decode(account[1]!), decision: 'approve' }),
  });
  const location = consent.headers.get('location') ?? '';
  const code = /[?&]code=([^&]+)/.exec(location)?.[1];
  if (!code) throw new Error(`the consent page gave no code (status ${consent.status}, location ${location})`);
  const tokenResponse = await fetch(`${sandboxUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code: decodeURIComponent(code),
      client_id: app.client_id,
      client_secret: app.client_secret,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }),
  });
  const token = (await tokenResponse.json()) as { access_token?: string };
  if (!token.access_token) throw new Error(`token exchange failed: ${JSON.stringify(token)}`);
  return token.access_token;
}

/** Makes something happen on the sandbox as a seeded account (/_sandbox/act: favourite, react, follow, mention...). */
export function actAs(sandboxUrl: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return admin<Record<string, unknown>>(sandboxUrl, 'act', body);
}

/** The server's read markers of a local account, as the sandbox holds them. */
export async function serverMarkers(
  sandboxUrl: string,
  acct: string,
): Promise<Partial<Record<'home' | 'notifications', { last_read_id: string; version: number }>>> {
  const response = await fetch(`${sandboxUrl}/_sandbox/markers?acct=${encodeURIComponent(acct)}`);
  if (!response.ok) throw new Error(`/_sandbox/markers answered ${response.status}`);
  return ((await response.json()) as { markers: Record<string, { last_read_id: string; version: number }> }).markers;
}

/** Calls the Mastodon API of the sandbox with a token (what the server holds, as a second client sees it). */
export async function apiCall<T>(
  sandboxUrl: string,
  token: string,
  method: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text === '' ? {} : JSON.parse(text)) as T;
}
