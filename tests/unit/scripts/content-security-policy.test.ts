/**
 * The built page's Content-Security-Policy (scripts/content-security-policy.ts): each inline script allowed by the
 * hash of its exact text and nothing else inline, no plugins, no <base>, media and connections to any https server
 * (and loopback for the sandbox); the tag goes right after <meta charset>, so it covers every script after it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  inlineScripts,
  policyFor,
  scriptHash,
  withContentSecurityPolicy,
} from '../../../scripts/content-security-policy';

const require = createRequire(import.meta.url);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Tsubame</title>
    <script>var a = 1;</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <script>
      var b = 2;
    </script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the page policy', () => {
  it('hashes an inline script by the SHA-256 of its exact text, base64', () => {
    const expected = createHash('sha256').update('var a = 1;').digest('base64');
    expect(scriptHash('var a = 1;')).toBe(`'sha256-${expected}'`);
    expect(scriptHash('var a = 1; ')).not.toBe(scriptHash('var a = 1;'));
  });

  it('finds the inline scripts only, whitespace kept', () => {
    expect(inlineScripts(PAGE)).toEqual(['var a = 1;', '\n      var b = 2;\n    ']);
  });

  it('allows scripts from the app and the hashed inline ones, never inline scripts as such or eval', () => {
    const policy = policyFor([scriptHash('x'), scriptHash('x'), scriptHash('y')]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", scriptHash('x'), scriptHash('y')]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
  });

  it('lets images and media come from any https server, blob: and data:, and loopback http for the sandbox', () => {
    const policy = policyFor([]);
    for (const name of ['img-src', 'media-src']) {
      const sources = directive(policy, name);
      expect(sources).toEqual(expect.arrayContaining(["'self'", 'https:', 'blob:', 'data:', 'http://127.0.0.1:*']));
      expect(sources).not.toContain('http:');
    }
  });

  it('lets the client reach any https or wss server, and loopback http or ws, not plain http elsewhere', () => {
    const sources = directive(policyFor([]), 'connect-src');
    expect(sources).toEqual(
      expect.arrayContaining([
        "'self'",
        'https:',
        'wss:',
        'http://127.0.0.1:*',
        'ws://127.0.0.1:*',
        'ws://localhost:*',
      ]),
    );
    expect(sources).not.toContain('http:');
    expect(sources).not.toContain('ws:');
  });

  it('puts the tag right after <meta charset>, with the hashes of the page as written', () => {
    const html = withContentSecurityPolicy(PAGE);
    const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html);
    expect(tag).not.toBeNull();
    expect(html.indexOf(tag![0])).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(html.indexOf(tag![0]));
    expect(directive(tag![1]!, 'script-src')).toEqual([
      "'self'",
      scriptHash('var a = 1;'),
      scriptHash('\n      var b = 2;\n    '),
    ]);
  });

  it('refuses a page without <meta charset>, or with a policy already', () => {
    expect(() => withContentSecurityPolicy('<html><head></head></html>')).toThrow(/meta charset/);
    expect(() => withContentSecurityPolicy(withContentSecurityPolicy(PAGE))).toThrow(/one already/);
  });
});

describe("react-aria's pressable style", () => {
  it('is in the app stylesheet, and index.html holds the element react-aria looks for before adding its <style>', () => {
    const packageJson = require.resolve('react-aria/package.json');
    const source = readFileSync(
      packageJson.replace(/package\.json$/, 'dist/private/interactions/usePress.mjs'),
      'utf8',
    );
    const id = /STYLE_ID = '([^']+)'/.exec(source)?.[1];
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    expect(id).toBe('react-aria-pressable-style');
    expect(source).toContain('.getElementById($d27d541f9569d26d$var$STYLE_ID)) return;');
    const page = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(page).toContain(`id="${id}"`);
    const css = readFileSync(new URL('../../../src/styles/base.css', import.meta.url), 'utf8');
    expect(css).toContain(`[${attribute}] {\n    touch-action: pan-x pan-y pinch-zoom;`);
  });
});
