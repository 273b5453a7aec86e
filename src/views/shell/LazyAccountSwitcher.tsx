import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { ActiveSession } from '../../services/app-services/session-types';
import { AfterFirstPaint } from './AfterFirstPaint';

const AccountSwitcher = lazyWithMessages(['accounts'], () =>
  import('../accounts/AccountSwitcher').then((m) => ({ default: m.AccountSwitcher })),
);

/**
 * The navigation panel's account switcher, downloaded once the first posts have painted (`deferred`): it is not
 * needed to read the timeline, so it costs nothing before the first post. (The mobile tab bar has the account
 * menu instead: AccountMenu.)
 */
export function LazyAccountSwitcher({ session, deferred = false }: { session: ActiveSession; deferred?: boolean }) {
  const switcher = (
    <Suspense fallback={null}>
      <AccountSwitcher session={session} />
    </Suspense>
  );
  return deferred ? <AfterFirstPaint>{switcher}</AfterFirstPaint> : switcher;
}
