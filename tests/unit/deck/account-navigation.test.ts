/**
 * Following a link inside a deck column of a signed-in account: inside the current account's column it simply
 * navigates; inside another signed-in account's column the session switches to that account first (the deck on
 * show kept), the switch is said politely, then it navigates; inside the column of an account no longer signed in
 * nothing switches, nothing opens and an alert says why. Also the kept deck's own rules and storage.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../src/services/app-services/app-services';
import type { StoredAccount } from '../../../src/domain/auth/auth-types';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import {
  ACCOUNT_SWITCHED_DISMISS_MS,
  navigateAs,
  servicesInScope,
} from '../../../src/services/deck/account-navigation';
import { createDeckStorage, KEPT_DECK_KEY } from '../../../src/services/deck/deck-storage';
import { shownDeck } from '../../../src/services/deck/shown-deck';
import { isNotice } from '../../../src/services/alerts/alert-kinds';
import { fakeServices } from '../timelines/support/fake-app-services';

const ALICE: StoredAccount = {
  key: 'https://social.example|1',
  server: 'https://social.example',
  accountId: '1',
  acct: 'alice@social.example',
  displayName: 'Alice',
  avatar: '',
};
const BOB: StoredAccount = {
  key: 'https://other.example|7',
  server: 'https://other.example',
  accountId: '7',
  acct: 'bob@xn--r8jz45g.example',
  displayName: 'Bob',
  avatar: '',
};
const CAROL_KEY = 'https://xn--r8jz45g.example|3';

/** Alice's page services with Bob signed in too (unless `accounts` says otherwise); a log of what happened. */
function world(accounts: StoredAccount[] = [ALICE, BOB]) {
  const alice = fakeServices({ me: '1' });
  const bob = fakeServices({ me: '7', server: BOB.server });
  const log: string[] = [];
  const base: AppServices = {
    ...alice,
    layout: 'multi-column',
    navigate: vi.fn((path: string) => void log.push(`navigate ${path}`)),
    session: {
      ...alice.session,
      current: ALICE,
      accounts,
      switchAccount: vi.fn((key: string) => void log.push(`switch ${key}`)),
      servicesOf: (key) => (key === BOB.key && accounts.includes(BOB) ? bob : null),
    },
  };
  const storage = createMemoryStorage();
  const decks = createDeckStorage(storage);
  return { base, bob, log, decks, storage };
}

describe('a link followed inside a column of another signed-in account', () => {
  it('switches the session to that account first, then navigates to the same path with the same options', () => {
    const { base, log, decks } = world();
    navigateAs(base, BOB.key, decks)('/@carol/55', { state: { from: 'deck' } });
    expect(log).toEqual([`switch ${BOB.key}`, 'navigate /@carol/55']);
    expect(base.navigate).toHaveBeenCalledWith('/@carol/55', { state: { from: 'deck' } });
  });

  it('says the switch politely, naming the account with its server (IDN decoded), for 10 seconds', () => {
    const { base, decks } = world();
    navigateAs(base, BOB.key, decks)('/tags/cats');
    const [said] = base.alerts.getSnapshot();
    expect(said).toBeDefined();
    // a notice: the alert area announces it in its polite region
    expect(isNotice(said!)).toBe(true);
    expect(said!.title.defaultMessage).toBe('Account switched');
    expect(said!.message.values).toEqual({ acct: '@bob@例え.example' });
    expect(said!.dismissAfterMs).toBe(ACCOUNT_SWITCHED_DISMISS_MS);
    // a second switch replaces the notice rather than stacking another
    navigateAs(base, BOB.key, decks)('/tags/dogs');
    expect(base.alerts.getSnapshot()).toHaveLength(1);
  });

  it('keeps the deck on show (the current account’s) while that account is current', () => {
    const { base, decks } = world();
    navigateAs(base, BOB.key, decks)('/@bob');
    expect(decks.kept()).toEqual({ deck: ALICE.key, current: BOB.key });
  });

  it('keeps the deck already kept on show rather than the current account’s own', () => {
    const { base, decks } = world();
    // Bob's deck is on show while Alice is current (a link in Alice's column switched to her)
    decks.keep({ deck: BOB.key, current: ALICE.key });
    navigateAs(base, BOB.key, decks)('/@bob');
    expect(decks.kept()).toEqual({ deck: BOB.key, current: BOB.key });
  });
});

describe('a link followed inside a column of the current account', () => {
  it('just navigates: no switch, no notice, nothing kept', () => {
    const { base, log, decks } = world();
    navigateAs(base, ALICE.key, decks)('/@alice/1', { replace: true });
    expect(log).toEqual(['navigate /@alice/1']);
    expect(base.navigate).toHaveBeenCalledWith('/@alice/1', { replace: true });
    expect(base.alerts.getSnapshot()).toEqual([]);
    expect(decks.kept()).toBeNull();
  });
});

describe('a link followed inside a column of an account no longer signed in here', () => {
  it('neither switches nor navigates, and says in an alert that the link was not opened, naming the server', () => {
    const { base, log, decks } = world([ALICE]);
    navigateAs(base, CAROL_KEY, decks)('/@carol/9');
    expect(log).toEqual([]);
    expect(base.session.switchAccount).not.toHaveBeenCalled();
    const [said] = base.alerts.getSnapshot();
    // an error, announced assertively (not a notice)
    expect(isNotice(said!)).toBe(false);
    expect(said!.title.defaultMessage).toBe('Link not opened');
    expect(said!.message.values).toEqual({ host: '例え.example' });
    expect(decks.kept()).toBeNull();
  });
});

describe('the services of a column’s subtree', () => {
  it('are the page’s own for the current account', () => {
    const { base, decks } = world();
    expect(servicesInScope(base, ALICE.key, decks)).toBe(base);
  });

  it('for another signed-in account read its server, store and id, and navigate as that account', () => {
    const { base, bob, log, decks } = world();
    const scoped = servicesInScope(base, BOB.key, decks)!;
    expect(scoped).toMatchObject({ server: BOB.server, me: '7', store: bob.store, alerts: base.alerts });
    scoped.navigate('/@bob');
    expect(log).toEqual([`switch ${BOB.key}`, 'navigate /@bob']);
  });

  it('are none for an account not signed in here', () => {
    const { base, decks } = world([ALICE]);
    expect(servicesInScope(base, BOB.key, decks)).toBeNull();
  });
});

describe('the deck on show', () => {
  const signedIn = [ALICE.key, BOB.key];

  it('is the current account’s own unless one is kept for it', () => {
    expect(shownDeck(null, ALICE.key, signedIn)).toBe(ALICE.key);
    expect(shownDeck({ deck: ALICE.key, current: BOB.key }, BOB.key, signedIn)).toBe(ALICE.key);
  });

  it('is the current account’s own when the kept one was kept for another account, or its account left', () => {
    expect(shownDeck({ deck: ALICE.key, current: BOB.key }, ALICE.key, signedIn)).toBe(ALICE.key);
    expect(shownDeck({ deck: ALICE.key, current: CAROL_KEY }, BOB.key, signedIn)).toBe(BOB.key);
    expect(shownDeck({ deck: CAROL_KEY, current: BOB.key }, BOB.key, signedIn)).toBe(BOB.key);
  });

  it('is kept in the tab’s own storage, apart from the layouts; junk and failures read as none', () => {
    const layouts = createMemoryStorage();
    const tab = createMemoryStorage();
    const decks = createDeckStorage(layouts, null, tab);
    decks.keep({ deck: ALICE.key, current: BOB.key });
    expect(JSON.parse(tab.getItem(KEPT_DECK_KEY)!)).toEqual({ deck: ALICE.key, current: BOB.key });
    expect(layouts.getItem(KEPT_DECK_KEY)).toBeNull();
    decks.keep(null);
    expect(decks.kept()).toBeNull();
    expect(createDeckStorage(null, null, createMemoryStorage({ [KEPT_DECK_KEY]: '{"deck":1}' })).kept()).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(createDeckStorage(broken).kept()).toBeNull();
    expect(() => createDeckStorage(broken).keep(null)).not.toThrow();
  });
});
