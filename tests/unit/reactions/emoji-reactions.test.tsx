// @vitest-environment jsdom
/**
 * The reaction row: each reaction toggles the reader's own reaction through statusActions.run with the
 * emoji form the server expects (native character, local shortcode, shortcode@domain for a remote emoji);
 * signed out it prompts sign-in; on a server without kmyblue reactions the buttons are unavailable.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { importStatus, useStatus } from '../../../src/services/store';
import { EmojiReactions } from '../../../src/views/status/EmojiReactions';
import { useStatusAction } from '../../../src/views/status/status-actions';
import { rawStatus } from '../status/status-fixtures';
import { mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { KMYBLUE_INSTANCE, MASTODON_INSTANCE, servicesWithRunner, type SpiedServices } from './reaction-support';

const reactions = [
  { name: '👍', count: 3, account_ids: ['50', '51', '52'] },
  {
    name: 'blob',
    count: 2,
    account_ids: ['60', '61'],
    url: 'https://far.example/blob.gif',
    static_url: 'https://far.example/blob.png',
    domain: 'far.example',
  },
  {
    name: 'local',
    count: 1,
    account_ids: ['62'],
    url: 'https://home.example/local.png',
    static_url: 'https://home.example/local.png',
  },
  { name: '🎉', count: 1, account_ids: ['70'] },
];

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

let instanceReads = 0;

function setUp(me: string | null, instance: unknown = KMYBLUE_INSTANCE): SpiedServices {
  instanceReads = 0;
  const services = servicesWithRunner({
    me,
    api: {
      instance: {
        get: async () => {
          instanceReads += 1;
          return instance;
        },
      },
    },
  });
  importStatus(services.store, rawStatus('1', { emoji_reactions: reactions }));
  return services;
}

function buttons(): HTMLButtonElement[] {
  return [...(mounted?.container.querySelectorAll<HTMLButtonElement>('.status__reactions button') ?? [])];
}

/** The row as a post renders it: the status read from the store, optionally with the post's action handler. */
function Row({ withAct }: { withAct: boolean }) {
  const status = useStatus('1')!;
  const act = useStatusAction(status, undefined);
  return <EmojiReactions status={status} act={withAct ? act : undefined} />;
}

function renderRow(services: SpiedServices, withAct = false) {
  mounted = mount(services, <Row withAct={withAct} />);
}

/** The reader reaches the row (focus): it asks for the server's features. */
async function reach() {
  act(() => buttons()[0]!.focus());
  await settle();
}

describe('emoji reaction row', () => {
  it('adds a reaction with the native character, the local shortcode or shortcode@domain', async () => {
    const services = setUp('99');
    renderRow(services);
    await settle();
    const [thumbs, blob, local] = buttons();
    for (const button of [thumbs, blob, local]) act(() => button!.click());
    expect(services.run.mock.calls.map(([request]) => request)).toEqual([
      { type: 'react', statusId: '1', emoji: '👍' },
      { type: 'react', statusId: '1', emoji: 'blob@far.example' },
      { type: 'react', statusId: '1', emoji: 'local' },
    ]);
    expect(services.promptSignIn).not.toHaveBeenCalled();
  });

  it("removes the reader's own reaction (aria-pressed) with unreact", async () => {
    const services = setUp('70');
    renderRow(services);
    await settle();
    const party = buttons()[3]!;
    expect(party.getAttribute('aria-pressed')).toBe('true');
    expect(buttons()[0]!.getAttribute('aria-pressed')).toBe('false');
    act(() => party.click());
    expect(services.run).toHaveBeenCalledWith({ type: 'unreact', statusId: '1', emoji: '🎉' });
  });

  it("through the post's action handler, presses reach the same runner calls", async () => {
    const services = setUp('70');
    renderRow(services, true);
    await settle();
    act(() => buttons()[1]!.click());
    act(() => buttons()[3]!.click());
    expect(services.run.mock.calls.map(([request]) => request)).toEqual([
      { type: 'react', statusId: '1', emoji: 'blob@far.example' },
      { type: 'unreact', statusId: '1', emoji: '🎉' },
    ]);
  });

  it("re-renders pressed state from the store (the runner's optimistic change shows)", async () => {
    const services = setUp('99');
    renderRow(services);
    await settle();
    expect(buttons()[0]!.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      services.store.patch('statuses', '1', (s) => ({
        ...s,
        emoji_reactions: s.emoji_reactions.map((r, i) => (i === 0 ? { ...r, count: 4, me: true } : r)),
      }));
    });
    expect(buttons()[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(buttons()[0]!.getAttribute('aria-label')).toBe('👍, 4');
  });

  it.each([false, true])(
    'signed out (with the post handler: %s), a press prompts sign-in and runs nothing',
    async (withAct) => {
      const services = setUp(null);
      renderRow(services, withAct);
      await settle();
      expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(['👍, 3', ':blob:, 2', ':local:, 1', '🎉, 1']);
      act(() => buttons()[1]!.click());
      expect(services.promptSignIn).toHaveBeenCalledWith({
        type: 'react',
        statusId: '1',
        statusUri: 'https://remote.example/users/user1/statuses/1',
      });
      expect(services.run).not.toHaveBeenCalled();
    },
  );

  it('signed in on a kmyblue server, an add button follows the reactions', async () => {
    const services = setUp('99');
    renderRow(services);
    await settle();
    const add = buttons().at(-1)!;
    expect(add.getAttribute('aria-label')).toBe('Add a reaction');
    expect(add.getAttribute('aria-disabled')).toBeNull();
  });

  it("reads the server's features only once the reader reaches the row", async () => {
    const services = setUp('99');
    renderRow(services);
    await settle();
    expect(instanceReads).toBe(0);
    await reach();
    expect(instanceReads).toBe(1);
  });

  it('on a server without emoji reactions the buttons are unavailable and nothing runs', async () => {
    const services = setUp('99', MASTODON_INSTANCE);
    renderRow(services);
    await reach();
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(['👍, 3', ':blob:, 2', ':local:, 1', '🎉, 1']);
    expect(buttons().every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    act(() => buttons()[0]!.click());
    expect(services.run).not.toHaveBeenCalled();
  });

  it("at the server's per-account limit, the add button is unavailable", async () => {
    const services = setUp('99');
    act(() => {
      services.store.patch('statuses', '1', (s) => ({
        ...s,
        emoji_reactions: s.emoji_reactions.map((r) => (r.name === 'local' ? r : { ...r, me: true })),
      }));
    });
    renderRow(services);
    await reach();
    const add = buttons().at(-1)!;
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(add.title).toBe('You can leave up to 3 reactions on a post');
  });
});
