/**
 * The session machine's context, events and the pure rules it decides with (session.machine.ts).
 */
import { PENDING_SIGN_IN_MAX_AGE_MS, sameScopes } from '../domain/auth/auth-config';
import type {
  AccountProfile,
  AppCredentials,
  OAuthCallback,
  PendingSignIn,
  SessionAccount,
} from '../domain/auth/auth-types';
import { normaliseServerAddress } from './server-address';
import type { SessionFailure } from './session-failure';

export interface SessionInput {
  /** `${location.origin}/oauth/callback` */
  redirectUri: string;
  scopes: string;
}

/** What storage, the URL and an embedded initial state say at start (restoreSession's output). */
export interface BootData {
  accounts: SessionAccount[];
  currentKey: string | null;
  registrations: Record<string, AppCredentials>;
  pending: PendingSignIn | null;
  /** set when the page is the OAuth callback */
  callback: OAuthCallback | null;
  /** a server to read signed out (an embedded state without a token) */
  browse: string | null;
}

/** prepareAuthorisation's output: fresh random state and PKCE pair. */
export interface AuthorisationStart {
  state: string;
  codeVerifier: string;
  /** base64url(sha256(codeVerifier)) */
  codeChallenge: string;
  startedAt: number;
  returnTo: string;
  /** the server's consent page the browser is sent to, carrying the state and the PKCE challenge */
  url: string;
}

export interface RegisterAppInput {
  server: string;
  redirectUri: string;
  scopes: string;
}
/** What the trip to the consent page is made of, apart from the random state and PKCE pair the step draws. */
export interface PrepareAuthorisationInput {
  server: string;
  /** the authorization endpoint kept with the registration (from the server's metadata); else /oauth/authorize */
  endpoint?: string;
  clientId: string;
  redirectUri: string;
  /** the scopes the registration chose from the server's metadata, else the wanted ones */
  scope: string;
  /** another account of this server is signed in here: the server must ask who signs in (force_login) */
  forceLogin: boolean;
}
export interface ExchangeCodeInput {
  server: string;
  credentials: AppCredentials;
  code: string;
  codeVerifier: string;
  redirectUri: string;
}
export interface VerifyAccountInput {
  server: string;
  token: string;
}
export interface RevokeTokenInput {
  server: string;
  token: string;
  credentials: AppCredentials | null;
}
export interface PersistParams {
  accounts: SessionAccount[];
  currentKey: string | null;
  registrations: Record<string, AppCredentials>;
}

export interface SessionContext {
  redirectUri: string;
  scopes: string;
  accounts: SessionAccount[];
  currentKey: string | null;
  registrations: Record<string, AppCredentials>;
  /** the server being signed in to, or read signed out */
  server: string | null;
  pending: PendingSignIn | null;
  callback: OAuthCallback | null;
  /** the exchanged token, until verify_credentials names its account */
  token: string | null;
  /** the account being signed out */
  signingOut: string | null;
  failure: SessionFailure | null;
  /**
   * the keys of the accounts whose server no longer honours their token (revoked, expired): each waits for its
   * reader to sign in again or remove it; never stored (a page load finds it out again from the server)
   */
  refused: string[];
}

export type SessionEvent =
  | { type: 'SIGN_IN'; server: string }
  | { type: 'BROWSE'; server: string }
  | { type: 'STOP_BROWSING' }
  | { type: 'CALLBACK'; callback: OAuthCallback }
  | { type: 'SWITCH_ACCOUNT'; key: string }
  | { type: 'PROFILE_CHANGED'; profile: AccountProfile }
  | { type: 'ADD_ACCOUNT' }
  | { type: 'SIGN_OUT'; key?: string }
  /** the server answered 401 to the account's `token` (confirmed by verify_credentials), or refused its stream */
  | { type: 'TOKEN_REFUSED'; key: string; token: string }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'BACK' };

/** The registration cached for `server` when it fits this client's redirect URI and scopes. */
export function usableRegistration(context: SessionContext, server: string | null): AppCredentials | null {
  const cached = server === null ? undefined : context.registrations[server];
  return cached && cached.redirect_uri === context.redirectUri && sameScopes(cached.scopes, context.scopes)
    ? cached
    : null;
}

/**
 * What the authorize URL of a sign-in to the chosen server is made of: the endpoint and scopes the registration
 * chose from the server's metadata (else /oauth/authorize and the wanted scopes), and whether another account of
 * that server is signed in. The URL itself is made by the sign-in step, which downloads when a sign-in starts.
 */
export function authorisationInput(context: SessionContext): PrepareAuthorisationInput {
  const server = context.server ?? '';
  const credentials = usableRegistration(context, server);
  return {
    server,
    ...(credentials?.oauth?.authorize ? { endpoint: credentials.oauth.authorize } : {}),
    clientId: credentials?.client_id ?? '',
    redirectUri: context.redirectUri,
    scope: credentials?.oauth?.scopes ?? context.scopes,
    forceLogin: context.accounts.some((account) => account.server === server),
  };
}

export const originOf = (address: string): string | null => {
  const normalised = normaliseServerAddress(address);
  return normalised.ok ? normalised.origin : null;
};

export const addressOf = (event: SessionEvent): string =>
  event.type === 'SIGN_IN' || event.type === 'BROWSE' ? event.server : '';

export const hasCurrent = (context: SessionContext) =>
  context.currentKey !== null && context.accounts.some((a) => a.key === context.currentKey);

export const persistParams = ({ context }: { context: SessionContext }): PersistParams => ({
  accounts: context.accounts,
  currentKey: context.currentKey,
  registrations: context.registrations,
});

export const signOutKey = (context: SessionContext, event: SessionEvent) =>
  (event.type === 'SIGN_OUT' ? event.key : undefined) ?? context.currentKey;

export const pendingIsStale = (context: SessionContext) => {
  const { pending, callback } = context;
  if (!pending || !callback) return true;
  const age = callback.receivedAt - pending.started_at;
  return age < 0 || age > PENDING_SIGN_IN_MAX_AGE_MS || usableRegistration(context, pending.server) === null;
};

/** What the restored boot data puts in the context (the server: a sign-in under way, else signed-out reading). */
export const contextFromBoot = (boot: BootData): Partial<SessionContext> => ({
  accounts: boot.accounts,
  currentKey: boot.currentKey,
  registrations: boot.registrations,
  pending: boot.pending,
  callback: boot.callback,
  server: boot.pending?.server ?? boot.browse,
});

/** The accounts once the one signing out is forgotten; the current one becomes the first left when it was that one. */
export const withoutSignedOut = (context: SessionContext): Partial<SessionContext> => {
  const accounts = context.accounts.filter((a) => a.key !== context.signingOut);
  const currentKey = context.currentKey === context.signingOut ? (accounts[0]?.key ?? null) : context.currentKey;
  return {
    accounts,
    currentKey,
    signingOut: null,
    refused: context.refused.filter((key) => key !== context.signingOut),
  };
};

/** Whether `event` says the server refused a token one of the accounts still holds (an old token's late 401 is not). */
export const refusesHeldToken = (context: SessionContext, event: SessionEvent): boolean =>
  event.type === 'TOKEN_REFUSED' &&
  !context.refused.includes(event.key) &&
  context.accounts.some((a) => a.key === event.key && a.token === event.token);

/** Whether the current account is one its server refused. */
export const currentRefused = (context: SessionContext): boolean =>
  context.currentKey !== null && context.refused.includes(context.currentKey);

/** The accounts with `profile` taking the place of its account's name, avatar and emoji (token and key kept). */
export const withProfile = (context: SessionContext, profile: AccountProfile): Partial<SessionContext> => ({
  accounts: context.accounts.map((account) => (account.key === profile.key ? { ...account, ...profile } : account)),
});
