// @vitest-environment jsdom
/**
 * Links inside a deck column of another signed-in account, with Alice and Bob both signed in and Alice current:
 * a mention, a hashtag, the post's own link, the author, a router link and the post's keys (Enter on the post, the
 * p shortcut) in Bob's column switch the session to Bob first, then open the page, and say so politely; the same
 * in Alice's own column only navigate. After the switch the deck on show keeps its columns (Alice's deck, though
 * Bob is now current), and Alice's column then switches back to her; the account switcher's own switch shows Bob's
 * own deck. Screens other parts own are probes (deck-links-probe.tsx shows real posts).
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultColumns, makeColumn } from '../../../src/machines/deck-columns-rules';
import type { AppServices } from '../../../src/services/app-services/app-services';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { createDeckStorage, type DeckStorage } from '../../../src/services/deck/deck-storage';
import { isNotice } from '../../../src/services/alerts/alert-kinds';
import { openHotkeysListener, type HotkeysListener } from '../../../src/services/hotkeys/hotkeys-listener';
import { startHotkeysRuntime } from '../../../src/services/hotkeys/hotkeys-runtime';
import { importStatus } from '../../../src/services/store';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { ALICE, BOB, closeDeck, columnsOf, openDeck, type Opened } from './deck-fixture';
import { until } from '../../support/wait-for-state';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('./deck-links-probe')).PostProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', () => ({ default: () => <section data-screen="compose" /> }));
vi.mock('../../../src/views/notifications/NotificationsScreen', () => ({
  default: () => <section data-screen="notifications" />,
}));

const CATS = makeColumn(BOB.key, { type: 'HASHTAG', params: { tag: 'cats', local: false } });
const STORED = [...defaultColumns(ALICE.key), CATS];

/** Bob's post 55 (by carol on a third server, mentioning user3 and tagging #cats); Alice's post 56. */
function bobsPost(): Record<string, unknown> {
  return rawStatus('55', {
    account: rawAccount('3', { username: 'carol', acct: 'carol@third.example' }),
    content:
      '<p><a href="https://remote.example/@user4" class="u-url mention">@<span>user4</span></a> hi ' +
      '<a href="https://remote.example/tags/cats" class="mention hashtag" rel="tag">#<span>cats</span></a></p>',
    mentions: [{ id: '4', username: 'user4', acct: 'user4@remote.example', url: 'https://remote.example/@user4' }],
    tags: [{ name: 'cats', url: 'https://remote.example/tags/cats' }],
  });
}

const alicesPost = () => rawStatus('56', { account: rawAccount('1', { acct: 'alice' }) });

let loader: HotkeysListener | null = null;

/** Alice's deck with Bob's #cats column, both posts in their accounts' stores, the keyboard shortcuts listening. */
async function openMixedDeck(decks: DeckStorage = createDeckStorage(createMemoryStorage())): Promise<Opened> {
  const opened = openDeck({ stored: STORED, decks });
  act(() => {
    importStatus(opened.bob.store, bobsPost());
    importStatus(opened.alice.store, alicesPost());
  });
  const services: AppServices = opened.services;
  loader = openHotkeysListener({
    target: document,
    deps: { document, services: () => services, back: vi.fn(), openHelp: vi.fn(), decks },
    downloaded: startHotkeysRuntime,
    whenIdle: () => new Promise<void>(() => {}),
  });
  await until(() => postIn(opened, BOB.key), 'Bob’s post');
  await until(() => postIn(opened, ALICE.key), 'Alice’s post');
  return opened;
}

function columnOf(opened: Opened, account: string): HTMLElement {
  const column = columnsOf(opened.container).find(
    (c) => c.dataset.columnAccount === account && c.querySelector('article'),
  );
  if (column === undefined) throw new Error(`no column of ${account} with a post`);
  return column;
}

function postIn(opened: Opened, account: string): HTMLElement | null {
  return (
    columnsOf(opened.container)
      .filter((c) => c.dataset.columnAccount === account)
      .map((c) => c.querySelector<HTMLElement>('article[data-status-id]'))
      .find((a) => a !== null) ?? null
  );
}

function click(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

function key(target: HTMLElement, name: string): void {
  act(() => target.focus());
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
}

/** What happened, in order: each switch and each navigation. */
function steps({ services }: Opened): string[] {
  const switched = vi.mocked(services.session.switchAccount).mock;
  const navigated = vi.mocked(services.navigate).mock;
  return [
    ...switched.calls.map(([account], i) => ({ at: switched.invocationCallOrder[i]!, step: `switch ${account}` })),
    ...navigated.calls.map(([path], i) => ({ at: navigated.invocationCallOrder[i]!, step: `open ${path}` })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((s) => s.step);
}

beforeAll(async () => {
  // a focused post warms its actions' code; have it loaded before the test environment goes
  await import('../../../src/services/status-actions/status-action-requests');
  await import('../../../src/services/status-actions/status-action-runner');
});

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  loader?.stop();
  loader = null;
  closeDeck();
  document.body.innerHTML = '';
});

describe('a link in a column of another signed-in account', () => {
  it('a mention switches to that account, then opens the profile, and the switch is said politely', async () => {
    const opened = await openMixedDeck();
    click(columnOf(opened, BOB.key).querySelector('a.mention:not(.hashtag)'));
    expect(steps(opened)).toEqual([`switch ${BOB.key}`, 'open /@user4@remote.example']);
    const said = opened.services.alerts.getSnapshot();
    expect(said).toHaveLength(1);
    expect(isNotice(said[0]!)).toBe(true);
    expect(said[0]!.message.values).toEqual({ acct: '@bob@other.example' });
  });

  it('so do the hashtag, the post’s own link, its author and a router link', async () => {
    const opened = await openMixedDeck();
    const column = columnOf(opened, BOB.key);
    click(column.querySelector('a.hashtag'));
    click(column.querySelector('a.status__time'));
    click(column.querySelector('a.status__author'));
    click([...column.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Requests')));
    expect(steps(opened)).toEqual([
      `switch ${BOB.key}`,
      'open /tags/cats',
      `switch ${BOB.key}`,
      'open /@carol@third.example/55',
      `switch ${BOB.key}`,
      'open /@carol@third.example',
      `switch ${BOB.key}`,
      'open /notifications/requests',
    ]);
  });

  it('a click on the post beside its controls, Enter on the focused post and the p key do the same', async () => {
    const opened = await openMixedDeck();
    click(columnOf(opened, BOB.key).querySelector('.status__main p'));
    key(postIn(opened, BOB.key)!, 'Enter');
    key(postIn(opened, BOB.key)!, 'p');
    expect(steps(opened)).toEqual([
      `switch ${BOB.key}`,
      'open /@carol@third.example/55',
      `switch ${BOB.key}`,
      'open /@carol@third.example/55',
      `switch ${BOB.key}`,
      'open /@carol@third.example',
    ]);
    await expectNoAxeViolations(opened.container);
  });

  it('a modified click (new tab) is the browser’s: nothing switches', async () => {
    const opened = await openMixedDeck();
    const link = columnOf(opened, BOB.key).querySelector<HTMLAnchorElement>('a.hashtag')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    // what the page left to the browser, read last (jsdom cannot open a new tab: it is stopped there)
    let leftToBrowser = false;
    const last = (seen: Event) => {
      leftToBrowser = !seen.defaultPrevented;
      seen.preventDefault();
    };
    window.addEventListener('click', last, { once: true });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(leftToBrowser).toBe(true);
    expect(steps(opened)).toEqual([]);
  });
});

describe('a link in a column of the current account', () => {
  it('only navigates: no switch, nothing said', async () => {
    const opened = await openMixedDeck();
    const column = columnOf(opened, ALICE.key);
    click(column.querySelector('a.status__time'));
    key(postIn(opened, ALICE.key)!, 'p');
    expect(steps(opened)).toEqual(['open /@alice/56', 'open /@alice']);
    expect(opened.services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('the deck after a column’s link switched accounts', () => {
  it('keeps its columns while Bob is current; Alice’s columns then switch back to her', async () => {
    const decks = createDeckStorage(createMemoryStorage());
    const first = await openMixedDeck(decks);
    const ids = columnsOf(first.container).map((c) => c.dataset.columnId);
    click(columnOf(first, BOB.key).querySelector('a.hashtag'));
    // the page remounts as Bob (the root layout keys the shell by the current account)
    loader?.stop();
    closeDeck();
    const again = openDeck({ decks, current: BOB });
    expect(columnsOf(again.container).map((c) => c.dataset.columnId)).toEqual(ids);
    // each column still names its own account: now Alice's are the other account's
    expect(columnsOf(again.container)[1]!.getAttribute('aria-label')).toBe('Home (@alice@social.example)');
    expect(columnsOf(again.container).at(-1)!.getAttribute('aria-label')).toBe('#cats');
    // Bob's own deck is left as it was
    expect(decks.read(BOB.key)).toBeNull();
    act(() => {
      importStatus(again.alice.store, alicesPost());
    });
    await until(() => postIn(again, ALICE.key), 'Alice’s post');
    click(columnOf(again, ALICE.key).querySelector('a.status__time'));
    expect(steps(again)).toEqual([`switch ${ALICE.key}`, 'open /@alice/56']);
    expect(again.services.alerts.getSnapshot()[0]!.message.values).toEqual({ acct: '@alice@social.example' });
  });

  it('switched by the account switcher instead, Bob’s own deck shows, and the kept deck is forgotten', async () => {
    const decks = createDeckStorage(createMemoryStorage());
    decks.keep({ deck: ALICE.key, current: ALICE.key });
    const opened = openDeck({ decks, current: BOB, stored: STORED });
    // Bob's own (default) deck: his New post, Home and Notifications
    expect(columnsOf(opened.container).map((c) => c.dataset.columnAccount)).toEqual([BOB.key, BOB.key, BOB.key]);
    await until(() => (decks.kept() === null ? true : null), 'the kept deck to be forgotten');
  });
});
