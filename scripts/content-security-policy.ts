/**
 * The built page's Content-Security-Policy, as a <meta http-equiv> tag the build puts first in index.html's head
 * (vite.config.ts contentSecurityPolicy()). What it allows:
 * - scripts: the app's own files, and each inline script of index.html by the SHA-256 of its exact text (the
 *   build computes them from the page as written), nothing else: an injected inline script or handler never runs;
 * - styles and fonts: the app's own files only (no inline style attribute in the page: CSSOM styles set by script
 *   are not governed by the policy);
 * - images and media: any https source (servers and their media hosts are any servers), blob: (a draft's picked
 *   files) and data:, and loopback http for the sandbox;
 * - connections: any https/wss server (the client signs in to any server, cross-origin), and loopback http/ws
 *   for the sandbox;
 * - workers (the push service worker, the date formatter's warm-up): the app's own files;
 * - no plugins (`object-src 'none'`), no <base> (`base-uri 'none'`), forms only to the app itself.
 * A <meta> policy cannot say `frame-ancestors` (nor report): README lists the headers a static host adds.
 */
import { createHash } from 'node:crypto';

/** loopback http(s) and ws(s) sources, for the sandbox server of `npm start` and the tests */
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*'];
const LOOPBACK_WS = ['ws://127.0.0.1:*', 'ws://localhost:*'];

/** `'sha256-…'` of an inline script's text, exactly as it stands between its tags. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline script (a <script> without src) of an HTML page, in order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/i.test(` ${match[1] ?? ''}`)) found.push(match[2] ?? '');
  }
  return found;
}

/** The policy's text for a page whose inline scripts have these hashes. */
export function policyFor(scriptHashes: readonly string[]): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...new Set(scriptHashes)],
    ['style-src', "'self'"],
    ['font-src', "'self'"],
    ['img-src', "'self'", 'https:', ...LOOPBACK_HTTP, 'blob:', 'data:'],
    ['media-src', "'self'", 'https:', ...LOOPBACK_HTTP, 'blob:', 'data:'],
    ['connect-src', "'self'", 'https:', 'wss:', ...LOOPBACK_HTTP, ...LOOPBACK_WS],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The tag, put right after <meta charset>: a policy in a <meta> covers only what comes after it. */
export function withContentSecurityPolicy(html: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policyFor(inlineScripts(html).map(scriptHash))}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('content security policy: index.html has no <meta charset> to follow');
  if (html.includes('http-equiv="Content-Security-Policy"'))
    throw new Error('content security policy: index.html has one already');
  return html.replace(charset, (found) => `${found}\n    ${tag}`);
}
