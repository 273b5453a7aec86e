/**
 * Following a link inside a subtree of one signed-in account (a deck column): the paths it opens name ids of that
 * account's server (a post, an account, a list), which the current account's server may not know. So:
 * - inside the current account's subtree, it navigates as usual;
 * - inside another signed-in account's subtree, the deck on show is kept (shown-deck.ts), the session switches its
 *   current account to that account (as the account switcher does), the switch is said politely ("Now using
 *   @bob@server", a notice that goes after 10 s), then it navigates, so the page opens as that account;
 * - inside the subtree of an account no longer signed in here, nothing switches and nothing opens: an alert says
 *   the link was not opened and why.
 */
import type { AppServices } from '../app-services/app-services';
import type { MessageDescriptor } from '../../domain/errors/message-descriptor';
import { notice } from '../alerts/alert-notice';
import { decodeDomain, displayAcct } from '../text/idn';
import { serverOfAccountKey, servicesOfAccount } from './account-scope';
import type { DeckStorage } from './deck-storage';
import { shownDeck } from './shown-deck';

export type Navigate = AppServices['navigate'];

/** The part of the deck storage that keeps the deck on show. */
export type DeckKeeper = Pick<DeckStorage, 'kept' | 'keep'>;

/** How long the switch notice stays. */
export const ACCOUNT_SWITCHED_DISMISS_MS = 10_000;

export const ACCOUNT_NAVIGATION_MESSAGES = {
  switchedTitle: { key: 'alerts.notice.accountSwitched.title', defaultMessage: 'Account switched' },
  switchedMessage: { key: 'alerts.notice.accountSwitched.message', defaultMessage: 'Now using {acct}' },
  signedOutTitle: { key: 'alerts.accountSignedOut.title', defaultMessage: 'Link not opened' },
  signedOutMessage: {
    key: 'alerts.accountSignedOut.message',
    defaultMessage:
      'This column’s account on {host} is no longer signed in on this browser. Sign in to it again to open its links.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The host (IDN decoded) of an account key. */
function hostOfAccountKey(account: string): string {
  const server = serverOfAccountKey(account);
  try {
    return decodeDomain(new URL(server).host).display;
  } catch {
    return server;
  }
}

/** The navigate of a subtree of the signed-in account `account`, over the page's services `base` (see above). */
export function navigateAs(base: AppServices, account: string, decks: DeckKeeper): Navigate {
  return (path, options) => {
    const { session, alerts } = base;
    const current = session.current?.key ?? null;
    if (current === account) return base.navigate(path, options);
    const target = session.accounts.find((a) => a.key === account);
    if (target === undefined) {
      const { signedOutTitle, signedOutMessage } = ACCOUNT_NAVIGATION_MESSAGES;
      alerts.push({
        key: 'account-signed-out',
        title: signedOutTitle,
        message: { ...signedOutMessage, values: { host: hostOfAccountKey(account) } },
      });
      return;
    }
    if (current !== null) {
      const signedIn = session.accounts.map((a) => a.key);
      decks.keep({ deck: shownDeck(decks.kept(), current, signedIn), current: account });
    }
    session.switchAccount(account);
    const { switchedTitle, switchedMessage } = ACCOUNT_NAVIGATION_MESSAGES;
    alerts.push(
      notice(
        switchedTitle,
        { ...switchedMessage, values: { acct: `@${displayAcct(target.acct)}` } },
        { key: 'account-switched', dismissAfterMs: ACCOUNT_SWITCHED_DISMISS_MS },
      ),
    );
    base.navigate(path, options);
  };
}

/**
 * The services a subtree of `account` reads (account-scope.ts), its navigate following the rules above; the page's
 * own services for the current account; null when `account` is not signed in here.
 */
export function servicesInScope(base: AppServices, account: string, decks: DeckKeeper): AppServices | null {
  const own = servicesOfAccount(base, account);
  if (own === null || own === base) return own;
  return { ...own, navigate: navigateAs(base, account, decks) };
}
