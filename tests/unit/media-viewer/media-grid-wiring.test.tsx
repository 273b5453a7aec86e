// @vitest-environment jsdom
/**
 * The media grid's wiring to the players and the viewer: pressing the tile of a lone video or audio plays it in
 * place (the player is a lazy import), pressing one of several pictures opens the media overlays's gallery at that
 * picture, the hide button goes back to the tiles, and the inline player's expand button and its scrolling out
 * reach the stage (the viewer at the same position, which it gives back on closing; picture-in-picture, not on
 * mobile).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Status } from '../../../src/domain/entities';
import { mediaViewerScopeOf } from '../../../src/services/media/media-viewer-scope';
import { MediaGrid } from '../../../src/views/status/media/MediaGrid';
import { FakeIntersectionObserver } from '../media-player/video-harness';
import type { FakeServices } from '../timelines/support/fake-app-services';
import {
  apiAudio,
  apiMedia,
  apiVideo,
  cleanUpViews,
  click,
  render,
  servicesWithPost,
  stubMediaElements,
  type MediaStubs,
} from './stage-harness';
import type { LayoutMode } from '../../../src/machines/layout-mode';
import type { ApiMediaAttachment } from '../../../src/domain/entities/api-types';
import { waitForState } from '../../support/wait-for-state';

let media: MediaStubs;
beforeEach(() => {
  media = stubMediaElements();
  FakeIntersectionObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanUpViews();
  vi.unstubAllGlobals();
});

/** The grid of post `statusId`, as stored, with these attachments. */
function showGrid(statusId: string, attachments: ApiMediaAttachment[], mode: LayoutMode = 'single-column') {
  const services = servicesWithPost(statusId, attachments);
  const status = services.store.get('statuses', statusId) as Status;
  const { container } = render(services, <MediaGrid status={status} />, mode);
  return { services, container };
}

const tiles = (root: HTMLElement) => [...root.querySelectorAll<HTMLAnchorElement>('a.media-tile__link')];
const hideButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button.media-grid__hide');
const buttonNamed = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === name) ?? null;

/** Presses the tile and waits for the lazily loaded player to replace it. */
async function playInPlace(container: HTMLElement, selector: string): Promise<HTMLElement> {
  click(tiles(container)[0]!);
  let player: HTMLElement | null = null;
  await waitForState(async () => {
    // the player's module arriving wakes the suspended grid: inside act, as a browser would render it
    await act(() => vi.dynamicImportSettled());
    player = container.querySelector<HTMLElement>(selector);
    expect(player).not.toBeNull();
  });
  return player!;
}

describe('media grid: a lone video or audio plays in place', () => {
  it('pressing the tile of a lone video renders the inline player, playing', async () => {
    const { container } = showGrid('10', [apiVideo('v1', { description: 'A train' })]);
    expect(tiles(container)).toHaveLength(1);
    const player = await playInPlace(container, '.video-player');
    expect(player.querySelector('video')?.getAttribute('src')).toBe('https://files.example/media/v1.mp4');
    expect(tiles(container)).toHaveLength(0);
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild?.classList.contains('media-grid--playing-video')).toBe(true);
    // it replaced what the reader pressed, so it takes the focus
    expect(document.activeElement).toBe(player);
  });

  it('pressing the tile of a lone audio renders the audio player', async () => {
    const { container } = showGrid('10', [apiAudio('a1')]);
    const player = await playInPlace(container, '.audio-player');
    expect(player.querySelector('audio')?.getAttribute('src')).toBe('https://files.example/media/a1.mp3');
  });

  it('the hide button while the video plays in place goes back to the tiles', async () => {
    const { container } = showGrid('10', [apiVideo('v1')]);
    const player = await playInPlace(container, '.video-player');
    // the element is playing as far as the browser is concerned
    Object.defineProperty(player.querySelector('video')!, 'paused', { value: false, configurable: true });
    click(hideButton(container));
    expect(container.querySelector('.video-player')).toBeNull();
    expect(media.pause).toHaveBeenCalled();
    // shown again: the tile, not the player
    click(container.querySelector<HTMLButtonElement>('button.media-overlay'));
    expect(tiles(container)).toHaveLength(1);
    expect(container.querySelector('.video-player')).toBeNull();
  });

  it("the player's expand button opens the viewer at the same position", async () => {
    const { services, container } = showGrid('10', [apiVideo('v1')]);
    const player = await playInPlace(container, '.video-player');
    const video = player.querySelector('video')!;
    video.currentTime = 6;
    act(() => {
      video.dispatchEvent(new Event('timeupdate'));
    });
    click(buttonNamed(container, 'Expand'));
    await act(() => vi.dynamicImportSettled());
    const stage = mediaViewerScopeOf(services.store);
    expect(stage.gallery.getSnapshot().context).toMatchObject({ statusId: '10', attachmentIds: ['v1'], index: 0 });
    // it was playing, so the viewer goes on playing there
    expect(stage.startOf('v1')).toEqual({ time: 6, autoPlay: true });
  });

  it('closing the viewer it opened gives the inline player the position the viewer reached, paused', async () => {
    const { services, container } = showGrid('10', [apiVideo('v1')]);
    const player = await playInPlace(container, '.video-player');
    const video = player.querySelector('video')!;
    video.currentTime = 6;
    act(() => {
      video.dispatchEvent(new Event('timeupdate'));
    });
    click(buttonNamed(container, 'Expand'));
    await act(() => vi.dynamicImportSettled());
    const stage = mediaViewerScopeOf(services.store);
    // the viewer's player got to 10 s
    act(() => stage.keepTime('v1', 10));
    act(() => stage.gallery.send({ type: 'CLOSE' }));
    expect(video.currentTime).toBe(10);
    expect(player.getAttribute('data-state')).toBe('paused');
    expect(media.play).toHaveBeenCalledTimes(1);
  });
});

describe('media grid: leaving the screen while playing in place', () => {
  async function playThenScrollOut(services: FakeServices, container: HTMLElement) {
    const player = await playInPlace(container, '.video-player');
    const video = player.querySelector('video')!;
    act(() => {
      video.dispatchEvent(new Event('playing'));
    });
    video.currentTime = 3;
    act(() => {
      video.dispatchEvent(new Event('timeupdate'));
    });
    FakeIntersectionObserver.report(false);
    return mediaViewerScopeOf(services.store);
  }

  it('hands the video over to picture-in-picture at its position', async () => {
    const { services, container } = showGrid('10', [apiVideo('v1')]);
    const stage = await playThenScrollOut(services, container);
    expect(stage.pip.getSnapshot().hasTag('showing')).toBe(true);
    expect(stage.pip.getSnapshot().context.media).toMatchObject({
      kind: 'video',
      statusId: '10',
      accountId: '1',
      src: 'https://files.example/media/v1.mp4',
      currentTime: 3,
    });
  });

  it('on mobile it only pauses', async () => {
    const { services, container } = showGrid('10', [apiVideo('v1')], 'mobile');
    const stage = await playThenScrollOut(services, container);
    expect(stage.pip.getSnapshot().hasTag('showing')).toBe(false);
    expect(media.pause).toHaveBeenCalledTimes(1);
  });
});

describe('media grid: several pictures open the viewer', () => {
  const PICTURES = [apiMedia('m1'), apiMedia('m2'), apiMedia('m3')];

  it("pressing a picture sends OPEN with that picture's index to the stage's gallery", async () => {
    const { services, container } = showGrid('10', PICTURES);
    click(tiles(container)[1]!);
    await act(() => vi.dynamicImportSettled());
    const snapshot = mediaViewerScopeOf(services.store).gallery.getSnapshot();
    expect(snapshot.hasTag('open')).toBe(true);
    expect(snapshot.context).toMatchObject({ statusId: '10', attachmentIds: ['m1', 'm2', 'm3'], index: 1 });
    // the tiles stay: nothing plays in place
    expect(tiles(container)).toHaveLength(3);
  });

  it('a video among pictures opens the viewer too, at the video', async () => {
    const { services, container } = showGrid('10', [apiMedia('m1'), apiVideo('v2')]);
    click(tiles(container)[1]!);
    await act(() => vi.dynamicImportSettled());
    expect(mediaViewerScopeOf(services.store).gallery.getSnapshot().context.index).toBe(1);
    expect(container.querySelector('.video-player')).toBeNull();
  });

  it('a lone picture opens the viewer rather than playing', async () => {
    const { services, container } = showGrid('10', [apiMedia('m1')]);
    click(tiles(container)[0]!);
    await act(() => vi.dynamicImportSettled());
    expect(mediaViewerScopeOf(services.store).gallery.getSnapshot().context).toMatchObject({
      attachmentIds: ['m1'],
      index: 0,
    });
  });
});
