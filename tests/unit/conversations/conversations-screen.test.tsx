// @vitest-environment jsdom
/**
 * The direct messages screen against the simulated server (requests and answers contract-checked): rows
 * newest first with participants, excerpt, time and the unread dot, in the feed pattern (focusable
 * articles with their place, j / k between rows); Enter opens the last message's thread and marks it read;
 * the "More" menu marks read and deletes after a confirmation; and the empty state. No axe violation.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { statusPath } from '../../../src/services/routing/paths';
import ConversationsScreen from '../../../src/views/conversations/ConversationsScreen';
import { appears, click, must } from '../status/status-harness';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

const contract = useContractSandbox();
let alice: SignedIn;
let bob: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  [alice, bob] = (await Promise.all(['alice', 'bob'].map((username) => signIn(contract, { username })))) as [
    SignedIn,
    SignedIn,
  ];
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const articles = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-feed-item] > article')];
const rowIds = (root: ParentNode) =>
  [...root.querySelectorAll('[data-feed-item]')].map((el) => el.getAttribute('data-feed-item'));

/** The viewer's conversations as the simulated server holds them, newest last post first. */
function serverOrder(accountId: string): string[] {
  const db = contract.sandbox.db;
  return [...db.conversations.values()]
    .filter((c) => c.account_id === accountId && db.statuses.has(c.last_status_id))
    .sort((a, b) =>
      a.last_status_id.length !== b.last_status_id.length
        ? b.last_status_id.length - a.last_status_id.length
        : b.last_status_id.localeCompare(a.last_status_id),
    )
    .map((c) => c.id);
}

async function show(viewer: SignedIn): Promise<{ container: HTMLElement; services: FakeServices }> {
  const services = fakeServices({ me: viewer.accountId, realApi: viewer.api });
  mounted = mount(services, <ConversationsScreen />);
  const container = mounted.container;
  await appears(() => container.querySelector('[role="feed"], .data-note:not([role="status"])'), 'list');
  return { container, services };
}

function press(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('ConversationsScreen with the sandbox', () => {
  it('shows the conversations newest first, each an article with participants, excerpt, time and unread dot', async () => {
    const sent = await bob.api.statuses.create({ status: '@alice a secret plan', visibility: 'direct' });
    const { container } = await show(alice);
    expect(container.querySelector('h1')?.textContent).toBe('Direct messages');
    const shown = rowIds(container);
    expect(shown).toEqual(serverOrder(alice.accountId).slice(0, shown.length));
    const first = must(articles(container)[0]);
    expect(first.tabIndex).toBe(0);
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(first.getAttribute('aria-setsize')).toMatch(/^(-1|\d+)$/);
    expect(first.textContent).toContain('a secret plan');
    expect(first.textContent).toContain('Unread');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(sent.created_at);
    // the accessible name says it is unread, who it is with and what was said
    const label = (first.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(label).toContain('Unread');
    expect(label).toContain('a secret plan');
    expect(first.querySelector('button[aria-haspopup="menu"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('j and k move focus between rows; Enter opens the thread and marks the conversation read', async () => {
    const sent = await bob.api.statuses.create({ status: '@alice are you there?', visibility: 'direct' });
    const { container, services } = await show(alice);
    const [first, second] = articles(container);
    act(() => must(first).focus());
    press(must(first), 'j');
    expect(document.activeElement).toBe(second);
    press(must(second), 'k');
    expect(document.activeElement).toBe(first);

    const conversationId = must(container.querySelector('[data-feed-item]')).getAttribute('data-feed-item')!;
    expect(contract.sandbox.db.conversations.get(conversationId)?.unread).toBe(true);
    press(must(first), 'Enter');
    expect(services.navigate).toHaveBeenCalledWith(statusPath('bob', sent.id));
    // shown read at once, and the server agrees
    expect(must(articles(container)[0]).textContent).not.toContain('Unread');
    await appears(
      () => (contract.sandbox.db.conversations.get(conversationId)?.unread === false ? document.body : null),
      'the server marks it read',
    );
  });

  it('"More" marks a conversation read, and deletes it after the confirmation', async () => {
    await bob.api.statuses.create({ status: '@alice delete me later', visibility: 'direct' });
    const { container } = await show(alice);
    const conversationId = must(container.querySelector('[data-feed-item]')).getAttribute('data-feed-item')!;
    const more = () => must(articles(container)[0]?.querySelector<HTMLElement>('button[aria-haspopup="menu"]'));

    click(more());
    let menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
    const entries = () => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(entries().map((e) => e.textContent)).toEqual(['Mark as read', 'Delete conversation']);
    click(must(entries().find((e) => e.textContent === 'Mark as read')));
    await appears(
      () => (contract.sandbox.db.conversations.get(conversationId)?.unread === false ? document.body : null),
      'the server marks it read',
    );
    expect(document.querySelector('[role="menu"]')).toBeNull();

    click(more());
    menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
    // read now: only the deletion is offered
    expect(entries().map((e) => e.textContent)).toEqual(['Delete conversation']);
    click(must(entries()[0]));
    const confirm = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'confirmation');
    expect(menu.isConnected).toBe(false);
    const next = rowIds(container)[1];
    click(must([...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Delete')));
    expect(rowIds(container)).not.toContain(conversationId);
    // the focus goes to the row that followed, not to the page
    const focusedRow = () => document.activeElement?.closest('[data-feed-item]')?.getAttribute('data-feed-item');
    await appears(() => (focusedRow() === next ? document.body : null), 'focus on the next row');
    expect(focusedRow()).toBe(next);
    await appears(
      () => (contract.sandbox.db.conversations.has(conversationId) ? null : document.body),
      'the server deletes it',
    );
    expect(rowIds(container)).not.toContain(conversationId);
  });

  it('says there are no direct messages yet when there are none', async () => {
    const newbie = await signIn(contract, { username: 'newbie' });
    const db = contract.sandbox.db;
    for (const c of [...db.conversations.values()])
      if (c.account_id === newbie.accountId) await newbie.api.conversations.delete(c.id);
    const { container } = await show(newbie);
    expect(container.querySelector('[role="feed"]')).toBeNull();
    expect(container.textContent).toContain(
      'No direct messages yet. When you send or receive one, it will show up here.',
    );
    await expectNoAxeViolations(container);
  });
});
