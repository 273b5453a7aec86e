// @vitest-environment jsdom
/**
 * The deck's columns as the reader meets them: moving and resizing columns from their headers (the focus staying
 * on the control used, each change announced), removing, the layout kept across a remount, screens reached by
 * their address getting their id, a deleted (or 404) list taking its column away, a column of another signed-in
 * account reading that account's services, and no axe violations. Screens other parts own are probes.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DECK_COLUMN_MAX_WIDTH,
  DECK_COLUMN_MIN_WIDTH,
  defaultColumns,
  makeColumn,
  storedLayout,
} from '../../../src/machines/deck-columns-rules';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importLists } from '../../../src/services/store/collection-importers';
import { expectNoAxeViolations, settle } from '../timelines/support/fake-app-services';
import { BOB } from './deck-fixture';
import { ALICE, announced, closeDeck, columnsOf, control, labels, openDeck as open, press, seen } from './deck-fixture';
import { until } from '../../support/wait-for-state';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('./deck-fixture')).TimelineProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', () => ({ default: () => <section data-screen="compose" /> }));
vi.mock('../../../src/views/notifications/NotificationsScreen', () => ({
  default: () => <section data-screen="notifications" />,
}));
vi.mock('../../../src/views/circles/CirclePostsScreen', async () => {
  const { IdProbe } = await import('./deck-fixture');
  return { default: () => <IdProbe screen="circle" /> };
});
vi.mock('../../../src/views/bookmark-categories/BookmarkCategoryScreen', async () => {
  const { IdProbe } = await import('./deck-fixture');
  return { default: () => <IdProbe screen="category" /> };
});

afterEach(() => {
  closeDeck();
  document.body.innerHTML = '';
});

describe('the deck’s columns', () => {
  it('start as the default layout: New post, Home, Notifications, each header naming its account', async () => {
    const { container } = open();
    expect(labels(container)).toEqual(['New post', 'Home', 'Notifications']);
    const header = columnsOf(container)[1]!.querySelector('[role="group"]')!;
    expect(header.getAttribute('aria-label')).toBe('Home column, @alice@social.example');
    expect(header.textContent).toContain('@alice@social.example');
    await until(() => container.querySelector('[data-timeline="home"]'), 'the home timeline');
    // every column can take the focus (the number keys focus the Nth column)
    expect(columnsOf(container).every((c) => c.tabIndex === -1)).toBe(true);
  });

  it('move by keyboard: the focus stays on the button used and the new position is announced', async () => {
    const { container, decks } = open();
    const right = control(container, 'Move Home column right');
    press(right);
    expect(labels(container)).toEqual(['New post', 'Notifications', 'Home']);
    expect(document.activeElement).toBe(right);
    expect(announced(container)).toBe('Home column moved to position 3 of 3.');
    // at the end it cannot go further: it says so and stays where it is, the focus too
    expect(right.getAttribute('aria-disabled')).toBe('true');
    press(right);
    expect(labels(container)).toEqual(['New post', 'Notifications', 'Home']);
    expect(document.activeElement).toBe(right);
    const left = control(container, 'Move Home column left');
    press(left);
    expect(labels(container)).toEqual(['New post', 'Home', 'Notifications']);
    expect(document.activeElement).toBe(left);
    expect(announced(container)).toBe('Home column moved to position 2 of 3.');
    expect(decks.read(ALICE.key)).toMatchObject({ saved: true });
    await settle();
  });

  it('resize: narrower and wider by steps within the minimum and maximum width, announced', async () => {
    const { container } = open();
    const home = () => columnsOf(container)[1]!;
    const wider = control(container, 'Make Home column wider');
    for (let i = 0; i < 10; i += 1) press(wider);
    expect(home().style.width).toBe(`${DECK_COLUMN_MAX_WIDTH}px`);
    expect(wider.getAttribute('aria-disabled')).toBe('true');
    expect(announced(container)).toBe(`Home column made wider: ${DECK_COLUMN_MAX_WIDTH} pixels.`);
    const narrower = control(container, 'Make Home column narrower');
    for (let i = 0; i < 10; i += 1) press(narrower);
    expect(home().style.width).toBe(`${DECK_COLUMN_MIN_WIDTH}px`);
    expect(narrower.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(narrower);
    await settle();
  });

  it('the order and widths are kept across a remount; the default columns come back on request', async () => {
    const first = open();
    press(control(first.container, 'Move Notifications column left'));
    press(control(first.container, 'Make New post column wider'));
    closeDeck();
    const again = open({ decks: first.decks });
    expect(labels(again.container)).toEqual(['New post', 'Notifications', 'Home']);
    expect(columnsOf(again.container)[0]!.style.width).toBe('420px');
    press(control(again.container, 'Default columns'));
    expect(labels(again.container)).toEqual(['New post', 'Home', 'Notifications']);
    expect(again.decks.read(ALICE.key)).toEqual(storedLayout(false, defaultColumns(ALICE.key)));
    expect(announced(again.container)).toBe('Default columns restored: 3 columns.');
    await settle();
  });

  it('remove: the column goes, the focus moves to the column now in its place', async () => {
    const { container } = open();
    press(control(container, 'Remove Home column'));
    expect(labels(container)).toEqual(['New post', 'Notifications']);
    expect(document.activeElement).toBe(columnsOf(container)[1]);
    expect(announced(container)).toBe('Home column removed. 2 columns left.');
    await settle();
  });
});

describe('what a column shows', () => {
  it('a circle’s or a bookmark category’s screen gets its id as at its own address', async () => {
    const { container } = open({
      stored: [
        makeColumn(ALICE.key, { type: 'CIRCLE', params: { id: 'c/1' } }),
        makeColumn(ALICE.key, { type: 'BOOKMARKS_EX', params: { categoryId: '42' } }),
      ],
    });
    const circle = await until(() => container.querySelector<HTMLElement>('[data-screen="circle"]'), 'the circle');
    expect(circle.dataset.id).toBe('c/1');
    const category = await until(
      () => container.querySelector<HTMLElement>('[data-screen="category"]'),
      'the bookmark category',
    );
    expect(category.dataset.id).toBe('42');
  });
});

describe('a column whose list is gone', () => {
  const friends = makeColumn(ALICE.key, { type: 'LIST', params: { id: '1' } });
  const stored = [...defaultColumns(ALICE.key), friends];

  it('goes when the list is deleted (its record leaves the store), saying why', async () => {
    const { container, services, decks } = open({
      stored,
      api: { lists: { get: async () => ({ id: '1', title: 'Friends' }) } },
    });
    await until(() => container.querySelector('[data-timeline="list:1"]'), 'the list timeline');
    expect(labels(container).at(-1)).toBe('List: Friends');
    importLists(services.store, [{ id: '1', title: 'Friends' }]);
    act(() => {
      services.store.remove('lists', '1');
    });
    expect(labels(container)).toEqual(['New post', 'Home', 'Notifications']);
    expect(announced(container)).toBe('A list was deleted, and its column removed.');
    expect(decks.read(ALICE.key)).toEqual(storedLayout(true, defaultColumns(ALICE.key)));
  });

  it('goes when its fetch answers 404, though it was never in the store', async () => {
    const notFound = new ApiError({ kind: 'response', status: 404, message: '404' });
    const { container } = open({
      stored,
      api: {
        lists: {
          get: async () => {
            throw notFound;
          },
        },
      },
    });
    await until(() => (labels(container).length === 3 ? true : null), 'the list column to go');
    expect(announced(container)).toBe('A list was deleted, and its column removed.');
  });
});

describe("a hashtag column's more tags", () => {
  it('change the column in place: it shows the new timeline, is kept so, announced, and keeps the focus', async () => {
    const cats = makeColumn(ALICE.key, { type: 'HASHTAG', params: { tag: 'cats', local: false } }, 420);
    const { container, decks } = open({ stored: [...defaultColumns(ALICE.key), cats] });
    const button = await until(
      () => columnsOf(container).at(-1)!.querySelector<HTMLButtonElement>('button.timeline-settings-toggle'),
      'the hashtag column',
    );
    press(button);
    const column = await until(
      () => columnsOf(container).find((c) => c.querySelector('[data-timeline="hashtag:cats:any=dogs"]')),
      'the column with the new tags',
    );
    expect(columnsOf(container).indexOf(column)).toBe(3);
    expect(column.style.width).toBe('420px');
    // named with its more tags, told apart from another #cats column
    expect(column.getAttribute('aria-label')).toBe('#cats or #dogs');
    expect(announced(container)).toBe('#cats or #dogs column now shows the tags chosen.');
    expect(decks.read(ALICE.key)).toMatchObject({
      saved: true,
      columns: expect.arrayContaining([
        expect.objectContaining({
          type: 'HASHTAG',
          params: { tag: 'cats', local: false, any: ['dogs'], all: [], none: [] },
        }),
      ]),
    });
    expect(column.contains(document.activeElement)).toBe(true);
    await settle();
  });
});

describe('a column of another account', () => {
  it('reads that account’s services and names its account and server', async () => {
    const tag = makeColumn(BOB.key, { type: 'HASHTAG', params: { tag: 'cats', local: false } });
    const { container } = open({ stored: [...defaultColumns(ALICE.key), tag] });
    const column = columnsOf(container).at(-1)!;
    // named with its account, so it is told apart from the deck's own columns
    expect(column.getAttribute('aria-label')).toBe('#cats (@bob@other.example)');
    expect(column.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(
      '#cats (@bob@other.example) column, @bob@other.example',
    );
    await until(() => seen.get('hashtag:cats'), 'the hashtag timeline');
    expect(seen.get('hashtag:cats')).toMatchObject({ me: '7', server: BOB.server });
    await until(() => seen.get('home'), 'the home timeline');
    expect(seen.get('home')).toMatchObject({ me: '1', server: ALICE.server });
    await expectNoAxeViolations(container);
  });

  it('once that account is signed out, says so and can still be removed', async () => {
    const tag = makeColumn(BOB.key, { type: 'HASHTAG', params: { tag: 'cats', local: false } });
    const { container } = open({ stored: [...defaultColumns(ALICE.key), tag], signedIn: [ALICE] });
    const column = columnsOf(container).at(-1)!;
    expect(column.textContent).toContain('no longer signed in');
    expect(column.textContent).toContain('other.example');
    press(control(container, 'Remove #cats (other.example) column'));
    expect(labels(container)).toEqual(['New post', 'Home', 'Notifications']);
    await settle();
  });
});
