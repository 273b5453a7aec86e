import { lazy, Suspense } from 'react';
import type { ActiveSession } from '../../services/app-services/session-types';
import { AfterFirstPaint } from './AfterFirstPaint';

let loading: Promise<{ default: typeof import('../accounts/AccountSwitcher').AccountSwitcher }> | null = null;

/** Starts the download (the account menu does it once the first posts have painted, so it opens at once). */
export function preloadAccountSwitcher() {
  loading ??= import('../accounts/AccountSwitcher').then((m) => ({ default: m.AccountSwitcher }));
  return loading;
}

const AccountSwitcher = lazy(preloadAccountSwitcher);

/**
 * The account switcher, downloaded once the first posts have painted (`deferred`, the navigation panel) or when
 * the account menu opens: it is not needed to read the timeline, so it costs nothing before the first post.
 */
export function LazyAccountSwitcher({ session, deferred = false }: { session: ActiveSession; deferred?: boolean }) {
  const switcher = (
    <Suspense fallback={null}>
      <AccountSwitcher session={session} />
    </Suspense>
  );
  return deferred ? <AfterFirstPaint>{switcher}</AfterFirstPaint> : switcher;
}
