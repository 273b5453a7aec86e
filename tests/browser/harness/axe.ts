import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeOptions } from './types';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** Injects axe-core into `page`, runs it (WCAG 2.x A/AA and best practices) and throws on any violation. */
export async function checkAccessibility(page: Page, options: AxeOptions = {}): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // evaluated through the DevTools protocol, not added as a <script>: the page's Content-Security-Policy refuses
  // inline scripts it does not know, as it should
  if (!present) await page.evaluate(`${(axeSource ??= readFileSync(AXE_SOURCE, 'utf8'))}\n;undefined`);
  const violations = (await page.evaluate(async ({ include, disableRules }) => {
    // colours are judged as they settle: a dialog fading in is half transparent until its animation ends
    // (finite animations only: a spinner never ends)
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'], rules });
    return result.violations;
  }, options)) as AxeViolation[];
  if (violations.length === 0) return;
  // what each offending element held, so that a failure seen once (on a slower machine) can be understood
  const described = await page.evaluate(
    (targets) =>
      targets.map((selector) => {
        const element = document.querySelector(selector);
        if (element === null) return `${selector}: gone`;
        const region = element.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
        const html = element.outerHTML.replace(/\s+/g, ' ').slice(0, 600);
        return `${selector} in "${region}" (${element.childElementCount} children): ${html}`;
      }),
    violations.flatMap((v) => v.nodes.slice(0, 2).map((n) => String(n.target[0]))),
  );
  const lines = violations.flatMap((v) => [
    `axe: ${v.id} (${v.impact ?? 'unknown'}): ${v.help}`,
    ...v.nodes
      .slice(0, 5)
      .map(
        (n) =>
          `    at ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
      ),
  ]);
  throw new Error(
    `${violations.length} accessibility violation(s) at ${page.url()}\n${lines.join('\n')}\n${described.join('\n')}`,
  );
}
