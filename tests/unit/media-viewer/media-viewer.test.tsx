// @vitest-environment jsdom
/**
 * The media viewer through the media overlays view, on the stage's real gallery chart: the heading's position
 * ("Media 2 of 3"), the arrow keys and the Next / Previous buttons wrapping round, the alt text (or "No
 * description"), the Zoom button and the + / - keys, the Download and Open original links, a video or an audio
 * attachment in its player (its position kept while the viewer is open), a post deleted while open, Close, and
 * axe.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaViewerScopeOf, type MediaViewerScope as Stage } from '../../../src/services/media/media-viewer-scope';
import MediaViewerScope from '../../../src/views/media/viewer/MediaOverlays';
import { expectNoAxeViolations, type FakeServices } from '../timelines/support/fake-app-services';
import {
  apiAudio,
  apiMedia,
  apiVideo,
  cleanUpViews,
  click,
  control,
  dialog,
  heading,
  press,
  render,
  servicesWithPost,
  stubMediaElements,
  type MediaStubs,
} from './stage-harness';

let media: MediaStubs;
beforeEach(() => {
  media = stubMediaElements();
});
afterEach(cleanUpViews);

const PICTURES = [
  apiMedia('m1', { description: 'A red kite over a hill' }),
  apiMedia('m2', { description: null }),
  apiMedia('m3', { description: 'A heron' }),
];

/** The stage over post `statusId`, opened at `index`. */
function openViewer(
  statusId: string,
  attachments = PICTURES,
  index = 0,
): { services: FakeServices; stage: Stage; content: HTMLElement } {
  const services = servicesWithPost(statusId, attachments);
  render(services, <MediaViewerScope />);
  const stage = mediaViewerScopeOf(services.store);
  act(() => stage.open({ statusId, attachmentIds: attachments.map((a) => a.id), index }));
  const content = dialog()?.querySelector<HTMLElement>('.media-viewer__content');
  if (!content) throw new Error('the viewer did not open');
  return { services, stage, content };
}

const altText = () => dialog()?.querySelector('.media-viewer__alt')?.textContent ?? null;
const shownImage = () => dialog()?.querySelector<HTMLImageElement>('img.media-viewer__image') ?? null;

/** A horizontal drag across the viewer's body, from x 300 by `dx`. */
function drag(dx: number, pointerType = 'touch') {
  const body = dialog()!.querySelector<HTMLElement>('.media-viewer__body')!;
  const at = (type: string, clientX: number) =>
    act(() => {
      body.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, pointerId: 2, pointerType }));
    });
  at('pointerdown', 300);
  at('pointerup', 300 + dx);
}

describe('media viewer: moving through the attachments', () => {
  it('opened at index 0 of 3 pictures, the heading says "Media 1 of 3"', () => {
    openViewer('10');
    expect(heading()).toBe('Media 1 of 3');
    expect(shownImage()?.getAttribute('src')).toBe('https://files.example/media/m1.png');
  });

  it('ArrowRight moves on, ArrowLeft moves back and wraps from the first to the last', () => {
    const { content } = openViewer('10');
    expect(press(content, 'ArrowRight')).toBe(true);
    expect(heading()).toBe('Media 2 of 3');
    expect(shownImage()?.getAttribute('src')).toBe('https://files.example/media/m2.png');
    press(content, 'ArrowLeft');
    press(content, 'ArrowLeft');
    expect(heading()).toBe('Media 3 of 3');
    expect(shownImage()?.getAttribute('src')).toBe('https://files.example/media/m3.png');
    press(content, 'ArrowRight');
    expect(heading()).toBe('Media 1 of 3');
  });

  it('the keys work from the focus the viewer starts with', () => {
    openViewer('10');
    const focused = document.activeElement;
    expect(dialog()?.contains(focused)).toBe(true);
    press(focused!, 'ArrowRight');
    expect(heading()).toBe('Media 2 of 3');
  });

  it('opens at the index it is given', () => {
    openViewer('10', PICTURES, 2);
    expect(heading()).toBe('Media 3 of 3');
  });

  it('the Next and Previous buttons move and wrap too', () => {
    openViewer('10');
    click(control('Next'));
    expect(heading()).toBe('Media 2 of 3');
    click(control('Previous'));
    click(control('Previous'));
    expect(heading()).toBe('Media 3 of 3');
    click(control('Next'));
    expect(heading()).toBe('Media 1 of 3');
  });

  it('a lone attachment has the plain title and no Next or Previous', () => {
    openViewer('10', [PICTURES[0]!]);
    expect(heading()).toBe('Media');
    expect(control('Next')).toBeNull();
    expect(control('Previous')).toBeNull();
  });
});

describe('media viewer: what it shows of the attachment', () => {
  it('shows the alt text, and "No description" when there is none', () => {
    const { content } = openViewer('10');
    expect(altText()).toContain('A red kite over a hill');
    expect(shownImage()?.getAttribute('alt')).toBe('A red kite over a hill');
    press(content, 'ArrowRight');
    expect(altText()).toBe('No description');
    expect(altText()).not.toContain('A red kite');
  });

  it('Download and Open original point to the file', () => {
    const { content } = openViewer('10');
    const download = control('Download');
    const original = control('Open original');
    expect(download?.getAttribute('href')).toBe('https://files.example/media/m1.png');
    expect(download?.hasAttribute('download')).toBe(true);
    expect(original?.getAttribute('href')).toBe('https://files.example/media/m1.png');
    expect(original?.getAttribute('target')).toBe('_blank');
    press(content, 'ArrowRight');
    expect(control('Download')?.getAttribute('href')).toBe('https://files.example/media/m2.png');
  });

  it('links a remote file when the server kept no copy', () => {
    openViewer('10', [apiMedia('m1', { url: null, remote_url: 'https://remote.example/m1.png' })]);
    expect(control('Open original')?.getAttribute('href')).toBe('https://remote.example/m1.png');
  });
});

describe('media viewer: zoom', () => {
  it('the Zoom button toggles aria-pressed and the zoomed picture', () => {
    const { stage } = openViewer('10');
    const zoom = control('Zoom')!;
    expect(zoom.getAttribute('aria-pressed')).toBe('false');
    click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(stage.gallery.getSnapshot().hasTag('zoomed')).toBe(true);
    expect(shownImage()?.classList.contains('media-viewer__image--zoomed')).toBe(true);
    click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('false');
    expect(shownImage()?.classList.contains('media-viewer__image--zoomed')).toBe(false);
  });

  it('+ zooms in and - zooms out', () => {
    const { content } = openViewer('10');
    expect(press(content, '+')).toBe(true);
    expect(control('Zoom')?.getAttribute('aria-pressed')).toBe('true');
    press(content, '+');
    expect(control('Zoom')?.getAttribute('aria-pressed')).toBe('true');
    expect(press(content, '-')).toBe(true);
    expect(control('Zoom')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('moving to another attachment shows it fitted again', () => {
    const { content } = openViewer('10');
    click(control('Zoom'));
    press(content, 'ArrowRight');
    expect(control('Zoom')?.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('media viewer: pointer', () => {
  it('a swipe left moves on, a swipe right moves back; a short one or a mouse drag does not', () => {
    openViewer('10');
    drag(-80);
    expect(heading()).toBe('Media 2 of 3');
    drag(80);
    expect(heading()).toBe('Media 1 of 3');
    drag(-20);
    expect(heading()).toBe('Media 1 of 3');
    drag(-80, 'mouse');
    expect(heading()).toBe('Media 1 of 3');
  });

  it('a double click on the picture toggles the zoom; zoomed, a drag does not move on', () => {
    openViewer('10');
    act(() => {
      shownImage()!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    });
    expect(control('Zoom')?.getAttribute('aria-pressed')).toBe('true');
    drag(-80);
    expect(heading()).toBe('Media 1 of 3');
  });
});

describe('media viewer: video and audio', () => {
  it('a video attachment renders the video player, playing, and no Zoom button', () => {
    openViewer('10', [apiVideo('v1', { description: 'A train' })]);
    const video = dialog()?.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://files.example/media/v1.mp4');
    expect(dialog()?.querySelector('.video-player[role="group"]')?.getAttribute('aria-label')).toBe('A train');
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(control('Zoom')).toBeNull();
    // the viewer is the expanded view: no expand button inside it
    expect(control('Expand')).toBeNull();
  });

  it('the video starts where a handing-over player was', () => {
    const services = servicesWithPost('10', [apiVideo('v1')]);
    render(services, <MediaViewerScope />);
    act(() =>
      mediaViewerScopeOf(services.store).open({ statusId: '10', attachmentIds: ['v1'], index: 0, startTime: 8 }),
    );
    expect(dialog()?.querySelector('video')?.currentTime).toBe(8);
  });

  it('moving away from a playing video and back shows it where it was left, paused', () => {
    const { content } = openViewer('10', [apiVideo('v1'), apiVideo('v2')]);
    const first = dialog()!.querySelector('video')!;
    first.currentTime = 7;
    act(() => {
      first.dispatchEvent(new Event('timeupdate'));
    });
    press(content, 'ArrowRight');
    // a video shown for the first time plays
    expect(dialog()?.querySelector('video')?.getAttribute('src')).toBe('https://files.example/media/v2.mp4');
    expect(media.play).toHaveBeenCalledTimes(2);
    press(content, 'ArrowLeft');
    const back = dialog()!.querySelector('video')!;
    expect(back.getAttribute('src')).toBe('https://files.example/media/v1.mp4');
    expect(back.currentTime).toBe(7);
    expect(dialog()?.querySelector('.video-player')?.getAttribute('data-state')).toBe('paused');
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('a handing-over player that was paused opens the viewer paused at its position', () => {
    const services = servicesWithPost('10', [apiVideo('v1')]);
    render(services, <MediaViewerScope />);
    act(() =>
      mediaViewerScopeOf(services.store).open({
        statusId: '10',
        attachmentIds: ['v1'],
        index: 0,
        startTime: 5,
        autoPlay: false,
      }),
    );
    expect(dialog()?.querySelector('video')?.currentTime).toBe(5);
    expect(media.play).not.toHaveBeenCalled();
  });

  it("an audio's position is kept too", () => {
    const { stage, content } = openViewer('10', [apiAudio('a1'), apiMedia('m2')]);
    const audio = dialog()!.querySelector('audio')!;
    audio.currentTime = 12;
    act(() => {
      audio.dispatchEvent(new Event('timeupdate'));
    });
    press(content, 'ArrowRight');
    expect(stage.startOf('a1')).toEqual({ time: 12, autoPlay: false });
  });

  it('an audio attachment renders the audio player', () => {
    openViewer('10', [apiAudio('a1', { description: 'Birdsong' })]);
    expect(dialog()?.querySelector('audio')?.getAttribute('src')).toBe('https://files.example/media/a1.mp3');
    expect(dialog()?.querySelector('.audio-player')).not.toBeNull();
    expect(dialog()?.querySelector('video')).toBeNull();
  });

  it('+ and - do nothing on a video (only a picture zooms), so a swipe still moves on', () => {
    const { stage, content } = openViewer('10', [apiVideo('v1'), apiMedia('m2')]);
    expect(press(content, '+')).toBe(false);
    expect(stage.gallery.getSnapshot().hasTag('zoomed')).toBe(false);
    drag(-80);
    expect(heading()).toBe('Media 2 of 2');
  });

  it('a player keeps the arrow keys it answers to: the gallery does not move', () => {
    openViewer('10', [apiVideo('v1'), apiMedia('m2')]);
    const player = dialog()!.querySelector<HTMLElement>('.video-player')!;
    press(player, 'ArrowRight');
    expect(heading()).toBe('Media 1 of 2');
  });
});

describe('media viewer: closing', () => {
  it('a post deleted from the store while open shows the "no longer available" text', () => {
    const { services } = openViewer('10');
    act(() => {
      services.store.remove('statuses', '10');
    });
    expect(dialog()?.textContent).toContain('This media is no longer available.');
    expect(shownImage()).toBeNull();
    click(control('Close'));
    expect(dialog()).toBeNull();
  });

  it('Close closes: the gallery chart is back to closed and the dialog is gone', () => {
    const { stage } = openViewer('10');
    click(control('Close'));
    expect(stage.gallery.getSnapshot().matches('closed')).toBe(true);
    expect(dialog()).toBeNull();
  });

  it('Escape closes too', () => {
    const { stage, content } = openViewer('10');
    press(content, 'Escape');
    expect(stage.gallery.getSnapshot().matches('closed')).toBe(true);
    expect(dialog()).toBeNull();
  });
});

describe('media viewer: accessibility', () => {
  it('has no axe violations on a picture, a picture without alt text and a video', async () => {
    const { content } = openViewer('10');
    await expectNoAxeViolations(document.body);
    press(content, 'ArrowRight');
    await expectNoAxeViolations(document.body);
    cleanUpViews();
    media = stubMediaElements();
    openViewer('11', [apiVideo('v1', { description: 'A train' })]);
    await expectNoAxeViolations(document.body);
  });
});
