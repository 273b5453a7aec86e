// @vitest-environment jsdom
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { ApiError } from '../../../src/domain/errors/api-error';
import { statusUiOf } from '../../../src/services/status/status-ui-store';
import { Status } from '../../../src/views/status/Status';
import { stubApi } from '../timelines/support/fake-app-services';
import { rawAccount, rawStatus } from './status-fixtures';
import { appears, click, createHarness, must, type Harness } from './status-harness';
import { waitForState } from '../../support/wait-for-state';

let h: Harness;
afterEach(() => h.unmount());

const unavailable = () =>
  new ApiError({ kind: 'response', message: 'Service Unavailable', status: 503, statusText: 'Service Unavailable' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function button(label: string): HTMLButtonElement {
  const found = [...h.container.querySelectorAll<HTMLButtonElement>('.status__actions button')].find(
    (b) => b.querySelector('.visually-hidden')?.textContent === label,
  );
  return must(found, `${label} button`);
}

/** Lets lazy modules, promises and React settle. */
async function settle(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function withApi(statuses: Record<string, (...args: never[]) => unknown>, me = '99'): Harness {
  const api = stubApi({
    statuses,
    instance: { get: async () => ({ configuration: { translation: { enabled: true } }, fedibird_capabilities: [] }) },
  } as never) as Api;
  return createHarness({ me, api });
}

function press(target: Element, key: string, init: KeyboardEventInit = {}): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

describe('acting on a post (signed in)', () => {
  it('favourite shows at once, then reverts visibly with the alert when the server fails', async () => {
    const call = deferred<unknown>();
    h = withApi({ favourite: () => call.promise });
    h.importRaw(rawStatus('1', { favourites_count: 2 }));
    h.render(<Status statusId="1" />);
    click(button('Favourite'));
    await waitForState(() => expect(button('Favourite').getAttribute('aria-pressed')).toBe('true'));
    expect(button('Favourite').textContent).toBe('Favourite3');
    await act(async () => {
      call.reject(unavailable());
      await call.promise.catch(() => {});
    });
    await settle();
    expect(button('Favourite').getAttribute('aria-pressed')).toBe('false');
    expect(button('Favourite').textContent).toBe('Favourite2');
    expect(h.services.alerts.getSnapshot()).toHaveLength(1);
  });

  it("bookmark and unbookmark go through the runner and keep the server's answer", async () => {
    const bookmark = vi.fn(async () => rawStatus('1', { bookmarked: true }));
    h = withApi({ bookmark });
    h.importRaw(rawStatus('1'));
    h.render(<Status statusId="1" />);
    click(button('Bookmark'));
    await settle();
    expect(bookmark).toHaveBeenCalledWith('1');
    expect(button('Bookmark').getAttribute('aria-pressed')).toBe('true');
  });

  it('boost opens the BOOST modal with an audience choice; Shift+click boosts at once; un-boost acts at once', async () => {
    const reblog = vi.fn(async (id: string) =>
      rawStatus('900', { account: rawAccount('99'), reblog: rawStatus(id, { reblogged: true, reblogs_count: 1 }) }),
    );
    const unreblog = vi.fn(async (id: string) => rawStatus(id, { reblogged: false }));
    h = withApi({ reblog, unreblog });
    h.importRaw(rawStatus('1'), rawStatus('2'));
    h.render(
      <>
        <Status statusId="1" />
        <Status statusId="2" />
      </>,
    );
    click(button('Boost'));
    const dialog = await appears(() => document.querySelector('[role="dialog"]'), 'boost dialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Boost this post?');
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['public', 'unlisted', 'private']);
    expect(reblog).not.toHaveBeenCalled();
    click(radios[1]);
    click(must([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Boost')));
    await settle();
    expect(reblog).toHaveBeenCalledWith('1', 'unlisted');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(button('Boost').getAttribute('aria-pressed')).toBe('true');

    // un-boosting: no modal
    click(button('Boost'));
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(unreblog).toHaveBeenCalledWith('1');

    // Shift+click on the second post boosts at once
    const second = must(h.container.querySelectorAll('article')[1]);
    const boostTwo = must([...second.querySelectorAll<HTMLButtonElement>('.status-action--reblog')][0]);
    click(boostTwo, { shiftKey: true });
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(reblog).toHaveBeenLastCalledWith('2', undefined);
  });

  it('keys on the focused post: f favourites, x toggles the warning, r/m/q open compose, b opens the boost modal', async () => {
    const favourite = vi.fn(async () => rawStatus('1', { favourited: true, favourites_count: 1, spoiler_text: 'cw' }));
    h = withApi({ favourite });
    h.importRaw(rawStatus('1', { spoiler_text: 'cw' }));
    h.render(<Status statusId="1" />);
    const article = must(h.container.querySelector('article'));
    press(article, 'x');
    expect(statusUiOf(h.store).get('1').contentRevealed).toBe(true);
    press(article, 'f');
    await settle();
    expect(favourite).toHaveBeenCalledWith('1');
    press(article, 'r');
    expect(h.navigate).toHaveBeenLastCalledWith('/publish', { state: { compose: { type: 'reply', statusId: '1' } } });
    press(article, 'm');
    expect(h.navigate).toHaveBeenLastCalledWith('/publish', {
      state: { compose: { type: 'mention', acct: 'user1@remote.example' } },
    });
    press(article, 'q');
    expect(h.navigate).toHaveBeenLastCalledWith('/publish', { state: { compose: { type: 'quote', statusId: '1' } } });
    press(article, 'b');
    await appears(() => document.querySelector('[role="dialog"]'), 'boost dialog');
    // keys pressed on a control inside the post are the control's own
    press(button('Bookmark'), 'f');
    expect(favourite).toHaveBeenCalledTimes(1);
  });
});

describe('the More menu', () => {
  // the menu is portalled to the end of the document, next to the "More" button on screen
  async function openMenu(): Promise<HTMLElement> {
    click(button('More'));
    return appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
  }
  const items = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];

  it('is a menu button with roving focus; Escape closes it and focus returns', async () => {
    h = withApi({});
    h.importRaw(rawStatus('1', { account: rawAccount('1', { acct: 'alice' }), language: 'en' }));
    h.render(<Status statusId="1" />);
    const more = button('More');
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const menu = await openMenu();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const entries = items(menu);
    expect(entries.map((e) => e.textContent)).toEqual([
      'Copy link to post',
      'Open original page',
      'Add a reaction…',
      'Bookmark categories…',
      'Mention @alice',
      'Privately mention @alice',
      'Filter this post…',
      'Report @alice',
      'Who boosted',
      'Who favourited',
      'Who reacted',
      'Quotes',
      'Who mentioned',
      'References',
      'Mute @alice',
      'Block @alice',
    ]);
    // the first entry takes the focus (react-aria moves it there on the next frame)
    await appears(() => (document.activeElement === entries[0] ? entries[0] : null), 'focus on the first entry');
    expect(document.activeElement).toBe(entries[0]);
    expect(entries.filter((e) => e.tabIndex === 0)).toHaveLength(1);
    press(menu, 'ArrowDown');
    expect(document.activeElement).toBe(entries[1]);
    press(menu, 'ArrowUp');
    press(menu, 'ArrowUp');
    expect(document.activeElement).toBe(entries.at(-1));
    press(menu, 'Home');
    expect(document.activeElement).toBe(entries[0]);
    press(menu, 'Escape');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('offers own-post entries; delete asks first, then removes the post', async () => {
    const remove = vi.fn(async (id: string) => rawStatus(id, { text: 'src' }));
    h = withApi({
      delete: remove,
      pin: async (id: string) => rawStatus(id, { account: rawAccount('99'), pinned: true }),
    });
    h.importRaw(rawStatus('1', { account: rawAccount('99', { acct: 'me' }), visibility: 'public' }));
    h.render(<Status statusId="1" />);
    let menu = await openMenu();
    const labels = items(menu).map((e) => e.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Mute conversation', 'Pin on profile', 'Delete…', 'Delete & redraft…']),
    );
    expect(labels).not.toContain('Filter this post…');
    click(must(items(menu).find((e) => e.textContent === 'Pin on profile')));
    await settle();
    expect(h.store.get('statuses', '1')?.pinned).toBe(true);

    menu = await openMenu();
    click(must(items(menu).find((e) => e.textContent === 'Delete…')));
    const confirm = await appears(() => document.querySelector('[role="alertdialog"]'), 'confirmation');
    expect(remove).not.toHaveBeenCalled();
    click(must([...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Delete')));
    await settle();
    expect(remove).toHaveBeenCalledWith('1', true);
    expect(h.store.get('statuses', '1')).toBeUndefined();
    expect(h.container.querySelector('article')).toBeNull();
  });

  it('delete & redraft stores the draft and opens compose', async () => {
    sessionStorage.clear();
    h = withApi({ delete: async (id: string) => rawStatus(id, { text: 'the source' }) });
    h.importRaw(rawStatus('1', { account: rawAccount('99', { acct: 'me' }) }));
    h.render(<Status statusId="1" />);
    const menu = await openMenu();
    click(must(items(menu).find((e) => e.textContent === 'Delete & redraft…')));
    await appears(() => document.querySelector('[role="alertdialog"]'), 'confirmation');
    click(
      must(
        [...must(document.querySelector('[role="alertdialog"]')).querySelectorAll('button')].find(
          (b) => b.textContent === 'Delete & redraft',
        ),
      ),
    );
    await settle();
    expect(h.navigate).toHaveBeenCalledWith('/publish', { state: { compose: { type: 'redraft' } } });
    expect(JSON.parse(sessionStorage.getItem('tsubame:redraft:99') ?? '{}')).toMatchObject({ text: 'the source' });
  });

  it('translates a post in another language and shows it under the content with "Show original"', async () => {
    const translate = vi.fn(async () => ({
      content: '<p>Good morning</p>',
      spoiler_text: '',
      language: 'en',
      detected_source_language: 'ja',
      provider: 'Sandbox',
      media_attachments: [],
    }));
    h = withApi({ translate });
    h.importRaw(rawStatus('1', { language: 'ja', content: '<p>おはよう</p>' }));
    h.render(<Status statusId="1" />);
    const menu = await openMenu();
    click(must(items(menu).find((e) => e.textContent === 'Translate')));
    await settle();
    expect(translate).toHaveBeenCalledWith('1', 'en');
    // StatusTranslation loads lazily, the first time a translation is shown
    const translation = await appears(() => h.container.querySelector('.status__translation'), 'translation');
    expect(translation.querySelector('.status__content')?.textContent).toBe('Good morning');
    expect(h.container.querySelector('.status__content')?.textContent).toBe('おはよう');
    click(must(translation.querySelector('button')));
    expect(h.container.querySelector('.status__translation')).toBeNull();
  });

  it('navigates to the who-lists', async () => {
    h = withApi({});
    h.importRaw(rawStatus('1', { account: rawAccount('1', { acct: 'alice' }) }));
    h.render(<Status statusId="1" />);
    const menu = await openMenu();
    click(must(items(menu).find((e) => e.textContent === 'Who reacted')));
    expect(h.navigate).toHaveBeenCalledWith('/@alice/1/reactions');
  });

  it('offers revoking a quote of my post', async () => {
    const revokeQuote = vi.fn(async () => rawStatus('2', { quote: { state: 'revoked', quoted_status_id: '1' } }));
    h = withApi({ revokeQuote });
    h.importRaw(
      rawStatus('2', { quote: { state: 'accepted', quoted_status: rawStatus('1', { account: rawAccount('99') }) } }),
    );
    h.render(<Status statusId="2" />);
    const menu = await openMenu();
    click(must(items(menu).find((e) => e.textContent === 'Remove this quote of my post')));
    await settle();
    expect(revokeQuote).toHaveBeenCalledWith('1', '2');
    expect(h.store.get('statuses', '2')?.quote?.state).toBe('revoked');
  });
});

describe('quoted posts', () => {
  it("a 404 on the quoted post's fetch marks the parent's quote as deleted", async () => {
    const get = vi.fn(async () => {
      throw new ApiError({ kind: 'response', message: 'Not Found', status: 404, statusText: 'Not Found' });
    });
    h = withApi({ get });
    h.importRaw(rawStatus('2', { quote: { state: 'accepted', quoted_status_id: '1' } }));
    h.render(<Status statusId="2" />);
    // the fetch of a missing quoted post downloads with the first such quote
    await waitForState(() => expect(get).toHaveBeenCalledWith('1'));
    await settle();
    expect(h.store.get('statuses', '2')?.quote?.state).toBe('deleted');
    expect(h.container.querySelector('.status__quote-message')?.textContent).toBe('This post was deleted');
  });
});

describe('accessibility of the menu and the BOOST modal (axe-core)', () => {
  async function violations(root: Element): Promise<string[]> {
    const result = await axe.run(root, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('has no violations with the menu open, nor with the modal open', async () => {
    h = withApi({});
    h.importRaw(rawStatus('1', { account: rawAccount('99', { acct: 'me' }) }));
    h.render(<Status statusId="1" />);
    click(button('More'));
    await appears(() => document.querySelector('[role="menu"]'), 'menu');
    expect(await violations(document.body)).toEqual([]);
    press(must(document.querySelector('[role="menu"]')), 'Escape');
    click(button('Boost'));
    const dialog = await appears(() => document.querySelector('[role="dialog"]'), 'boost dialog');
    expect(await violations(dialog)).toEqual([]);
  });
});
