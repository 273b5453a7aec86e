/**
 * The deck for view tests: Alice's deck (Bob signed in too; either of them current) over stubbed APIs and a memory deck storage, the
 * probes standing in for the screens other parts own, and the ways a test reads and presses the deck.
 */
import { act, useContext, useEffect } from 'react';
import { useParams } from 'react-router';
import { markFirstRowsShown } from '../../../src/services/after-paint';
import { useAppServices, type AppServices } from '../../../src/services/app-services/app-services';
import type { StoredAccount } from '../../../src/domain/auth/auth-types';
import { storedLayout, type DeckColumn } from '../../../src/machines/deck-columns-rules';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { createDeckStorage, type DeckStorage } from '../../../src/services/deck/deck-storage';
import { DeckStorageProvider } from '../../../src/services/deck/deck-storage-context';
import Deck from '../../../src/views/deck/Deck';
import { TimelineTargetContext } from '../../../src/views/timelines/timeline-target-context';
import {
  fakeServices,
  mount,
  type ApiStubs,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

/** What each timeline probe saw: its services, by timeline name. */
export const seen = new Map<string, AppServices>();

export function TimelineProbe({ timeline }: { timeline: string }) {
  seen.set(timeline, useAppServices());
  useEffect(() => markFirstRowsShown(), []);
  // a column's timeline may change within its type (a hashtag's more tags), as its settings would
  const retarget = useContext(TimelineTargetContext);
  return (
    <section data-screen="timeline" data-timeline={timeline}>
      <h1>{timeline}</h1>
      {retarget !== null && (
        <button type="button" className="timeline-settings-toggle" onClick={() => retarget(`${timeline}:any=dogs`)}>
          Add dogs
        </button>
      )}
    </section>
  );
}

/** A screen that reads its id from its route. */
export function IdProbe({ screen }: { screen: string }) {
  return <section data-screen={screen} data-id={useParams().id} />;
}

export const ALICE: StoredAccount = {
  key: 'https://social.example|1',
  server: 'https://social.example',
  accountId: '1',
  // as the session stores it: a local account's acct with its server's host
  acct: 'alice@social.example',
  displayName: 'Alice',
  avatar: '',
};
export const BOB: StoredAccount = {
  key: 'https://other.example|7',
  server: 'https://other.example',
  accountId: '7',
  acct: 'bob@other.example',
  displayName: 'Bob',
  avatar: '',
};

let mounted: Mounted | null = null;

/** Unmounts the deck (after each test; or to mount it again). */
export function closeDeck(): void {
  mounted?.unmount();
  mounted = null;
  seen.clear();
}

export interface Opened {
  container: HTMLElement;
  services: AppServices;
  decks: DeckStorage;
  /** each account's own services (its store, its API) */
  alice: FakeServices;
  bob: FakeServices;
}

/**
 * Alice's deck (Bob signed in too, unless `signedIn` says otherwise), with her API stubbed; with `current`, the
 * deck as it opens while that account is the current one (Bob's own unless one is kept on show).
 */
export function openDeck(
  options: {
    api?: ApiStubs;
    decks?: DeckStorage;
    stored?: DeckColumn[];
    signedIn?: StoredAccount[];
    current?: StoredAccount;
  } = {},
): Opened {
  const decks = options.decks ?? createDeckStorage(createMemoryStorage());
  if (options.stored) decks.write(ALICE.key, storedLayout(true, options.stored));
  const alice = fakeServices({ me: '1', api: options.api ?? {} });
  const bob = fakeServices({ me: '7', server: BOB.server, api: {} });
  const accounts = options.signedIn ?? [ALICE, BOB];
  const current = options.current ?? ALICE;
  const own = current.key === BOB.key ? bob : alice;
  const byKey = new Map([
    [ALICE.key, alice],
    [BOB.key, bob],
  ]);
  const services: AppServices = {
    ...own,
    layout: 'multi-column',
    session: {
      ...own.session,
      current,
      accounts,
      servicesOf: (key) => (accounts.some((a) => a.key === key) ? (byKey.get(key) ?? null) : null),
    },
  };
  mounted = mount(
    services,
    <DeckStorageProvider value={decks}>
      <Deck owner={current.key} routed={null} />
    </DeckStorageProvider>,
  );
  return { container: mounted.container, services, decks, alice, bob };
}

export const columnsOf = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.deck__columns > .deck-column[data-column-id]'),
];
export const labels = (container: HTMLElement) => columnsOf(container).map((c) => c.getAttribute('aria-label'));
export const announced = (container: HTMLElement) =>
  container.querySelector('[role="status"].visually-hidden')?.textContent;

/** A button's name: its label, else its text without the parts hidden from assistive technologies. */
export function nameOf(button: HTMLElement): string {
  const label = button.getAttribute('aria-label');
  if (label !== null) return label;
  const copy = button.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

export function control(container: HTMLElement, name: string): HTMLButtonElement {
  const button = [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => nameOf(b) === name);
  if (!button) throw new Error(`no control "${name}"`);
  return button;
}

/** What Enter or Space does on a focused button: it is pressed where the focus is. */
export function press(button: HTMLElement): void {
  act(() => {
    button.focus();
    button.click();
  });
}
