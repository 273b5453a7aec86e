// @vitest-environment jsdom
/**
 * Hostile HTML through every rendered field of a post (content, spoiler text, display names, acct, custom
 * emoji shortcodes and URLs, mentions, hashtags, reactions, application, card, poll, media, quote, boost):
 * no script runs, and no script, frame, style, SVG, MathML, plugin or form markup, no on* attribute and no
 * javascript:/data:/vbscript: URL reaches the DOM. The control test proves the detectors can see a payload.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Status } from '../../../src/views/status/Status';
import { HOSTILE_ID, hostileStatus, PWN, REQUIRED_MARKERS } from './hostile-fixture';
import { appears, createHarness, type Harness } from './status-harness';

/** The flag any payload that ran would have set (see hostile-fixture.ts). */
const pwned = () => document.documentElement.getAttribute('data-pwned');

/**
 * Markup that must never come from a server. The renderer's own controls (poll inputs, icons drawn by the
 * media and poll views) are ours: inline <svg> icons of those views are told apart by having no attribute
 * outside SVG_ICON_ATTRIBUTES and no script-capable children; the shared icons hold only a <use> of the page's
 * sprite (#icon-name).
 */
const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, style, math, object, embed, applet, form, base, meta, link, ' +
  'template, noscript, portal, foreignObject, textarea, select';
const SVG_ICON_ATTRIBUTES = new Set([
  'viewbox',
  'width',
  'height',
  'aria-hidden',
  'focusable',
  'class',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'd',
  'cx',
  'cy',
  'r',
  'x',
  'y',
  'rx',
  'ry',
  'points',
  'x1',
  'x2',
  'y1',
  'y2',
  'xmlns',
]);
// the symbols of the page's own sprite (icons.svg): the icons, the navigation icons and the media grid's hide eye
const ICON_SPRITE_HREF = /^#(?:(?:icon|nav)-[a-z-]+|media-hide)$/;
const SVG_ICON_ELEMENTS = new Set(['svg', 'path', 'circle', 'rect', 'polyline', 'polygon', 'line', 'g', 'ellipse']);
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'data',
  'xlink:href',
  'background',
  'cite',
];
const EVENTS = [
  'click',
  'dblclick',
  'mouseover',
  'mouseenter',
  'pointerover',
  'focus',
  'blur',
  'load',
  'error',
  'toggle',
  'input',
  'animationstart',
];

/** Every problem found in a subtree: forbidden elements, on* attributes, dangerous URLs. */
function findProblems(root: Element): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll(FORBIDDEN_ELEMENTS)) problems.push(`<${el.localName}> element`);
  for (const svg of root.querySelectorAll('svg')) {
    for (const part of [svg, ...svg.querySelectorAll('*')]) {
      // the shared icons are a <use> of the page's own sprite, and nothing else
      if (part.localName === 'use') {
        const href = part.getAttribute('href') ?? '';
        if (part.attributes.length !== 1 || !ICON_SPRITE_HREF.test(href)) problems.push(`<use href="${href}">`);
        continue;
      }
      if (!SVG_ICON_ELEMENTS.has(part.localName)) problems.push(`<${part.localName}> in <svg>`);
      for (const attr of part.attributes) {
        if (!SVG_ICON_ATTRIBUTES.has(attr.name.toLowerCase()))
          problems.push(`${attr.name} on <${part.localName}> in <svg>`);
      }
    }
  }
  for (const input of root.querySelectorAll('input')) {
    if (!['radio', 'checkbox'].includes(input.type) || input.hasAttribute('autofocus'))
      problems.push(`<input type=${input.type}>`);
  }
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of el.attributes) {
      if (attr.name.toLowerCase().startsWith('on')) problems.push(`${attr.name} on <${el.localName}>`);
      // the renderer's own layout styles are numbers and colours; server styles never get through
      if (attr.name === 'style' && /url\(|expression|javascript|position\s*:\s*fixed|@import/i.test(attr.value)) {
        problems.push(`style="${attr.value}" on <${el.localName}>`);
      }
      if (el.localName === 'use' && ICON_SPRITE_HREF.test(attr.value)) continue;
      if (URL_ATTRIBUTES.includes(attr.name.toLowerCase())) {
        // what a browser would see: no whitespace or control characters, any case
        // eslint-disable-next-line no-control-regex -- control characters are what this strips
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (/^(javascript|data|vbscript):/.test(value) || /,(javascript|data|vbscript):/.test(value)) {
          problems.push(`${attr.name}="${attr.value}" on <${el.localName}>`);
        }
        const allowed =
          value.startsWith('https://') ||
          value.startsWith('http://') ||
          (value.startsWith('/') && !value.startsWith('//'));
        if (!allowed && attr.name !== 'srcset')
          problems.push(`unexpected ${attr.name}="${attr.value}" on <${el.localName}>`);
      }
    }
  }
  return problems;
}

/** Fires the events a payload would hook into, on every element (a snapshot: clicks may change the DOM). */
function poke(root: Element): void {
  const stopNavigation = (event: Event) => event.preventDefault();
  document.addEventListener('click', stopNavigation, true);
  try {
    for (const el of [...root.querySelectorAll('*')]) {
      for (const type of EVENTS) {
        act(() => {
          el.dispatchEvent(
            new Event(type, {
              bubbles: type !== 'focus' && type !== 'blur' && type !== 'mouseenter',
              cancelable: true,
            }),
          );
        });
      }
    }
  } finally {
    document.removeEventListener('click', stopNavigation, true);
  }
}

function revealEverything(root: Element): void {
  for (let round = 0; round < 5; round++) {
    const buttons = [
      ...root.querySelectorAll<HTMLButtonElement>(
        '.status__warning-toggle[aria-expanded="false"], .status__quote-reveal',
      ),
    ];
    if (buttons.length === 0) return;
    for (const button of buttons) act(() => button.click());
  }
}

// the parts a post loads on demand, loaded before the tests: one arriving after a test has ended would be
// reported (outside act) once the console is no longer silenced, as the test environment closes
beforeAll(async () => {
  await Promise.all([
    import('../../../src/views/status/poll/Poll'),
    import('../../../src/views/status/card/LinkCardView'),
    import('../../../src/views/status/DetailedInfo'),
    import('../../../src/views/status/MissingQuote'),
    import('../../../src/views/status/StatusTranslation'),
  ]);
});

let h: Harness;
beforeEach(() => {
  document.documentElement.removeAttribute('data-pwned');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom has no canvas; the blurhash placeholders of media and cards draw nothing here
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  h = createHarness({ me: null });
});
afterEach(() => {
  h.unmount();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-pwned');
});

describe('hostile HTML in every rendered field', () => {
  it('the detectors see a payload that reaches the DOM (control)', () => {
    const probe = document.createElement('div');
    document.body.append(probe);
    probe.innerHTML = `<b onclick="${PWN('control')}">x</b><a href="javascript:void 0">y</a><svg onload="void 0"><script></script></svg><style></style>`;
    expect(findProblems(probe)).toEqual(
      expect.arrayContaining([
        '<style> element',
        '<script> element',
        'onclick on <b>',
        'href="javascript:void 0" on <a>',
        'onload on <svg> in <svg>',
      ]),
    );
    expect(pwned()).toBeNull();
    poke(probe);
    expect(pwned()).toBe('control');
    document.documentElement.removeAttribute('data-pwned');
    probe.remove();
  });

  it('no payload survives in a boosted post quoting another, in the timeline and detailed variants', async () => {
    h.importRaw(hostileStatus());
    h.render(
      <>
        <Status statusId={HOSTILE_ID} variant="timeline" />
        <Status statusId="hostile-post" variant="detailed" />
      </>,
    );
    // the detailed variant's info (date, application, audience, counts) loads lazily: check it once it is there
    await appears(() => h.container.querySelector('.status__detailed'), 'detailed info');
    expect(findProblems(h.container)).toEqual([]);

    revealEverything(h.container);
    const text = h.container.textContent ?? '';
    for (const marker of [...REQUIRED_MARKERS, 'MARK-application']) expect(text, marker).toContain(marker);
    // plain-text fields show markup as text
    expect(text).toContain('<img src=x onerror=');
    expect(findProblems(h.container)).toEqual([]);

    poke(h.container);
    expect(findProblems(h.container)).toEqual([]);
    expect(pwned()).toBeNull();
  });

  it('custom emoji keep only http(s) images and never take a URL from the markup', () => {
    h.importRaw(hostileStatus());
    h.render(<Status statusId={HOSTILE_ID} />);
    revealEverything(h.container);
    const emoji = [...h.container.querySelectorAll<HTMLImageElement>('img.custom-emoji')];
    expect(emoji.length).toBeGreaterThan(0);
    for (const img of emoji) {
      expect(img.getAttribute('src')).toMatch(/^https:\/\/files\.example\//);
      expect(img.getAttribute('alt')).toMatch(/^:[a-zA-Z0-9_@.]+:$/);
    }
    expect(
      emoji.some((img) => img.alt === ':okurl:' && img.getAttribute('src') === 'https://files.example/ok.gif'),
    ).toBe(true);
  });

  it('links go to app paths or http(s) outside links with the forced rel and target', () => {
    h.importRaw(hostileStatus());
    h.render(<Status statusId={HOSTILE_ID} />);
    revealEverything(h.container);
    for (const a of h.container.querySelectorAll<HTMLAnchorElement>('.status__content a')) {
      const href = a.getAttribute('href') ?? '';
      if (href.startsWith('/')) continue;
      expect(href).toMatch(/^https?:\/\//);
      expect(a.getAttribute('rel')).toBe('nofollow noopener noreferrer');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    const mention = [...h.container.querySelectorAll('.status__content a')].find(
      (a) => a.textContent === '@MARK-mention',
    );
    expect(mention?.getAttribute('href')).toBe(
      `/@${encodeURIComponent(`evil"><img src=x onerror=${PWN('mention-acct')}>`).replace(/%40/g, '@')}`,
    );
  });
});
