/**
 * The theme and motion the reader chooses in the settings (<html data-theme>, <html data-motion>) are honoured by
 * the same rules as the system's preferences: read from the stylesheets themselves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(new URL(`../../../src/${path}`, import.meta.url), 'utf8');
const tokens = css('styles/tokens.css');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(text: string, selector: string): string[] {
  const at = text.indexOf(`${selector} {`);
  if (at < 0) return [];
  const body = text.slice(at + selector.length + 2, text.indexOf('}', at));
  return body
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('the colour theme', () => {
  it("gives the reader's dark choice exactly the system's dark colours", () => {
    const system = declarations(tokens, ":root:not([data-theme='light'])");
    const chosen = declarations(tokens, ":root[data-theme='dark']");
    expect(system.length).toBeGreaterThan(10);
    expect(chosen).toEqual(system);
  });

  it("keeps the system's dark colours away when the reader chose light", () => {
    expect(tokens).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \{/);
    expect(declarations(tokens, ":root[data-theme='light']")).toEqual(['color-scheme: light']);
  });

  it.each(['views/status/status.css', 'views/notifications/rows/notification-rows.css'])(
    '%s follows the chosen theme as well as the system',
    (path) => {
      const text = css(path);
      expect(text).toMatch(/prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) /);
      expect(text).toContain(":root[data-theme='dark'] ");
    },
  );
});

describe('motion', () => {
  it("ends animations and transitions for the reader's choice as for the system's", () => {
    const system = tokens.slice(tokens.indexOf('@media (prefers-reduced-motion: reduce)'));
    const rule = (selector: string) => declarations(system, selector);
    const chosen = declarations(tokens, ":root[data-motion='reduce'] *::after");
    expect(chosen).toEqual(rule('*::after'));
    expect(chosen).toContain('transition-duration: 0.01ms !important');
    expect(declarations(tokens, ":root[data-motion='reduce']")).toEqual(['--duration-fast: 0ms']);
  });
});
