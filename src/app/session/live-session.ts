/**
 * The session machine with its live effects: the API layer's oauth calls, browser storage, the redirect to
 * the server's consent page, WebCrypto PKCE and the clock, all taken from a SessionEnvironment. The sign-in and
 * sign-out steps live in sign-in-steps.ts, loaded on demand.
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
import { createAuthStorage } from '../../services/auth/auth-storage';
import type { AccountProfile, AppCredentials } from '../../domain/auth/auth-types';
import { restoreSession } from './restore-session';
import type { SessionEnvironment } from './session-environment';

/** Sign-in calls give up after this long. */
export const SIGN_IN_TIMEOUT_MS = 30_000;

export interface LiveSessionHooks {
  /** the server could not be told to revoke a token (the account is forgotten here all the same) */
  onRevokeFailed?(error: unknown): void;
  /** the account's server refused its token: what runs for the account against its server stops */
  onAccountRefused?(key: string): void;
}

/** The sign-in and sign-out steps' effects, downloaded when one starts (never before the home timeline). */
const steps = () => import('./sign-in-steps');

export function liveSessionMachine(env: SessionEnvironment, hooks: LiveSessionHooks = {}) {
  const storage = createAuthStorage({ local: env.local, session: env.session });
  const apiFor = (server: string, token: string | null = null): Api =>
    createApi(createApiClient({ server, token, fetch: env.fetch, timeoutMs: SIGN_IN_TIMEOUT_MS }));

  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<BootData, void>(() => restoreSession(storage, env)),
      // reads the server's OAuth metadata, then registers with the scopes it supports
      registerApp: fromPromise<AppCredentials, RegisterAppInput>(async ({ input, signal }) =>
        (await steps()).registerClient(apiFor(input.server), { ...input, website: env.origin }, { signal }),
      ),
      prepareAuthorisation: fromPromise<AuthorisationStart, PrepareAuthorisationInput>(async ({ input }) =>
        (await steps()).prepareAuthorisation(env, input),
      ),
      exchangeCode: fromPromise<string, ExchangeCodeInput>(async ({ input, signal }) =>
        (await steps()).exchangeCode(apiFor(input.server), input, signal),
      ),
      verifyAccount: fromPromise<AccountProfile, VerifyAccountInput>(async ({ input, signal }) =>
        (await steps()).verifyAccount(apiFor(input.server, input.token), input.server, signal),
      ),
      revokeToken: fromPromise<void, RevokeTokenInput>(async ({ input, signal }) =>
        (await steps()).revokeToken(apiFor(input.server), input, signal),
      ),
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
      haltAccount: (_, params) => hooks.onAccountRefused?.(params.key),
      rememberBrowsing: (_, params) => storage.saveBrowseServer(params.server),
    },
  });
}
