// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importAccount } from '../../../../src/services/store';
import { LinkCard } from '../../../../src/views/status/card/LinkCardView';
import { apiAccount } from '../../entities/fixtures';
import { statusWith } from '../media/attachment-fixtures';
import {
  axeViolations,
  buttonNamed,
  click,
  installCanvasContext,
  render,
  testServices,
  type Rendered,
  type TestServices,
} from '../media/dom-harness';
import { apiCard, videoCard } from './card-fixtures';

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
  vi.restoreAllMocks();
});

function show(status: ReturnType<typeof statusWith>): HTMLElement {
  view = render(services, <LinkCard status={status} />);
  return view.container;
}

const mediaBox = (root: HTMLElement) => root.querySelector<HTMLElement>('.link-card__media');

describe('LinkCard layout', () => {
  it('renders nothing without a card', () => {
    expect(show(statusWith({ card: null })).innerHTML).toBe('');
  });

  it('a video card gets a 16:9 image box', () => {
    const root = show(statusWith({ card: videoCard() }));
    expect(root.querySelector('.link-card--video')).not.toBeNull();
    expect(mediaBox(root)?.dataset.ratio).toBe('1.78');
  });

  it('a wide image gets 1.91:1', () => {
    const root = show(statusWith({ card: apiCard({ width: 1200, height: 630 }) }));
    expect(root.querySelector('.link-card--wide')).not.toBeNull();
    expect(mediaBox(root)?.dataset.ratio).toBe('1.91');
  });

  it('other images get a 1:1 compact thumbnail', () => {
    const root = show(statusWith({ card: apiCard({ width: 500, height: 500 }) }));
    expect(root.querySelector('.link-card--compact')).not.toBeNull();
    expect(mediaBox(root)?.dataset.ratio).toBe('1.00');
  });

  it('shows provider, title and description in a link opening the page in a new tab', () => {
    const root = show(statusWith({ card: apiCard() }));
    const link = root.querySelector<HTMLAnchorElement>('a.link-card__text')!;
    expect(link.getAttribute('href')).toBe('https://news.example/story');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('.link-card__provider')?.textContent).toBe('News Example');
    expect(link.querySelector('.link-card__title')?.textContent).toBe('A story');
    expect(link.querySelector('.link-card__description')?.textContent).toBe('What happened');
    expect(root.querySelector('img.link-card__image')?.getAttribute('alt')).toBe('Front page');
  });

  it("falls back to the link's host when there is no provider name", () => {
    const root = show(statusWith({ card: apiCard({ provider_name: '', url: 'https://www.news.example/a' }) }));
    expect(root.querySelector('.link-card__provider')?.textContent).toBe('news.example');
  });

  it('keeps the blurhash placeholder until the preview has loaded', () => {
    const root = show(statusWith({ card: apiCard() }));
    expect(root.querySelector('.link-card__media canvas[aria-hidden="true"]')).not.toBeNull();
    act(() => {
      root.querySelector('img.link-card__image')!.dispatchEvent(new Event('load'));
    });
    expect(root.querySelector('.link-card__media canvas')).toBeNull();
  });
});

describe('LinkCard author line', () => {
  it('"More from {author}" links to the author\'s profile when the server names the account', () => {
    importAccount(services.store, apiAccount('77', { acct: 'writer@news.example', display_name: 'Writer' }));
    const root = show(
      statusWith({
        card: apiCard({
          authors: [
            {
              name: 'Writer',
              url: 'https://news.example/writer',
              account: apiAccount('77', { acct: 'writer@news.example' }),
            },
          ],
        }),
      }),
    );
    const link = root.querySelector<HTMLAnchorElement>('.link-card__author a')!;
    expect(link.textContent).toBe('More from Writer');
    expect(link.getAttribute('href')).toBe('/@writer@news.example');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(services.navigate).toHaveBeenCalledWith('/@writer@news.example');
  });

  it("without an account, links to the author's own page outside", () => {
    const root = show(
      statusWith({ card: apiCard({ authors: [{ name: 'Guest', url: 'https://blog.example/guest' }] }) }),
    );
    const link = root.querySelector<HTMLAnchorElement>('.link-card__author a')!;
    expect(link.textContent).toBe('More from Guest');
    expect(link.getAttribute('href')).toBe('https://blog.example/guest');
    expect(link.getAttribute('target')).toBe('_blank');
    click(link);
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('no author, no line', () => {
    const root = show(statusWith({ card: apiCard({ authors: [] }) }));
    expect(root.querySelector('.link-card__author')).toBeNull();
  });
});

describe('LinkCard sensitive card', () => {
  it('starts hidden and is revealed by a click', () => {
    const root = show(statusWith({ sensitive: true, card: apiCard() }));
    expect(root.querySelector('img.link-card__image')).toBeNull();
    const reveal = buttonNamed(root, 'Sensitive content')!;
    expect(reveal.textContent).toContain('Click to show');
    click(reveal);
    expect(root.querySelector('img.link-card__image')).not.toBeNull();
    expect(buttonNamed(root, 'Sensitive content')).toBeUndefined();
  });

  it('a non-sensitive card is shown at once', () => {
    const root = show(statusWith({ sensitive: false, card: apiCard() }));
    expect(buttonNamed(root, 'Sensitive content')).toBeUndefined();
    expect(root.querySelector('img.link-card__image')).not.toBeNull();
  });
});

describe('LinkCard video embed', () => {
  it('the play button embeds the allowlisted https player, sandboxed, with autoplay', () => {
    const root = show(statusWith({ card: videoCard({ url: 'https://www.youtube.com/watch?v=abc123&t=90' }) }));
    expect(root.querySelector('iframe')).toBeNull();
    const play = root.querySelector<HTMLButtonElement>('button.link-card__play')!;
    expect(play.getAttribute('aria-label')).toBe('Play video: A video');
    click(play);
    const frame = root.querySelector('iframe')!;
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe('https://www.youtube.com');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('start')).toBe('90');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    );
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame.getAttribute('title')).toBe('A video');
  });

  it('a player from an unknown host gets no play button and nothing is embedded', () => {
    const root = show(
      statusWith({ card: videoCard({ html: '<iframe src="https://evil.example/x"></iframe><script>1</script>' }) }),
    );
    expect(root.querySelector('button.link-card__play')).toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.innerHTML).not.toContain('evil.example');
    expect(root.querySelector('script')).toBeNull();
  });

  it('a sensitive video card must be revealed before it can play', () => {
    const root = show(statusWith({ sensitive: true, card: videoCard() }));
    expect(root.querySelector('button.link-card__play')).toBeNull();
    click(buttonNamed(root, 'Sensitive content'));
    expect(root.querySelector('button.link-card__play')).not.toBeNull();
  });

  it('a change of card resets the embedded and preview-loaded states', () => {
    const root = show(statusWith({ card: videoCard() }));
    act(() => {
      root.querySelector('img.link-card__image')!.dispatchEvent(new Event('load'));
    });
    click(root.querySelector('button.link-card__play'));
    expect(root.querySelector('iframe')).not.toBeNull();
    view!.rerender(
      <LinkCard
        status={statusWith({
          card: videoCard({
            url: 'https://www.youtube.com/watch?v=zzz',
            html: '<iframe src="https://www.youtube.com/embed/zzz"></iframe>',
          }),
        })}
      />,
    );
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('button.link-card__play')).not.toBeNull();
    expect(root.querySelector('.link-card__media canvas')).not.toBeNull();
  });

  it('has no axe violations, before and after embedding', async () => {
    const root = show(
      statusWith({ card: videoCard({ authors: [{ name: 'Guest', url: 'https://blog.example/guest' }] }) }),
    );
    expect(await axeViolations(root)).toEqual([]);
    click(root.querySelector('button.link-card__play'));
    expect(await axeViolations(root)).toEqual([]);
  });
});
