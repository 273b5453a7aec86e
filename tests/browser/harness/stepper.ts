/** Labelled steps of a browser spec that all run, collecting failures (each with a screenshot) instead of stopping. */
import type { Page } from 'playwright-core';
import { viewportShot } from './app-journey';

export type Step = (label: string, work: () => Promise<void>) => Promise<boolean>;

export function stepper(page: Page, spec: string, trace: (s: string) => void): { step: Step; failures: string[] } {
  const failures: string[] = [];
  const step: Step = async (label, work) => {
    trace(label);
    try {
      await work();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n').slice(0, 8).join('\n      ') : String(error);
      failures.push(`${label}: ${message}`);
      trace(`failed: ${message}`);
      await viewportShot(page, `${spec}-failed-${failures.length}`).catch(() => undefined);
      return false;
    }
  };
  return { step, failures };
}
