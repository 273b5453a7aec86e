// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaGrid } from '../../../../src/views/status/media/MediaGrid';
import type { Status } from '../../../../src/domain/entities';
import { apiMedia, blurFilterResult, statusWith } from './attachment-fixtures';
import {
  axeViolations,
  buttonNamed,
  click,
  installCanvasContext,
  loadBlurhashDecoder,
  render,
  testServices,
  type Rendered,
} from './dom-harness';
import { waitForState } from '../../../support/wait-for-state';

let canvas: ReturnType<typeof installCanvasContext>;
let view: Rendered | null = null;

beforeAll(loadBlurhashDecoder);
beforeEach(() => {
  canvas = installCanvasContext();
});
afterEach(() => {
  view?.unmount();
  view = null;
  canvas.restore();
  vi.restoreAllMocks();
});

function show(status: Status, props: Partial<Parameters<typeof MediaGrid>[0]> = {}): HTMLElement {
  view = render(testServices(), <MediaGrid status={status} {...props} />);
  return view.container;
}

const overlay = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button.media-overlay');
const overlayText = (root: HTMLElement) => [
  overlay(root)?.querySelector('.media-overlay__title')?.textContent,
  overlay(root)?.querySelector('.media-overlay__action')?.textContent,
];

describe('MediaGrid overlay texts', () => {
  it('uncached media: "Preview not available" / "Click to open", with the button disabled', () => {
    const root = show(
      statusWith({
        media_attachments: [apiMedia('1', { type: 'unknown', url: null, remote_url: 'https://remote.example/1.png' })],
      }),
    );
    expect(overlayText(root)).toEqual(['Preview not available', 'Click to open']);
    expect(overlay(root)?.disabled).toBe(true);
    // the tile itself opens the remote file
    expect(root.querySelector('a.media-tile__link')?.getAttribute('href')).toBe('https://remote.example/1.png');
  });

  it('a matching media filter: "Matches filter “{title}”" / "Click to show"', () => {
    const root = show(
      statusWith({ media_attachments: [apiMedia('1')], filtered: [blurFilterResult('Spiders')] } as never),
    );
    expect(overlayText(root)).toEqual(['Matches filter “Spiders”', 'Click to show']);
    expect(overlay(root)?.disabled).toBe(false);
  });

  it('sensitive media: "Sensitive content" / "Click to show"', () => {
    const root = show(statusWith({ sensitive: true, media_attachments: [apiMedia('1')] }));
    expect(overlayText(root)).toEqual(['Sensitive content', 'Click to show']);
  });

  it('otherwise: "Media hidden" / "Click to show"', () => {
    const root = show(statusWith({ media_attachments: [apiMedia('1')] }), { displayMedia: 'hide_all' });
    expect(overlayText(root)).toEqual(['Media hidden', 'Click to show']);
  });
});

describe('MediaGrid visibility rules', () => {
  it('default setting: non-sensitive media show at once, with no overlay', () => {
    const root = show(statusWith({ media_attachments: [apiMedia('1', { description: 'A cat' })] }));
    expect(overlay(root)).toBeNull();
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('A cat');
  });

  it('show_all shows sensitive media', () => {
    const root = show(statusWith({ sensitive: true, media_attachments: [apiMedia('1')] }), {
      displayMedia: 'show_all',
    });
    expect(overlay(root)).toBeNull();
    expect(root.querySelector('img')).not.toBeNull();
  });

  it('an explicit visible prop wins over the setting', () => {
    const root = show(statusWith({ sensitive: true, media_attachments: [apiMedia('1')] }), {
      visible: true,
      displayMedia: 'hide_all',
    });
    expect(root.querySelector('img')).not.toBeNull();
  });

  it('hidden media load nothing: only the blurhash placeholders are drawn', async () => {
    const root = show(statusWith({ sensitive: true, media_attachments: [apiMedia('1'), apiMedia('2')] }));
    expect(root.querySelector('img')).toBeNull();
    const placeholders = [...root.querySelectorAll('canvas[aria-hidden="true"]')];
    expect(placeholders).toHaveLength(2);
    // painting waits for the lazily loaded decoder
    await waitForState(() => expect(canvas.painted).toHaveLength(2));
    expect(canvas.painted).toEqual(expect.arrayContaining(placeholders));
    expect(root.querySelector('img')).toBeNull();
  });

  it('the overlay button reveals, the hide button hides again, and focus follows', () => {
    const root = show(statusWith({ sensitive: true, media_attachments: [apiMedia('1')] }));
    click(overlay(root));
    expect(overlay(root)).toBeNull();
    const hide = root.querySelector<HTMLButtonElement>('button.media-grid__hide');
    expect(hide?.getAttribute('aria-label')).toBe('Hide media');
    expect(document.activeElement).toBe(hide);
    click(hide);
    expect(overlayText(root)).toEqual(['Sensitive content', 'Click to show']);
    expect(document.activeElement).toBe(overlay(root));
  });

  it("a supplied toggle handler is called, and the owner's visible prop decides", () => {
    const onToggleVisibility = vi.fn();
    const status = statusWith({ media_attachments: [apiMedia('1')] });
    const root = show(status, { visible: true, onToggleVisibility });
    click(root.querySelector('button.media-grid__hide'));
    expect(onToggleVisibility).toHaveBeenCalledTimes(1);
    expect(overlay(root)).toBeNull(); // still visible until the owner passes visible=false
    view!.rerender(<MediaGrid status={status} visible={false} onToggleVisibility={onToggleVisibility} />);
    expect(overlayText(root)).toEqual(['Media hidden', 'Click to show']);
  });

  it('hiding pauses playing video', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const root = show(
      statusWith({ media_attachments: [apiMedia('1', { type: 'gifv', url: 'https://files.example/1.mp4' })] }),
    );
    expect(root.querySelector('video')).not.toBeNull();
    // a silent loop: muted in the markup too, not only as React's property
    expect(root.querySelector('video')?.hasAttribute('muted')).toBe(true);
    click(root.querySelector('button.media-grid__hide'));
    expect(pause).toHaveBeenCalled();
    expect(root.querySelector('video')).toBeNull();
  });
});

describe('MediaGrid tiles', () => {
  it("a GIF plays on its own unless motion is reduced, by the reader's choice or by the system's", () => {
    const gif = () =>
      show(statusWith({ media_attachments: [apiMedia('1', { type: 'gifv', url: 'https://files.example/1.mp4' })] }));
    const autoplays = (root: HTMLElement) => root.querySelector('video')?.hasAttribute('autoplay');
    const again = () => {
      view?.unmount();
      view = null;
    };
    expect(autoplays(gif())).toBe(true);
    again();
    document.documentElement.dataset.motion = 'reduce';
    try {
      expect(autoplays(gif())).toBe(false);
    } finally {
      delete document.documentElement.dataset.motion;
    }
    again();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    try {
      expect(autoplays(gif())).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([1, 2, 3, 4])('lays out %i attachment(s) with the matching grid class', (count) => {
    const media = Array.from({ length: count }, (_, i) => apiMedia(String(i + 1)));
    const root = show(statusWith({ media_attachments: media }));
    const grid = root.querySelector('.media-grid');
    expect(grid?.classList.contains(`media-grid--${count}`)).toBe(true);
    // one 4:3 picture keeps its aspect; several share 16:9
    expect((grid as HTMLElement).dataset.aspect).toBe(count === 1 ? '1.33' : '1.78');
    expect(root.querySelectorAll('.media-tile')).toHaveLength(count);
  });

  it('shows at most four tiles', () => {
    const media = Array.from({ length: 6 }, (_, i) => apiMedia(String(i + 1)));
    const root = show(statusWith({ media_attachments: media }));
    expect(root.querySelectorAll('.media-tile')).toHaveLength(4);
    expect(root.querySelector('.media-grid--4')).not.toBeNull();
  });

  it('renders nothing without attachments', () => {
    const root = show(statusWith({ media_attachments: [] }));
    expect(root.innerHTML).toBe('');
  });

  it('alt text goes to the img alt and an ALT badge', () => {
    const root = show(
      statusWith({ media_attachments: [apiMedia('1', { description: 'Sunset over the bay' }), apiMedia('2')] }),
    );
    const [first, second] = [...root.querySelectorAll('.media-tile')];
    expect(first?.querySelector('img')?.getAttribute('alt')).toBe('Sunset over the bay');
    expect(first?.textContent).toContain('ALT');
    expect(second?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(second?.textContent).not.toContain('ALT');
    // a link around a picture without alt text still has a name
    expect(second?.querySelector('a')?.getAttribute('aria-label')).toBe('Image');
  });

  it('the focus point becomes the object-position', () => {
    const root = show(statusWith({ media_attachments: [apiMedia('1', { meta: { focus: { x: 1, y: 1 } } })] }));
    expect(root.querySelector('img')?.style.objectPosition).toBe('100% 0%');
  });

  it('the blurhash placeholder stays until the picture loads', () => {
    const root = show(statusWith({ media_attachments: [apiMedia('1')] }));
    expect(root.querySelector('.media-tile canvas')).not.toBeNull();
    act(() => {
      root.querySelector('img')!.dispatchEvent(new Event('load'));
    });
    expect(root.querySelector('.media-tile canvas')).toBeNull();
  });

  it('video and audio show a play badge and the duration', () => {
    const root = show(
      statusWith({
        media_attachments: [
          apiMedia('1', { type: 'video', meta: { original: { width: 1280, height: 720, duration: 31.5 } } }),
          apiMedia('2', { type: 'audio', preview_url: null, meta: { original: { duration: 96.3 } } }),
        ],
      }),
    );
    expect(root.querySelectorAll('.media-tile__play')).toHaveLength(2);
    expect(root.textContent).toContain('00:31');
    expect(root.textContent).toContain('01:36');
    const links = [...root.querySelectorAll('a.media-tile__link')];
    expect(links.map((a) => a.getAttribute('target'))).toEqual(['_blank', '_blank']);
    expect(links.map((a) => a.getAttribute('rel'))).toEqual(['noopener noreferrer', 'noopener noreferrer']);
  });

  it('draws no picture from a preview that is not one: an audio file sent as its own preview', () => {
    const wav = 'https://files.example/media/2.wav';
    const root = show(
      statusWith({
        media_attachments: [
          // what a server sends for audio without a cover picture: the file as its preview, no picture measured
          apiMedia('1', { type: 'audio', url: wav, preview_url: wav, meta: { original: { duration: 8 } } }),
        ],
      }),
    );
    expect(root.querySelector('.media-tile img')).toBeNull();
    // still a tile to play, named by its kind
    expect(root.querySelector('a.media-tile__link')?.getAttribute('aria-label')).toBe('Audio');
  });

  it('draws the cover picture of an audio file (measured as small) and the still of a video', () => {
    const root = show(
      statusWith({
        media_attachments: [
          apiMedia('1', {
            type: 'audio',
            url: 'https://files.example/media/1.mp3',
            meta: { original: { duration: 8 }, small: { width: 400, height: 400 } },
          }),
        ],
      }),
    );
    expect(root.querySelector('.media-tile img')?.getAttribute('src')).toBe('https://files.example/media/1_small.png');
    view?.unmount();
    const video = show(
      statusWith({ media_attachments: [apiMedia('2', { type: 'video', url: 'https://files.example/media/2.mp4' })] }),
    );
    expect(video.querySelector('.media-tile img')?.getAttribute('src')).toBe('https://files.example/media/2_small.png');
  });

  it('onOpen receives the tile instead of the browser following the link', () => {
    const onOpen = vi.fn();
    const status = statusWith({ media_attachments: [apiMedia('1'), apiMedia('2')] });
    const root = show(status, { onOpen });
    const second = root.querySelectorAll<HTMLAnchorElement>('a.media-tile__link')[1]!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      second.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledWith(1, status.media_attachments[1]);
  });

  it('a broken blurhash is logged and its placeholder stays blank', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = show(
      statusWith({ sensitive: true, media_attachments: [apiMedia('1', { blurhash: 'LEHV6nWB2yk8' })] }),
    );
    // decoding waits for the lazily loaded decoder
    await waitForState(() =>
      expect(error).toHaveBeenCalledWith('blurhash length mismatch: length is 12 but it should be 28'),
    );
    expect(root.querySelector('canvas')).not.toBeNull();
    expect(canvas.painted).toHaveLength(0);
  });

  it('the overlay is a keyboard-reachable button', () => {
    const root = show(statusWith({ sensitive: true, media_attachments: [apiMedia('1')] }));
    const button = overlay(root)!;
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(buttonNamed(root, 'Sensitive content')).toBe(button);
  });

  it('has no axe violations, hidden or shown', async () => {
    const root = show(
      statusWith({
        sensitive: true,
        media_attachments: [
          apiMedia('1', { description: 'A cat' }),
          apiMedia('2'),
          apiMedia('3', { type: 'video' }),
          apiMedia('4', { type: 'audio', preview_url: null }),
        ],
      }),
    );
    expect(await axeViolations(root)).toEqual([]);
    click(overlay(root));
    expect(await axeViolations(root)).toEqual([]);
  });
});
