/**
 * What sign-in keeps between steps and across page loads. Tokens live only here (browser storage and the
 * session machine's memory): never in a URL, never in history state.
 */

/** An account this browser is signed in to (tokens live in browser storage, never in a URL). */
export interface StoredAccount {
  /** `${server}|${accountId}` */
  key: string;
  server: string;
  accountId: string;
  acct: string;
  displayName: string;
  avatar: string;
  /** the custom emoji of the display name (checked http(s) images only) */
  emojis?: ReadonlyArray<{ shortcode: string; url: string; static_url: string }>;
  /** its server no longer accepts its token: it stays listed, signed out by its server, until signed in again */
  refused?: true;
}

/** A client registration on one server (POST /api/v1/apps), cached per server origin. */
export interface AppCredentials {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  /**
   * the scopes this client wanted when it registered (space-separated): a cached registration serves only the same
   * wanted scopes; what the server was asked for is `oauth.scopes`
   */
  scopes: string;
  /** where to authorise, exchange codes and revoke tokens on this server (absent: registered before it was read) */
  oauth?: OAuthEndpoints;
}

/**
 * The server's own sign-in addresses and the scopes this client asks there, chosen once per server from its OAuth
 * metadata (services/auth/oauth-endpoints.ts); without usable metadata, the plain Mastodon paths and scopes.
 */
export interface OAuthEndpoints {
  /** absolute URLs on the server's origin */
  authorize: string;
  token: string;
  revoke: string;
  /** space-separated: the wanted scopes the server supports */
  scopes: string;
}

/** The sign-in in flight, kept in sessionStorage while the browser visits the server's consent page. */
export interface PendingSignIn {
  /** server origin */
  server: string;
  /** the random `state` sent to /oauth/authorize; the callback must bring back the same text */
  state: string;
  /** the PKCE verifier whose S256 challenge went to /oauth/authorize */
  code_verifier: string;
  /** ms since the epoch */
  started_at: number;
  /** the in-app path to return to once signed in (never carries a token) */
  return_to: string;
}

/** An account this browser is signed in to, with its access token (storage and memory only). */
export interface SessionAccount extends StoredAccount {
  token: string;
  /** true for the account of a server-embedded initial state: not persisted, no registration to revoke with */
  embedded?: boolean;
}

/** The profile part of an account, from verify_credentials (everything but the token). */
export type AccountProfile = StoredAccount;

/** What /oauth/callback carried. Either `code` or `error` is set. */
export interface OAuthCallback {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
  /** when the callback was read (ms since the epoch), to judge the pending sign-in's age */
  receivedAt: number;
}

/** A session seed read from a server-embedded `<script id="initial-state">`. */
export interface SessionSeed {
  /** the server that embedded the state: this page's origin */
  server: string;
  /** null when the page was served to a signed-out visitor */
  account: SessionAccount | null;
  /** the raw account of `meta.me`, for the entity store */
  rawAccount: unknown;
  /** Mastodon's `settings` blob, when present */
  settings: Record<string, unknown> | null;
  /** Mastodon's `compose` defaults, when present */
  compose: Record<string, unknown> | null;
}
