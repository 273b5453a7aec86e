/**
 * The session chart's actors as declared: the interaction prompt it runs while a server is read signed out,
 * and the effects the app must provide with `.provide()` (each rejects until it is).
 */
import { fromPromise } from 'xstate';
import type { AppCredentials, SessionAccount } from '../domain/auth/auth-types';
import { signInPromptMachine } from './sign-in-prompt.machine';
import type {
  AuthorisationStart,
  BootData,
  ExchangeCodeInput,
  PrepareAuthorisationInput,
  RegisterAppInput,
  RevokeTokenInput,
  VerifyAccountInput,
} from './session-context';

const notProvided = (name: string) => () => Promise.reject(new Error(`sessionMachine: provide a ${name} actor`));

export const sessionActors = {
  interactionPrompt: signInPromptMachine,
  restoreSession: fromPromise<BootData, void>(notProvided('restoreSession')),
  registerApp: fromPromise<AppCredentials, RegisterAppInput>(notProvided('registerApp')),
  prepareAuthorisation: fromPromise<AuthorisationStart, PrepareAuthorisationInput>(notProvided('prepareAuthorisation')),
  exchangeCode: fromPromise<string, ExchangeCodeInput>(notProvided('exchangeCode')),
  verifyAccount: fromPromise<Omit<SessionAccount, 'token'>, VerifyAccountInput>(notProvided('verifyAccount')),
  revokeToken: fromPromise<void, RevokeTokenInput>(notProvided('revokeToken')),
};
