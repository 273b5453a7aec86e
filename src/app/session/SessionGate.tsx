/**
 * SessionGate runs the session machine with its live effects and decides what the app shows:
 * - while restoring: nothing (storage is read synchronously, so this lasts one tick); what comes after it is
 *   first rendered as a transition, in slices with the page given back between them (the session's state
 *   arrives through a store subscription, which React would otherwise render in one long blocking pass);
 * - with a signed-in account, or while reading a server signed out: `children(session)`, plus the
 *   interaction prompt when a signed-out reader tries something that needs an account (its chart runs inside
 *   the session chart while reading signed out), and the notice of a current account its server signed out
 *   (the session chart's signedIn.refused: sign in again, or remove the account);
 * - otherwise: the sign-in screen (with the step under way or the failure).
 * A page load on /oauth/callback is handled here: the session machine checks the state, exchanges the code
 * and the address bar loses the code at once. Switching accounts swaps the API and the entity store without a
 * reload; each account keeps its own store.
 */
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { ServerCheckMachine } from '../../machines/server-check.machine';
import type { SessionMachine } from '../../machines/session.machine';
import { redirectUriFor, SIGN_IN_SCOPES } from '../../domain/auth/auth-config';
import type { SessionAccount } from '../../domain/auth/auth-types';
import { reportError, type AlertQueue } from '../../services/alerts';
import type { SignInProgress } from '../../views/auth/SignInPage';
import type { SignInPrompt } from '../../machines/sign-in-prompt.machine';
import type { ActiveSession } from '../../services/app-services/session-types';
import type { StoredAccount } from '../../domain/auth/auth-types';
import { browsingKey, createAccountServicesCache } from './account-services';
import { liveSessionMachine } from './live-session';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { overlays } from '../../views/common/overlays-loader';
import { browserEnvironment, type SessionEnvironment } from './session-environment';

// these load on demand: a signed-in page load needs none before the home timeline
const SignInPromptDialog = lazy(() => overlays().then((m) => m.loadSignInPrompt()));
const SignInScreen = lazyWithMessages(['app', 'serverCheck', 'session', 'signIn'], () => import('./SignInScreen'));
const TokenRefusedNotice = lazy(() => overlays().then((m) => m.loadTokenRefusedNotice()));

export interface SessionGateProps {
  /** the server the sign-in form starts with */
  defaultServer: string;
  /** where a failed revocation is reported */
  alerts: AlertQueue;
  children: (session: ActiveSession) => ReactNode;
  /** storage, address bar, redirect, network, clock, randomness: the browser's unless given (tests) */
  environment?: SessionEnvironment;
  /** the sign-in form's server check: the live one unless given (tests) */
  serverCheck?: ServerCheckMachine;
}

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** An account as the views see it: no token; marked when its server refused its token. */
const publicAccount =
  (refused: readonly string[]) =>
  ({ token: _token, embedded: _embedded, ...account }: SessionAccount): StoredAccount =>
    refused.includes(account.key) ? { ...account, refused: true } : account;

function progressOf(snapshot: SessionSnapshot): SignInProgress | null {
  const server = snapshot.context.server ?? snapshot.context.pending?.server ?? '';
  if (snapshot.matches('registering')) return { step: 'registering', server };
  if (snapshot.matches('authorising')) return { step: 'authorising', server };
  if (snapshot.matches('exchanging')) return { step: 'exchanging', server };
  return null;
}

export function SessionGate({ defaultServer, alerts, children, environment, serverCheck }: SessionGateProps) {
  const [env] = useState(() => environment ?? browserEnvironment());
  const [cache] = useState(() => createAccountServicesCache(alerts, env.fetch));
  const [machine] = useState(() =>
    liveSessionMachine(env, {
      onRevokeFailed: (error) => reportError(alerts, error, { callId: 'oauth.revoke' }),
      onAccountRefused: (key) => cache.halt(key),
    }),
  );
  const actor = useActorRef(machine, { input: { redirectUri: redirectUriFor(env.origin), scopes: SIGN_IN_SCOPES } });
  const snapshot = useSelector(actor, (s) => s);
  // a token its server refused (checked with the server) puts that account in the chart's refused state
  useEffect(() => cache.onRefused((key, token) => actor.send({ type: 'TOKEN_REFUSED', key, token })), [cache, actor]);
  // the prompt chart runs only while reading signed out (session.machine.ts)
  const promptActor = useSelector(actor, (s) => s.children.interactionPrompt);
  const prompt = useSelector(promptActor, (s) => s?.context.prompt ?? null);

  const { accounts, currentKey, server, refused: refusedKeys } = snapshot.context;
  const signedIn = snapshot.matches('signedIn');
  const refused = snapshot.matches({ signedIn: 'refused' });
  const browsing = snapshot.matches({ signedOut: 'browsing' }) ? server : null;
  const current = signedIn ? (accounts.find((a) => a.key === currentKey) ?? null) : null;

  useEffect(() => {
    cache.retain([...accounts.map((a) => a.key), ...(browsing ? [browsingKey(browsing)] : [])]);
  }, [cache, accounts, browsing]);

  const switchAccount = useCallback((key: string) => actor.send({ type: 'SWITCH_ACCOUNT', key }), [actor]);
  const addAccount = useCallback(() => {
    actor.send(actor.getSnapshot().matches('signedIn') ? { type: 'ADD_ACCOUNT' } : { type: 'STOP_BROWSING' });
  }, [actor]);
  const signOut = useCallback(() => {
    actor.send(actor.getSnapshot().matches('signedIn') ? { type: 'SIGN_OUT' } : { type: 'STOP_BROWSING' });
  }, [actor]);
  // an account's profile as its server now holds it (the session keeps it only for an account signed in there);
  // its reader comes with the first change (a profile edit), not with the page
  const profileChanged = useCallback(
    (server: string, raw: unknown) =>
      import('./occasional-readers').then(({ accountProfile }) => {
        const profile = accountProfile(server, raw);
        if (profile) actor.send({ type: 'PROFILE_CHANGED', profile });
      }),
    [actor],
  );
  const promptSignIn = useCallback(
    (next: SignInPrompt) => {
      actor.getSnapshot().children.interactionPrompt?.send({ type: 'OPEN', prompt: next });
    },
    [actor],
  );

  const session = useMemo((): ActiveSession | null => {
    // another signed-in account's services, for a deck column of that account
    const servicesOf = (key: string) => {
      const account = accounts.find((a) => a.key === key);
      return account === undefined ? null : cache.forAccount(account);
    };
    const common = {
      accounts: accounts.map(publicAccount(refusedKeys)),
      switchAccount,
      addAccount,
      signOut,
      promptSignIn,
      servicesOf,
    };
    if (current) {
      const services = cache.forAccount(current);
      return {
        ...common,
        server: current.server,
        ...services,
        me: current.accountId,
        current: publicAccount(refusedKeys)(current),
        profileChanged: (raw: unknown) => profileChanged(current.server, raw),
      };
    }
    if (browsing) {
      const services = cache.forServer(browsing);
      return { ...common, server: browsing, ...services, me: null, current: null };
    }
    return null;
  }, [
    cache,
    accounts,
    refusedKeys,
    current,
    browsing,
    switchAccount,
    addAccount,
    signOut,
    profileChanged,
    promptSignIn,
  ]);

  const booting = snapshot.matches('booting');
  const [restored, setRestored] = useState(false);
  // a layout effect: the transition starts right after the restored state's commit, not a paint later
  useLayoutEffect(() => {
    if (!booting && !restored) startTransition(() => setRestored(true));
  }, [booting, restored]);
  if (booting || !restored) return null;

  if (session) {
    return (
      <>
        {children(session)}
        {prompt && (
          <Suspense fallback={null}>
            <SignInPromptDialog
              prompt={prompt}
              server={session.server}
              onClose={() => promptActor?.send({ type: 'CLOSE' })}
              onSignInHere={() => actor.send({ type: 'SIGN_IN', server: session.server })}
              onSignInElsewhere={() => actor.send({ type: 'STOP_BROWSING' })}
            />
          </Suspense>
        )}
        {refused && current && (
          <Suspense fallback={null}>
            <TokenRefusedNotice
              acct={current.acct}
              server={current.server}
              onSignInAgain={() => actor.send({ type: 'SIGN_IN', server: current.server })}
              onRemove={() => actor.send({ type: 'SIGN_OUT', key: current.key })}
            />
          </Suspense>
        )}
      </>
    );
  }

  const failed = snapshot.matches('failed');
  // the way back to the current account; not while a code is being exchanged
  const returnTo = snapshot.matches('exchanging') ? null : (accounts.find((a) => a.key === currentKey) ?? null);
  return (
    <Suspense fallback={null}>
      <SignInScreen
        serverCheck={serverCheck}
        defaultServer={server ?? defaultServer}
        onSignIn={(checked) => actor.send({ type: 'SIGN_IN', server: checked.origin })}
        onBrowse={(checked) => actor.send({ type: 'BROWSE', server: checked.origin })}
        progress={progressOf(snapshot)}
        sessionFailure={failed ? snapshot.context.failure : null}
        back={
          returnTo
            ? { acct: returnTo.acct, onBack: () => actor.send(failed ? { type: 'BACK' } : { type: 'CANCEL' }) }
            : null
        }
      />
    </Suspense>
  );
}
