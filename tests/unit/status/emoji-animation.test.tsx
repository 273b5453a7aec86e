// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status } from '../../../src/views/status/Status';
import { BLOB, rawAccount, rawStatus } from './status-fixtures';
import { createHarness, must, pointer, type Harness } from './status-harness';

let h: Harness;
afterEach(() => {
  h.unmount();
  vi.unstubAllGlobals();
});

/** A matchMedia answering prefers-reduced-motion as asked. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function render() {
  h = createHarness();
  h.importRaw(
    rawStatus('1', {
      account: rawAccount('2', { display_name: 'Name :blob:', emojis: [BLOB] }),
      content: '<p>text :blob:</p>',
      emojis: [BLOB],
    }),
  );
  h.render(<Status statusId="1" />);
  return must(h.container.querySelector('article'));
}

const sources = () => [...h.container.querySelectorAll('img.custom-emoji')].map((img) => img.getAttribute('src'));

describe('custom emoji and avatar animation', () => {
  it('shows still images until the post is hovered or focused, then the animated ones', () => {
    stubReducedMotion(false);
    const article = render();
    const avatar = must(h.container.querySelector('img.avatar'));
    expect(sources()).toEqual([BLOB.static_url, BLOB.static_url]);
    expect(avatar.getAttribute('src')).toBe('https://files.example/avatars/2.png');

    pointer(article, 'pointerover');
    expect(sources()).toEqual([BLOB.url, BLOB.url]);
    expect(avatar.getAttribute('src')).toBe('https://files.example/avatars/2.gif');
    pointer(article, 'pointerout');
    expect(sources()).toEqual([BLOB.static_url, BLOB.static_url]);

    act(() => article.focus());
    expect(sources()).toEqual([BLOB.url, BLOB.url]);
    act(() => article.blur());
    expect(sources()).toEqual([BLOB.static_url, BLOB.static_url]);
  });

  it('keeps them still while reduced motion is requested, even on hover', () => {
    stubReducedMotion(true);
    const article = render();
    pointer(article, 'pointerover');
    act(() => article.focus());
    expect(sources()).toEqual([BLOB.static_url, BLOB.static_url]);
    expect(h.container.querySelector('img.avatar')?.getAttribute('src')).toBe('https://files.example/avatars/2.png');
  });

  it("keeps them still when the reader chose reduced motion in the settings, whatever the system's setting", () => {
    stubReducedMotion(false);
    document.documentElement.dataset.motion = 'reduce';
    try {
      const article = render();
      pointer(article, 'pointerover');
      expect(sources()).toEqual([BLOB.static_url, BLOB.static_url]);
      // back to the system's setting: the next hover animates again
      pointer(article, 'pointerout');
      delete document.documentElement.dataset.motion;
      pointer(article, 'pointerover');
      expect(sources()).toEqual([BLOB.url, BLOB.url]);
    } finally {
      delete document.documentElement.dataset.motion;
    }
  });
});
