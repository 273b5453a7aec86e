// @vitest-environment jsdom
/**
 * Reading a post: a click opens it only when it is no drag (primary button here, middle or Ctrl/Cmd in a new tab),
 * the hashtag bar takes a last paragraph of hashtags out of the body, and a long post in a feed starts cut behind
 * Read more.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusUiOf } from '../../../src/services/status/status-ui-store';
import { Status } from '../../../src/views/status/Status';
import { rawAccount, rawStatus } from './status-fixtures';
import { createHarness, must, type Harness } from './status-harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => {
  h.unmount();
  vi.restoreAllMocks();
});

/** Presses at (x, y) and releases at (x + dx, y + dy) with `button`, as a mouse does. */
function pressAndRelease(
  element: Element,
  { dx = 0, dy = 0, button = 0, ctrlKey = false }: { dx?: number; dy?: number; button?: number; ctrlKey?: boolean },
): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 100, clientY: 100, button }));
    const release = { bubbles: true, cancelable: true, clientX: 100 + dx, clientY: 100 + dy, button, ctrlKey };
    element.dispatchEvent(new MouseEvent(button === 0 ? 'click' : 'auxclick', release));
  });
}

describe('a click on a post', () => {
  beforeEach(() => {
    h.importRaw(rawStatus('50', { account: rawAccount('1', { acct: 'alice' }), content: '<p>Some words</p>' }));
    h.render(<Status statusId="50" />);
  });
  const body = () => must(h.container.querySelector('.status__content p'));

  it('opens the post when the pointer moved less than 5 px', () => {
    pressAndRelease(body(), { dx: 2, dy: 2 });
    expect(h.navigate).toHaveBeenCalledWith('/@alice/50');
  });

  it('a drag (selecting text) does not open it', () => {
    pressAndRelease(body(), { dx: 40 });
    pressAndRelease(body(), { dx: 3, dy: 2 });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('the middle button, or Ctrl with the primary one, opens it in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    pressAndRelease(body(), { button: 1 });
    pressAndRelease(body(), { ctrlKey: true });
    expect(open.mock.calls).toEqual([
      ['/@alice/50', '_blank', 'noopener'],
      ['/@alice/50', '_blank', 'noopener'],
    ]);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('another button does nothing', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    pressAndRelease(body(), { button: 2 });
    expect(open).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
  });
});

describe('the new tab in the deck', () => {
  it('opens the deck’s address of the post', () => {
    h.unmount();
    h = createHarness({ layout: 'multi-column' });
    h.importRaw(rawStatus('51', { account: rawAccount('1', { acct: 'alice' }) }));
    h.render(<Status statusId="51" />);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    pressAndRelease(must(h.container.querySelector('.status__content')), { button: 1 });
    expect(open).toHaveBeenCalledWith('/deck/@alice/51', '_blank', 'noopener');
  });
});

const tag = (name: string) =>
  `<a href="https://home.example/tags/${name.toLowerCase()}" class="mention hashtag" rel="tag">#<span>${name}</span></a>`;
const tags = (...names: string[]) => names.map((name) => ({ name, url: `https://home.example/tags/${name}` }));

describe('the hashtag bar', () => {
  it('shows the last paragraph of hashtags as links under the post, out of the body', () => {
    h.importRaw(
      rawStatus('60', {
        content: `<p>Swallows are back</p><p>${tag('Birds')} ${tag('spring')}</p>`,
        tags: tags('birds', 'spring', 'extra'),
      }),
    );
    h.render(<Status statusId="60" />);
    expect(must(h.container.querySelector('.status__content')).textContent).toBe('Swallows are back');
    const bar = [...h.container.querySelectorAll<HTMLAnchorElement>('.status__hashtags a')];
    expect(bar.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#Birds', '/tags/Birds'],
      ['#spring', '/tags/spring'],
      ['#extra', '/tags/extra'],
    ]);
    act(() => bar[0]!.click());
    expect(h.navigate).toHaveBeenCalledWith('/tags/Birds');
  });

  it('a post of only hashtags keeps them as its text and has no bar', () => {
    h.importRaw(rawStatus('61', { content: `<p>${tag('a')} ${tag('b')}</p>`, tags: tags('a', 'b') }));
    h.render(<Status statusId="61" />);
    expect(must(h.container.querySelector('.status__content')).textContent).toBe('#a #b');
    expect(h.container.querySelector('.status__hashtags')).toBeNull();
  });

  it('is hidden with the content behind a content warning', () => {
    h.importRaw(
      rawStatus('62', {
        spoiler_text: 'Birds',
        content: `<p>Swallows</p><p>${tag('birds')}</p>`,
        tags: tags('birds'),
      }),
    );
    h.render(<Status statusId="62" />);
    expect(h.container.querySelector('.status__hashtags')).toBeNull();
    act(() => must(h.container.querySelector<HTMLButtonElement>('.status__warning-toggle')).click());
    expect(h.container.querySelector('.status__hashtags')?.textContent).toBe('#birds');
  });
});

describe('a long post in a feed', () => {
  /** jsdom lays nothing out: the post's text measures `height` px */
  function textMeasures(height: number): void {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('status__content') ? height : 0;
    });
  }
  const text = () => must(h.container.querySelector('.status__content'));
  const readMore = () => h.container.querySelector<HTMLButtonElement>('.status__read-more');

  it('taller than 706 px starts cut behind Read more, and the reader’s choice stays when the row comes back', () => {
    textMeasures(707);
    h.importRaw(rawStatus('70', { content: '<p>long</p>' }));
    h.render(<Status statusId="70" variant="timeline" />);
    expect(text().classList.contains('status__content--collapsed')).toBe(true);
    const button = must(readMore());
    expect(button.textContent).toBe('Read more');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(text().id);
    expect(statusUiOf(h.store).get('70').collapsed).toBe(true);

    act(() => button.click());
    expect(text().classList.contains('status__content--collapsed')).toBe(false);
    expect(must(readMore()).textContent).toBe('Read less');
    expect(must(readMore()).getAttribute('aria-expanded')).toBe('true');
    expect(h.navigate).not.toHaveBeenCalled();

    // the row leaves the virtual feed and comes back: whole, as left
    h.render(<></>);
    h.render(<Status statusId="70" variant="timeline" />);
    expect(text().classList.contains('status__content--collapsed')).toBe(false);
    expect(must(readMore()).textContent).toBe('Read less');
    act(() => must(readMore()).click());
    h.render(<></>);
    h.render(<Status statusId="70" variant="timeline" />);
    expect(text().classList.contains('status__content--collapsed')).toBe(true);
  });

  it('706 px or less is shown whole, with no button', () => {
    textMeasures(706);
    h.importRaw(rawStatus('71', { content: '<p>long enough</p>' }));
    h.render(<Status statusId="71" variant="timeline" />);
    expect(text().classList.contains('status__content--collapsed')).toBe(false);
    expect(readMore()).toBeNull();
    expect(statusUiOf(h.store).get('71').collapsed).toBeNull();
  });

  it('is never cut as the focused post of a thread, nor behind a content warning', () => {
    textMeasures(3000);
    h.importRaw(
      rawStatus('72', { content: '<p>long</p>' }),
      rawStatus('73', { content: '<p>long</p>', spoiler_text: 'Long' }),
    );
    h.render(
      <>
        <Status statusId="72" variant="detailed" />
        <Status statusId="73" variant="timeline" />
      </>,
    );
    act(() => must(h.container.querySelector<HTMLButtonElement>('.status__warning-toggle')).click());
    expect(h.container.querySelector('.status__content--collapsed')).toBeNull();
    expect(readMore()).toBeNull();
  });
});
