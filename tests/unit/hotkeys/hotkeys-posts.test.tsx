// @vitest-environment jsdom
/**
 * The shortcuts on the focused post, on real posts: the post itself or anything inside it has the focus
 * (the post's own handler takes some keys while the article itself is focused; these keys arrive from inside
 * it, or are keys it leaves to the shortcuts). Each key does what the post's own control does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { openMediaViewer } from '../../../src/services/media/open-media-viewer';
import { statusUiOf } from '../../../src/services/status/status-ui-store';
import { Status } from '../../../src/views/status/Status';
import { stubApi } from '../timelines/support/fake-app-services';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { appears } from '../status/status-harness';
import { article, focus, insidePost, keysWorld, press, type KeysWorld } from './hotkeys-support';

vi.mock('../../../src/services/media/open-media-viewer', () => ({ openMediaViewer: vi.fn() }));

let world: KeysWorld;
afterEach(() => {
  world.stop();
  vi.mocked(openMediaViewer).mockClear();
});

function image(id: string): Record<string, unknown> {
  return {
    id,
    type: 'image',
    url: `https://files.example/media/${id}.png`,
    preview_url: `https://files.example/media/${id}_small.png`,
    remote_url: null,
    description: `picture ${id}`,
    blurhash: null,
    meta: { original: { width: 400, height: 300, aspect: 4 / 3 } },
  };
}

function signedIn(statuses: Record<string, (...args: never[]) => unknown> = {}): KeysWorld {
  const api = stubApi({
    statuses,
    instance: { get: async () => ({ configuration: {}, fedibird_capabilities: [] }) },
  } as never) as Api;
  return keysWorld({ me: '99', api });
}

function showPost(raw: Record<string, unknown>, id = String(raw.id)): void {
  world.h.importRaw(raw);
  world.h.render(<Status statusId={id} />);
}

describe('post keys, signed in', () => {
  it('f favourites the focused post', async () => {
    const favourite = vi.fn(async () => rawStatus('1', { favourited: true, favourites_count: 1 }));
    world = signedIn({ favourite });
    showPost(rawStatus('1'));
    focus(insidePost(world.h.container, '1'));
    const event = press('f');
    expect(event.defaultPrevented).toBe(true);
    await appears(() => (favourite.mock.calls.length > 0 ? document.body : null), 'the favourite call');
    expect(favourite).toHaveBeenCalledWith('1');
  });

  it('r replies to the focused post', () => {
    world = signedIn();
    showPost(rawStatus('1'));
    focus(insidePost(world.h.container, '1'));
    press('r');
    expect(world.h.navigate).toHaveBeenCalledWith('/publish', { state: { compose: { type: 'reply', statusId: '1' } } });
  });

  it('b opens the BOOST modal for the focused post; Shift+b boosts at once', async () => {
    const reblog = vi.fn(async (id: string) =>
      rawStatus('900', { account: rawAccount('99'), reblog: rawStatus(id, { reblogged: true }) }),
    );
    world = signedIn({ reblog });
    showPost(rawStatus('1'));
    focus(insidePost(world.h.container, '1'));
    press('b');
    const dialog = await appears(() => document.querySelector('[role="dialog"]'), 'the BOOST modal');
    expect(dialog.querySelector('h2')?.textContent).toBe('Boost this post?');
    expect(reblog).not.toHaveBeenCalled();
    press('Escape', {}, dialog);
    await appears(() => (document.querySelector('[role="dialog"]') === null ? document.body : null), 'no dialog');

    focus(insidePost(world.h.container, '1'));
    press('B', { shiftKey: true });
    await appears(() => (reblog.mock.calls.length > 0 ? document.body : null), 'the boost call');
    expect(reblog).toHaveBeenCalledWith('1', undefined);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('m mentions the author and q quotes the post in the composer', () => {
    world = signedIn();
    showPost(rawStatus('1'));
    focus(insidePost(world.h.container, '1'));
    press('m');
    press('q');
    expect(world.h.navigate.mock.calls).toEqual([
      ['/publish', { state: { compose: { type: 'mention', acct: 'user1@remote.example' } } }],
      ['/publish', { state: { compose: { type: 'quote', statusId: '1' } } }],
    ]);
  });

  it("p opens the author's profile, also from the post itself", () => {
    world = signedIn();
    showPost(rawStatus('1'));
    focus(article(world.h.container, '1'));
    const event = press('p');
    expect(world.h.navigate).toHaveBeenCalledWith('/@user1@remote.example');
    expect(event.defaultPrevented).toBe(true);
  });

  it("a boost's keys act on the boosted post and its author", () => {
    world = signedIn();
    showPost(rawStatus('900', { account: rawAccount('2'), reblog: rawStatus('1') }), '900');
    focus(insidePost(world.h.container, '900'));
    press('p');
    press('o');
    expect(world.h.navigate.mock.calls).toEqual([['/@user1@remote.example'], ['/@user1@remote.example/1']]);
  });
});

describe('post keys, any reader', () => {
  it('o and Enter open the focused post; Enter on a link inside it is the link’s own', () => {
    world = keysWorld({ me: null });
    showPost(rawStatus('1'));
    focus(insidePost(world.h.container, '1'));
    press('o');
    expect(world.h.navigate.mock.calls).toEqual([['/@user1@remote.example/1']]);
    const enter = press('Enter');
    expect(enter.defaultPrevented).toBe(false);
    expect(world.h.navigate).toHaveBeenCalledOnce();
  });

  it('x toggles the content warning of the focused post', () => {
    world = keysWorld({ me: null });
    showPost(rawStatus('1', { spoiler_text: 'spoilers' }));
    focus(insidePost(world.h.container, '1'));
    press('x');
    expect(statusUiOf(world.h.store).get('1').contentRevealed).toBe(true);
    press('x');
    expect(statusUiOf(world.h.store).get('1').contentRevealed).toBe(false);
  });

  it('h shows and hides the sensitive media of the focused post', () => {
    world = keysWorld({ me: null });
    showPost(rawStatus('1', { sensitive: true, media_attachments: [image('m1')] }));
    const grid = () => article(world.h.container, '1').querySelector('.media-grid');
    expect(grid()?.getAttribute('data-visible')).toBe('false');
    focus(article(world.h.container, '1'));
    press('h');
    expect(grid()?.getAttribute('data-visible')).toBe('true');
    press('h');
    expect(grid()?.getAttribute('data-visible')).toBe('false');
  });

  it('e opens the media viewer at the first attachment of the focused post', () => {
    world = keysWorld({ me: null });
    showPost(rawStatus('1', { media_attachments: [image('m1'), image('m2')] }));
    focus(article(world.h.container, '1'));
    const event = press('e');
    expect(openMediaViewer).toHaveBeenCalledWith(world.h.store, {
      statusId: '1',
      attachmentIds: ['m1', 'm2'],
      index: 0,
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('e does nothing on a post without media', () => {
    world = keysWorld({ me: null });
    showPost(rawStatus('1'));
    focus(article(world.h.container, '1'));
    press('e');
    expect(openMediaViewer).not.toHaveBeenCalled();
  });

  it('signed out, f asks to sign in, as the button does; m and q do nothing', () => {
    world = keysWorld({ me: null });
    showPost(rawStatus('1'));
    focus(insidePost(world.h.container, '1'));
    press('f');
    expect(world.h.promptSignIn).toHaveBeenCalledWith(expect.objectContaining({ type: 'favourite', statusId: '1' }));
    expect(press('m').defaultPrevented).toBe(false);
    expect(press('q').defaultPrevented).toBe(false);
    expect(world.h.navigate).not.toHaveBeenCalled();
  });

  it('post keys do nothing without a focused post', () => {
    world = keysWorld({ me: null });
    showPost(rawStatus('1', { spoiler_text: 'spoilers' }));
    for (const key of ['r', 'f', 'b', 'm', 'q', 'o', 'Enter', 'p', 'x', 'h', 'e']) {
      expect(press(key, {}, document.body).defaultPrevented, key).toBe(false);
    }
    expect(world.h.navigate).not.toHaveBeenCalled();
    expect(world.h.promptSignIn).not.toHaveBeenCalled();
    expect(statusUiOf(world.h.store).get('1').contentRevealed).toBe(false);
  });

  it('a quoted post inside the focused post is not the one acted on', () => {
    world = keysWorld({ me: null });
    showPost(
      rawStatus('1', { quote: { state: 'accepted', quoted_status: rawStatus('2', { account: rawAccount('3') }) } }),
    );
    const quote = article(world.h.container, '2');
    expect(quote.hasAttribute('tabindex')).toBe(false);
    focus(quote.querySelector('a[href]'));
    press('p');
    expect(world.h.navigate).toHaveBeenCalledWith('/@user1@remote.example');
  });
});
