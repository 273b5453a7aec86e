/**
 * A chosen option (the composer's pickers, the settings' selects) shows its label in the accent colour: the token
 * for the accent as text must read at 4.5:1 on every surface such an option sits on, in the light and the dark
 * theme, and the pickers must use it rather than the accent meant for filled buttons.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(new URL(`../../../src/${path}`, import.meta.url), 'utf8');
const tokens = css('styles/tokens.css');

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
function tokensOf(selector: string): Record<string, string> {
  const at = tokens.indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  const body = tokens.slice(at + selector.length + 2, tokens.indexOf('}', at));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [16, 8, 0].map((shift) => ((value >> shift) & 255) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const light = tokensOf(':root');
const dark = { ...light, ...tokensOf(":root[data-theme='dark']") };
const SURFACES = ['--color-bg', '--color-surface', '--color-surface-raised'];

describe('the accent as text', () => {
  it.each([
    ['light', light],
    ['dark', dark],
  ])('reads at 4.5:1 or more on every surface in the %s theme', (_theme, colours) => {
    const text = colours['--color-accent-text'];
    expect(text, '--color-accent-text is declared').toMatch(/^#[0-9a-f]{6}$/i);
    for (const surface of SURFACES) expect(contrast(text!, colours[surface]!), surface).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['views/compose/compose.css', '.compose-select__option--selected .compose-select__option-label'],
    ['views/settings/settings.css', '.settings-select__option[data-selected]'],
  ])('%s draws a chosen option in it', (path, selector) => {
    const text = css(path);
    const at = text.indexOf(`${selector} {`);
    expect(at, selector).toBeGreaterThanOrEqual(0);
    expect(text.slice(at, text.indexOf('}', at))).toContain('color: var(--color-accent-text)');
  });
});
