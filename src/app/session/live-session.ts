/**
 * The session machine with its live effects: the API layer's oauth calls, browser storage, the redirect to
 * the server's consent page, WebCrypto PKCE and the clock, all taken from a SessionEnvironment.
 */
import { fromPromise } from 'xstate';
import {
  sessionMachine,
  type AuthorisationStart,
  type BootData,
  type ExchangeCodeInput,
  type PrepareAuthorisationInput,
  type RegisterAppInput,
  type RevokeTokenInput,
  type VerifyAccountInput,
} from '../../machines/session.machine';
import { createApi, createApiClient, type Api } from '../../services/api';
import { pkceChallenge } from '../../services/api/pkce';
import { accountProfile } from '../../services/auth/account-profile';
import { CLIENT_NAME } from '../../services/auth/auth-config';
import { createAuthStorage, isLocalPath } from '../../services/auth/auth-storage';
import type { AccountProfile, AppCredentials } from '../../services/auth/auth-types';
import { isCallbackUrl } from '../../services/auth/callback-url';
import { restoreSession } from './restore-session';
import type { SessionEnvironment } from './session-environment';

/** Sign-in calls give up after this long. */
export const SIGN_IN_TIMEOUT_MS = 30_000;

export interface LiveSessionHooks {
  /** the server could not be told to revoke a token (the account is forgotten here all the same) */
  onRevokeFailed?(error: unknown): void;
}

/** The in-app place to come back to after the consent page. */
function returnPath(href: string): string {
  if (isCallbackUrl(href)) return '/';
  const url = new URL(href);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) ? path : '/';
}

export function liveSessionMachine(env: SessionEnvironment, hooks: LiveSessionHooks = {}) {
  const storage = createAuthStorage({ local: env.local, session: env.session });
  const apiFor = (server: string, token: string | null = null): Api =>
    createApi(createApiClient({ server, token, fetch: env.fetch, timeoutMs: SIGN_IN_TIMEOUT_MS }));

  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<BootData, void>(async () => restoreSession(storage, env)),
      registerApp: fromPromise<AppCredentials, RegisterAppInput>(async ({ input, signal }) => {
        const app = await apiFor(input.server).oauth.registerApp(
          { client_name: CLIENT_NAME, redirect_uris: [input.redirectUri], scopes: input.scopes, website: env.origin },
          { signal },
        );
        return {
          client_id: app.client_id,
          client_secret: app.client_secret,
          redirect_uri: input.redirectUri,
          scopes: input.scopes,
        };
      }),
      prepareAuthorisation: fromPromise<AuthorisationStart, PrepareAuthorisationInput>(async () => {
        const codeVerifier = env.randomText(32);
        return {
          state: env.randomText(16),
          codeVerifier,
          codeChallenge: await pkceChallenge(codeVerifier),
          startedAt: env.now(),
          returnTo: returnPath(env.href()),
        };
      }),
      exchangeCode: fromPromise<string, ExchangeCodeInput>(async ({ input, signal }) => {
        const granted = await apiFor(input.server).oauth.token(
          {
            code: input.code,
            client_id: input.credentials.client_id,
            client_secret: input.credentials.client_secret,
            redirect_uri: input.redirectUri,
            code_verifier: input.codeVerifier,
          },
          { signal },
        );
        if (typeof granted?.access_token !== 'string' || granted.access_token === '')
          throw new Error('the server sent no access token');
        return granted.access_token;
      }),
      verifyAccount: fromPromise<AccountProfile, VerifyAccountInput>(async ({ input, signal }) => {
        const raw = await apiFor(input.server, input.token).oauth.verifyCredentials({ signal });
        const profile = accountProfile(input.server, raw);
        if (!profile) throw new Error('verify_credentials did not answer with an account');
        return profile;
      }),
      revokeToken: fromPromise<void, RevokeTokenInput>(async ({ input, signal }) => {
        // an embedded token has no registration of ours to revoke it with: it is only forgotten
        if (!input.credentials) return;
        await apiFor(input.server).oauth.revoke(
          {
            client_id: input.credentials.client_id,
            client_secret: input.credentials.client_secret,
            token: input.token,
          },
          { signal },
        );
      }),
    },
    actions: {
      persist: (_, params) => {
        storage.saveRegistrations(params.registrations);
        storage.saveAccounts(params.accounts, params.currentKey);
      },
      savePending: (_, params) => storage.savePending(params.pending),
      clearPending: () => storage.clearPending(),
      redirect: (_, params) => env.redirect(params.url),
      reportRevokeFailure: (_, params) => hooks.onRevokeFailed?.(params.error),
      rememberBrowsing: (_, params) => storage.saveBrowseServer(params.server),
    },
  });
}
