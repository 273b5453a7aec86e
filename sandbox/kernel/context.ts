import type { MalformedKind } from './options';
import type { SandboxDb } from './db';
import type { AccessTokenRecord, AccountRecord, UserRecord } from './records';

/** Where a streaming event goes. `accountId` targets one user's private streams (user, user:notification, direct). */
export interface StreamTarget {
  stream:
    | 'user'
    | 'user:notification'
    | 'public'
    | 'public:media'
    | 'public:local'
    | 'public:local:media'
    | 'public:remote'
    | 'public:remote:media'
    | 'hashtag'
    | 'hashtag:local'
    | 'list'
    | 'direct'
    | 'antenna';
  accountId?: string;
  tag?: string;
  list?: string;
  antenna?: string;
}

export interface StreamPublisher {
  /** payload is serialised to a JSON string unless it already is a string (delete events send the bare id). */
  publish(target: StreamTarget, event: string, payload: unknown): void;
}

/** Switches set from environment variables (see sandbox/kernel/options.ts). */
export interface SandboxOptions {
  /** probability 0..1 that an API request fails with 500/503 */
  errorRate: number;
  /** added latency per request, ms */
  latencyMs: number;
  /** every Nth request answers 429 for `rateLimitBurst` requests; 0 disables */
  rateLimitEvery: number;
  rateLimitBurst: number;
  /** close every streaming socket after this many ms; 0 disables */
  dropSocketsAfterMs: number;
  /** how long uploaded media stays in processing, ms */
  mediaProcessingMs: number;
  /** paths (substring match) the fault switches apply to; empty means all API paths */
  faultPaths: string[];
  /**
   * the default user's (alice's) home timeline holds at least this many statuses: posts by accounts she follows
   * are added at start, or when the option is raised at runtime (benchmarks); 0 leaves the seeded world as it is
   */
  homeStatuses: number;
  /**
   * how the session-mode endpoints under /api/web/ treat a plain OAuth token: 0 accepts it; 401, 403, 404 or 422
   * refuses it with that status, as a real Mastodon server that only takes its own web session does (a client then
   * falls back to the standard API)
   */
  webApiRefusal: number;
  /**
   * 1: the server does not publish its moderated servers, so GET /api/v1/instance/domain_blocks answers 404 with
   * no body (as Mastodon does when show_domain_blocks is off); 0 publishes them
   */
  hideServerDomainBlocks: number;
  /**
   * 1: the server has no list of post languages, as before Mastodon 4.0: GET /api/v1/instance/languages answers
   * 404 {"error":"Not Found"}; 0 lists them
   */
  noInstanceLanguages: number;
  /**
   * the server's OAuth metadata (GET /.well-known/oauth-authorization-server): 0 names the usual /oauth/ paths;
   * 1 names /oauth2/authorize, /oauth2/token and /oauth2/revoke (served there as well as under /oauth/); 404 has
   * no document (404, as servers before Mastodon 4.3)
   */
  oauthMetadata: number;
  /**
   * 1: the server disables the public visibility (kmyblue's enable_public_visibility off): v2/instance names the
   * capability kmyblue_no_public_visibility and a post asked to be public is stored public_unlisted, as kmyblue
   * does; 0 (default) allows public posts
   */
  noPublicVisibility: number;
  /**
   * answers malformed on purpose, by API path fragment (the first fragment the path contains wins): invalid JSON,
   * the wrong top-level type, objects missing their fields, a 1 MiB post, a proxy's HTML error page with 502 or 200
   * (see handlers/malformed-answers.ts); empty: every answer is well formed
   */
  malformedAnswers: Record<string, MalformedKind>;
}

export interface Viewer {
  account: AccountRecord;
  user: UserRecord;
  token: AccessTokenRecord;
}

export interface SandboxContext {
  db: SandboxDb;
  options: SandboxOptions;
  stream: StreamPublisher;
  /** The signed-in viewer from the bearer token, or null. */
  viewer(request: Request): Viewer | null;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1]!.trim() : null;
}

export function viewerFromToken(db: SandboxDb, token: string | null): Viewer | null {
  if (!token) return null;
  const record = db.tokens.get(token);
  if (!record || record.revoked) return null;
  const account = db.accounts.get(record.account_id);
  const user = db.users.get(record.account_id);
  if (!account || !user) return null;
  return { account, user, token: record };
}
