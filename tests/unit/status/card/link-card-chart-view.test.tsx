// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkCard } from '../../../../src/views/status/card/LinkCardView';
import { statusWith } from '../media/attachment-fixtures';
import {
  buttonNamed,
  click,
  installCanvasContext,
  render,
  testServices,
  type Rendered,
  type TestServices,
} from '../media/dom-harness';
import { apiCard, videoCard } from './card-fixtures';

/**
 * LinkCard runs the link card chart: the cover of a sensitive post, the play button swapping in the player,
 * and an edit of the post (another card, or a change of sensitivity) starting the player and the picture over.
 */
let canvas: ReturnType<typeof installCanvasContext>;
let view: Rendered | null = null;
let services: TestServices;

beforeEach(() => {
  canvas = installCanvasContext();
  services = testServices();
});
afterEach(() => {
  view?.unmount();
  view = null;
  canvas.restore();
});

function show(status: ReturnType<typeof statusWith>): HTMLElement {
  view = render(services, <LinkCard status={status} />);
  return view.container;
}

const rerender = (status: ReturnType<typeof statusWith>) => view!.rerender(<LinkCard status={status} />);
const playButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button.link-card__play');
const picture = (root: HTMLElement) => root.querySelector<HTMLImageElement>('img.link-card__image');
const placeholder = (root: HTMLElement) => root.querySelector('.link-card__media canvas');
const loadPicture = (root: HTMLElement) =>
  act(() => {
    picture(root)!.dispatchEvent(new Event('load'));
  });

describe('the cover of a sensitive post', () => {
  it("a sensitive post's video card starts covered: no picture, no play button, no player", () => {
    const root = show(statusWith({ sensitive: true, card: videoCard() }));
    expect(picture(root)).toBeNull();
    expect(playButton(root)).toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
    click(buttonNamed(root, 'Sensitive content'));
    expect(picture(root)).not.toBeNull();
    expect(playButton(root)).not.toBeNull();
    expect(buttonNamed(root, 'Sensitive content')).toBeUndefined();
  });

  it('an edit making the post sensitive covers the card again and takes the player away', () => {
    const root = show(statusWith({ sensitive: false, card: videoCard() }));
    click(playButton(root));
    expect(root.querySelector('iframe')).not.toBeNull();
    rerender(statusWith({ sensitive: true, card: videoCard() }));
    expect(root.querySelector('iframe')).toBeNull();
    expect(picture(root)).toBeNull();
    expect(buttonNamed(root, 'Sensitive content')).not.toBeUndefined();
    rerender(statusWith({ sensitive: false, card: videoCard() }));
    expect(buttonNamed(root, 'Sensitive content')).toBeUndefined();
    expect(root.querySelector('iframe')).toBeNull();
    expect(playButton(root)).not.toBeNull();
  });

  it('a revealed card stays revealed when an edit changes the card but not the sensitivity', () => {
    const root = show(statusWith({ sensitive: true, card: apiCard() }));
    click(buttonNamed(root, 'Sensitive content'));
    rerender(statusWith({ sensitive: true, card: apiCard({ url: 'https://news.example/other' }) }));
    expect(buttonNamed(root, 'Sensitive content')).toBeUndefined();
    expect(picture(root)).not.toBeNull();
  });
});

describe('the play button', () => {
  it('swaps the picture for a sandboxed iframe with autoplay, the start time and the card title', () => {
    const root = show(statusWith({ card: videoCard({ url: 'https://youtu.be/abc123?t=2m5s' }) }));
    click(playButton(root));
    expect(picture(root)).toBeNull();
    expect(playButton(root)).toBeNull();
    const frames = root.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    const src = new URL(frame.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.youtube.com/embed/abc123');
    expect(src.searchParams.get('feature')).toBe('oembed');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('start')).toBe('125');
    expect(frame.getAttribute('sandbox')!.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-presentation', 'allow-popups']),
    );
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(frame.getAttribute('title')).toBe('A video');
    // the iframe is built from the parsed address only: none of the server's own attributes come along
    expect(frame.hasAttribute('width')).toBe(false);
    expect(frame.hasAttribute('frameborder')).toBe(false);
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
  });

  it("a link without t starts at the beginning; another provider's t goes where its player reads it", () => {
    const root = show(statusWith({ card: videoCard() }));
    click(playButton(root));
    expect(new URL(root.querySelector('iframe')!.getAttribute('src')!).searchParams.has('start')).toBe(false);
    view!.unmount();
    const vimeo = show(
      statusWith({
        card: videoCard({
          url: 'https://vimeo.com/5?t=30',
          html: '<iframe src="https://player.vimeo.com/video/5"></iframe>',
        }),
      }),
    );
    click(playButton(vimeo));
    const src = new URL(vimeo.querySelector('iframe')!.getAttribute('src')!);
    expect(src.searchParams.has('start')).toBe(false);
    expect(src.hash).toBe('#t=30s');
  });

  it('a card that is not a video has no play button', () => {
    const root = show(
      statusWith({ card: apiCard({ html: '<iframe src="https://www.youtube.com/embed/abc123"></iframe>' }) }),
    );
    expect(playButton(root)).toBeNull();
  });
});

describe('an edit of the post', () => {
  it('another card starts the player and the picture over', () => {
    const root = show(statusWith({ card: videoCard() }));
    loadPicture(root);
    expect(placeholder(root)).toBeNull();
    click(playButton(root));
    expect(root.querySelector('iframe')).not.toBeNull();
    rerender(statusWith({ card: videoCard({ image: 'https://files.example/cards/other.png' }) }));
    expect(root.querySelector('iframe')).toBeNull();
    expect(playButton(root)).not.toBeNull();
    expect(placeholder(root)).not.toBeNull();
    expect(picture(root)!.getAttribute('src')).toBe('https://files.example/cards/other.png');
    loadPicture(root);
    expect(placeholder(root)).toBeNull();
  });

  it('the same card again (a new record of the post) keeps the player playing', () => {
    const root = show(statusWith({ card: videoCard() }));
    click(playButton(root));
    const frame = root.querySelector('iframe');
    rerender(statusWith({ card: videoCard(), content: '<p>edited text</p>' }));
    expect(root.querySelector('iframe')).toBe(frame);
  });
});
