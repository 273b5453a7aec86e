// @vitest-environment jsdom
/**
 * The picture-in-picture player through the media overlays view: a handover shows it in its corner, playing from
 * where the handing-over player was; its close button closes it; the stage view closes it when its post is
 * deleted from the store (not for another post) and keeps it away on the mobile layout; its position is kept in
 * the chart as it plays; axe.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PipMedia } from '../../../src/machines/pip-player.machine';
import { mediaViewerScopeOf } from '../../../src/services/media/media-viewer-scope';
import MediaViewerScope from '../../../src/views/media/viewer/MediaOverlays';
import { apiStatus } from '../entities/fixtures';
import { importStatus } from '../../../src/services/store';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import {
  apiVideo,
  cleanUpViews,
  click,
  render,
  servicesWithPost,
  stubMediaElements,
  type MediaStubs,
} from './stage-harness';
import type { LayoutMode } from '../../../src/machines/layout-mode';

let media: MediaStubs;
beforeEach(() => {
  media = stubMediaElements();
});
afterEach(cleanUpViews);

const handover: PipMedia = {
  kind: 'video',
  statusId: '10',
  accountId: '1',
  src: 'https://files.example/media/v1.mp4',
  poster: 'https://files.example/media/v1.png',
  currentTime: 9,
  volume: 0.5,
  muted: false,
};

function scopeWithPip(mode: LayoutMode = 'single-column') {
  const services = servicesWithPost('10', [apiVideo('v1')]);
  importStatus(services.store, apiStatus('11'));
  const { container } = render(services, <MediaViewerScope />, mode);
  const stage = mediaViewerScopeOf(services.store);
  act(() => stage.handOver(handover));
  return { services, stage, container };
}

const corner = () => document.body.querySelector<HTMLElement>('aside.pip-player');
const closeButton = () => corner()?.querySelector<HTMLButtonElement>('button.pip-player__close') ?? null;

describe('picture-in-picture player on the stage', () => {
  it('a handover shows the video in the corner, playing from where it was', () => {
    scopeWithPip();
    expect(corner()?.getAttribute('aria-label')).toBe('Picture in picture');
    const video = corner()?.querySelector('video');
    expect(video?.getAttribute('src')).toBe(handover.src);
    expect(video?.currentTime).toBe(9);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('its close button closes it', () => {
    const { stage } = scopeWithPip();
    expect(closeButton()?.getAttribute('aria-label')).toBe('Close picture in picture');
    click(closeButton());
    expect(corner()).toBeNull();
    expect(stage.pip.getSnapshot().hasTag('showing')).toBe(false);
  });

  it('deleting its post closes it; deleting another post does not', () => {
    const { services } = scopeWithPip();
    act(() => {
      services.store.remove('statuses', '11');
    });
    expect(corner()).not.toBeNull();
    act(() => {
      services.store.remove('statuses', '10');
    });
    expect(corner()).toBeNull();
  });

  it('is not shown on the mobile layout', () => {
    const { stage } = scopeWithPip('mobile');
    expect(corner()).toBeNull();
    expect(stage.pip.getSnapshot().hasTag('showing')).toBe(false);
  });

  it('keeps its position in the chart as it plays', () => {
    const { stage } = scopeWithPip();
    const video = corner()!.querySelector('video')!;
    video.currentTime = 11;
    act(() => {
      video.dispatchEvent(new Event('timeupdate'));
    });
    expect(stage.pip.getSnapshot().context.media?.currentTime).toBe(11);
  });

  it('has no axe violations', async () => {
    const { container } = scopeWithPip();
    expect(container.contains(corner())).toBe(true);
    await expectNoAxeViolations(container);
  });
});
