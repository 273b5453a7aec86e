import { createElement, type ComponentProps } from 'react';
import { lazyWithMessages, preloadableLazy } from '../i18n/lazy-with-messages';
import { expectFirstRows } from '../services/after-paint';
import type { SecondaryScreenName } from './secondary-screens';

/**
 * Every screen is loaded on demand, so the first timeline needs only its own code. Each import names a module
 * with a default export; a screen whose strings live in lazy catalogues (src/i18n/eager-catalogues.ts) names
 * them, and renders once both its code and its catalogues have arrived.
 */
const LazyTimelineScreen = preloadableLazy([], () => import('./timelines/TimelineScreen'));

/** Asks for the timeline screen's code before anything renders (the page opens on a timeline). */
export const preloadTimelineScreen = (): Promise<void> => LazyTimelineScreen.preload();

/**
 * A timeline screen. Rendering one says a feed is on its way, before its code has even arrived, so work deferred
 * until the first posts have painted (streaming, the account switcher, the deck's composer) waits for them.
 */
export function TimelineScreen(props: ComponentProps<typeof LazyTimelineScreen>) {
  expectFirstRows();
  return createElement(LazyTimelineScreen, props);
}
export const StatusPage = lazyWithMessages(['thread', 'statusDetails'], () => import('./status-page/StatusPage'));
export const ProfilePage = lazyWithMessages(['profile'], () => import('./profile/ProfilePage'));
export const NotFoundPage = lazyWithMessages(['notFound'], () => import('./not-found/NotFoundPage'));
// the invitation to sign in, for signed-out readers on an account's screen (not on the first path)
export const SignInRequired = lazyWithMessages(['signInRequired'], () =>
  import('./shell/SignInRequired').then((m) => ({ default: m.SignInRequired })),
);
// through a small loader chunk, so the composer's many chunks are not listed in the first path's code
export const ComposeScreen = lazyWithMessages([], () =>
  import('./compose/compose-entry').then((m) => ({ default: m.ComposeScreenEntry })),
);
export const NotificationsScreen = lazyWithMessages(
  ['notifications'],
  () => import('./notifications/NotificationsScreen'),
);
export const NotificationPages = lazyWithMessages([], () => import('./notifications/NotificationPages'));

const LazySecondaryScreen = lazyWithMessages([], () => import('./secondary-screens'));

/**
 * A screen beyond the first ones, by name (secondary-screens.tsx). A screen showing a feed (`feed`) says so at
 * once, before its code has arrived, like TimelineScreen.
 */
export function SecondaryScreen({ name, feed = false }: { name: SecondaryScreenName; feed?: boolean }) {
  if (feed) expectFirstRows();
  return createElement(LazySecondaryScreen, { name });
}
