/**
 * The icon sprite: every icon name Icon.tsx accepts has a symbol in icons.svg stroked in currentColor, every
 * navigation icon name (nav-icons.tsx) one filled in currentColor, each carrying its own paint (a <use> inherits
 * from where it is used, not from the sprite), and the build puts the sprite, without its comment, at the start
 * of index.html's body, taking no room.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSprite } from '../../../vite.config';

const ICON_SOURCE = readFileSync(new URL('../../../src/views/common/Icon.tsx', import.meta.url), 'utf8');
const NAV_ICON_SOURCE = readFileSync(new URL('../../../src/views/shell/nav-icons.tsx', import.meta.url), 'utf8');
const SPRITE = readFileSync(new URL('../../../src/views/common/icons.svg', import.meta.url), 'utf8');

const namesOf = (source: string, type: string) => {
  const union = new RegExp(`export type ${type} =([^;]+);`).exec(source)![1]!;
  return [...union.matchAll(/'([\w-]+)'/g)].map((match) => match[1]!);
};
const iconNames = () => namesOf(ICON_SOURCE, 'IconName');
const navIconNames = () => namesOf(NAV_ICON_SOURCE, 'NavIconName');

function injected(html: string): string {
  const hook = iconSprite().transformIndexHtml as unknown as { handler(html: string): string };
  return hook.handler(html);
}

describe('the icon sprite', () => {
  it('has one symbol per icon name, each stroked in the text colour', () => {
    const names = iconNames();
    expect(names.length).toBeGreaterThan(10);
    const symbols = [...SPRITE.matchAll(/<symbol id="icon-([\w-]+)"([^>]*)>/g)];
    const navSymbols = [...SPRITE.matchAll(/<symbol id="nav-([\w-]+)"([^>]*)>/g)];
    expect(navSymbols.map((symbol) => symbol[1]).sort()).toEqual([...navIconNames()].sort());
    for (const [, , attributes] of navSymbols) expect(attributes).toContain('fill="currentColor"');
    expect(symbols.map((symbol) => symbol[1]).sort()).toEqual([...names].sort());
    for (const [, , attributes] of symbols) {
      expect(attributes).toContain('stroke="currentColor"');
      expect(attributes).toContain('fill="none"');
    }
    expect(SPRITE).not.toContain('black');
  });

  it('is put at the start of the body, without its comment, taking no room', () => {
    const html = injected('<html><body><div id="root"></div></body></html>');
    expect(html).toMatch(/^<html><body><svg [^>]*width="0" height="0"[^>]*aria-hidden="true"/);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<div id="root"></div></body>');
    for (const name of iconNames()) expect(html).toContain(`<symbol id="icon-${name}"`);
    for (const name of navIconNames()) expect(html).toContain(`<symbol id="nav-${name}"`);
  });
});
