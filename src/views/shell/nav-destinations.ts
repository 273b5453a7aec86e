import type { NavIconName } from './nav-icons';

/** The places the navigation offers, in order. `account`: only shown when signed in. */
export interface NavDestination {
  path: string;
  /** i18n key under shell.nav */
  label: 'home' | 'notifications' | 'local' | 'federated' | 'compose';
  icon: NavIconName;
  account: boolean;
}

export const NAV_DESTINATIONS: readonly NavDestination[] = [
  { path: '/home', label: 'home', icon: 'home', account: true },
  { path: '/notifications', label: 'notifications', icon: 'bell', account: true },
  { path: '/public/local', label: 'local', icon: 'people', account: false },
  { path: '/public', label: 'federated', icon: 'globe', account: false },
  { path: '/publish', label: 'compose', icon: 'pencil', account: true },
];

/** What a signed-in (or signed-out) reader is offered. */
export function destinationsFor(signedIn: boolean): NavDestination[] {
  return NAV_DESTINATIONS.filter((destination) => signedIn || !destination.account);
}
