// @vitest-environment jsdom
/**
 * The announcements panel against the simulated server (requests and answers contract-checked), with the server's
 * streamed events fed to the client as its socket would: collapsed until asked, the unread count on the toggle,
 * expanded it shows the newest first with N of M paging (buttons and arrow keys) and marks what it shows read,
 * reactions as toggle buttons (custom emoji as images named :shortcode:), new, edited and withdrawn announcements
 * and streamed counts arriving live, and the expanded state remembered for the account. No axe violation.
 */
import { getResponse } from 'msw';
import { act } from 'react';
import type { CompactEmoji } from 'emojibase';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerFromToken } from '../../../sandbox/kernel/context';
import { handleStreamMessage } from '../../../src/services/streaming/stream-messages';
import AnnouncementsPanel from '../../../src/views/announcements/AnnouncementsPanel';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { RecordingSocket } from '../sandbox/runtime/fixtures';
import { appears, click, must } from '../status/status-harness';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

// the picker's Unicode data is a small set here: the full emojibase file, transformed on first use, took longer
// than a test's bound on a loaded machine (the custom emoji the test picks come from the server)
const UNICODE: CompactEmoji[] = [
  { group: 0, hexcode: '1F600', label: 'grinning face', order: 1, tags: ['face', 'grin'], unicode: '😀' },
];
vi.mock('../../../src/services/emoji/unicode-emoji', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/services/emoji/unicode-emoji')>();
  return { ...original, loadUnicodeEmojis: async () => original.groupUnicodeEmojis(UNICODE) };
});

const contract = useContractSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
  // the code a page downloads when the picker first opens is fetched here, outside any test's bound
  await import('../../../src/views/emoji/EmojiPickerDialog');
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** Mounts the panel for alice, with the sandbox's `user` stream for her fed into the client's store. */
async function show(): Promise<{ container: HTMLElement; services: FakeServices; socket: RecordingSocket }> {
  const services = fakeServices({ me: alice.accountId, realApi: alice.api });
  const socket = new RecordingSocket();
  const send = socket.send.bind(socket);
  socket.send = (text: string) => {
    send(text);
    const message = JSON.parse(text) as { stream?: unknown; event?: string; payload?: unknown };
    const event = message.event;
    if (typeof event !== 'string') return;
    act(() =>
      handleStreamMessage(
        {
          store: services.store,
          listenersOf: () => [],
          onStatusDeleted: () => {},
          refreshFilters: () => {},
          reportError: (error) => {
            throw error;
          },
        },
        { stream: message.stream, event, payload: message.payload },
      ),
    );
  };
  contract.sandbox.hub.connect(socket, viewerFromToken(contract.sandbox.db, alice.token), { stream: 'user' });
  mounted = mount(services, <AnnouncementsPanel />);
  const container = mounted.container;
  await appears(() => container.querySelector('.announcements__toggle'), 'the announcements toggle');
  return { container, services, socket };
}

async function admin(path: string, body?: unknown): Promise<any> {
  const request = new Request(`${contract.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  // the streamed events and what they start (marking read) settle inside act
  let answer: unknown;
  await act(async () => {
    const response = await getResponse(contract.sandbox.httpHandlers, request);
    answer = await response!.json();
  });
  return answer;
}

const toggle = (root: ParentNode) => must(root.querySelector<HTMLButtonElement>('.announcements__toggle'));
const body = (root: ParentNode) => must(root.querySelector<HTMLElement>('.announcements__body'));
const place = (root: ParentNode) => root.querySelector('.announcements__place')?.textContent ?? null;
const button = (root: ParentNode, label: string) =>
  must(
    [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === label),
    label,
  );
/** the announcements the server lists */
const serverIds = () =>
  [...contract.sandbox.db.announcements.values()].filter(
    (a) =>
      Date.parse(a.published_at) <= contract.sandbox.db.now() &&
      (a.ends_at === null || Date.parse(a.ends_at) > contract.sandbox.db.now()),
  );
const unreadOnServer = () => serverIds().filter((a) => !a.read_by.has(alice.accountId)).length;

describe('AnnouncementsPanel with the sandbox', () => {
  it('starts collapsed with the unread count on the toggle; expanded, it shows the newest and marks it read', async () => {
    const unreadBefore = unreadOnServer();
    expect(unreadBefore).toBeGreaterThan(0);
    const { container } = await show();
    const button_ = toggle(container);
    expect(button_.getAttribute('aria-expanded')).toBe('false');
    expect(button_.textContent).toContain(`${unreadBefore} unread`);
    expect(body(container).hidden).toBe(true);
    await expectNoAxeViolations(container);

    click(button_);
    expect(button_.getAttribute('aria-expanded')).toBe('true');
    expect(body(container).hidden).toBe(false);
    expect(place(container)).toBe(`1 of ${serverIds().length}`);
    // the newest (the seeded maintenance, starting soon) is unread: shown, it is read on the server too
    expect(body(container).textContent).toContain('Scheduled maintenance');
    await appears(() => (unreadOnServer() === unreadBefore - 1 ? body(container) : null), 'the server marks it read');
    expect(toggle(container).textContent).toContain(unreadBefore > 1 ? `${unreadBefore - 1} unread` : 'Announcements');
    await expectNoAxeViolations(container);
  });

  it('pages with the buttons (wrapping round) and the arrow keys, marking each one shown read', async () => {
    localStorage.clear();
    const { container } = await show();
    click(toggle(container));
    const total = serverIds().length;
    click(button(container, 'Next announcement'));
    expect(place(container)).toBe(`2 of ${total}`);
    click(button(container, 'Previous announcement'));
    click(button(container, 'Previous announcement'));
    expect(place(container)).toBe(`${total} of ${total}`);
    act(() => {
      button(container, 'Next announcement').dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
      );
    });
    expect(place(container)).toBe(`1 of ${total}`);
    await appears(
      () => (serverIds().every((a) => a.read_by.has(alice.accountId)) ? container : null),
      'every announcement shown is read on the server',
    );
    expect(toggle(container).textContent).not.toContain('unread');
  });

  it('shows reactions as toggle buttons (custom emoji as :name: images) and reacts, the server agreeing', async () => {
    localStorage.clear();
    const { container } = await show();
    click(toggle(container));
    // the page holding a custom emoji reaction
    const withCustom = () => body(container).querySelector('.announcement__reaction img[alt^=":"]');
    for (let i = 0; i < serverIds().length && !withCustom(); i += 1) click(button(container, 'Next announcement'));
    const image = must(withCustom(), 'a custom emoji reaction');
    const name = image.getAttribute('alt')!.slice(1, -1);
    const reaction = must(image.closest('button'));
    const open = serverIds().find((a) => a.reactions.has(name))!;
    const before = open.reactions.get(name)!.size;
    const mine = open.reactions.get(name)!.has(alice.accountId);
    expect(reaction.getAttribute('aria-pressed')).toBe(String(mine));
    expect(reaction.getAttribute('aria-label')).toBe(`:${name}:, ${before}`);
    click(reaction);
    expect(reaction.getAttribute('aria-pressed')).toBe(String(!mine));
    expect(reaction.getAttribute('aria-label')).toBe(`:${name}:, ${mine ? before - 1 : before + 1}`);
    await appears(
      () => (open.reactions.get(name)?.has(alice.accountId) === !mine ? container : null),
      'the server has the reaction',
    );
    expect(button(container, 'Add reaction')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('follows the stream: a new announcement joins in its place, counts from others change, a withdrawn one goes', async () => {
    localStorage.clear();
    const { container } = await show();
    const total = serverIds().length;
    const unread = unreadOnServer();
    const published = await admin('/_sandbox/announcements', { content: 'Live from the sandbox' });
    const id = published.announcement.id as string;
    expect(toggle(container).textContent).toContain(`${unread + 1} unread`);
    click(toggle(container));
    expect(place(container)).toBe(`1 of ${total + 1}`);
    // in its place by time: after the maintenance starting soon, before those already running
    click(button(container, 'Next announcement'));
    expect(place(container)).toBe(`2 of ${total + 1}`);
    expect(body(container).textContent).toContain('Live from the sandbox');

    await admin(`/_sandbox/announcements/${id}/react`, { as: 'bob', name: '🎉' });
    expect(button(container, '🎉, 1').getAttribute('aria-pressed')).toBe('false');

    await admin('/_sandbox/announcements', { id, content: 'Live, edited' });
    expect(body(container).textContent).toContain('Live, edited');
    // the edit streams no reader's part: the reaction still shows bob's count and not as alice's
    expect(button(container, '🎉, 1').getAttribute('aria-pressed')).toBe('false');

    await admin(`/_sandbox/announcements/${id}/withdraw`);
    // the one at the same place opens instead
    expect(place(container)).toBe(`2 of ${total}`);
    expect(body(container).textContent).not.toContain('Live, edited');
  });

  it('"Add reaction" opens the emoji picker; a pick reacts with that emoji, the server agreeing', async () => {
    localStorage.clear();
    const { container } = await show();
    click(toggle(container));
    click(button(container, 'Add reaction'));
    const search = await appears(
      () => document.body.querySelector<HTMLInputElement>('[role="dialog"] input[type="search"]'),
      'the emoji picker',
    );
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(search, 'blobfox');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await appears(
      () =>
        document.body.querySelector('[role="dialog"] [role="status"]')?.textContent?.includes('found') ? search : null,
      'the search results',
    );
    act(() => {
      search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    // a loaded machine may take longer than the usual bound; still well inside the test's own
    const reaction = await appears(
      () => body(container).querySelector('.announcement__reaction img[alt=":blobfox:"]')?.closest('button'),
      'the picked reaction',
      10_000,
    );
    expect(reaction.getAttribute('aria-pressed')).toBe('true');
    const open = serverIds().find((a) => a.content.includes('Scheduled maintenance'))!;
    await appears(() => (open.reactions.get('blobfox')?.has(alice.accountId) ? container : null), 'the server has it');
  });

  it('remembers the panel expanded for the account', async () => {
    localStorage.clear();
    const first = await show();
    click(toggle(first.container));
    mounted?.unmount();
    const again = await show();
    expect(toggle(again.container).getAttribute('aria-expanded')).toBe('true');
    click(toggle(again.container));
    mounted?.unmount();
    const third = await show();
    expect(toggle(third.container).getAttribute('aria-expanded')).toBe('false');
  });
});
