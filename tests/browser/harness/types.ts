import type { BrowserContext, Page } from 'playwright-core';

/** What a browser spec receives. Each spec gets a fresh browser context and page. */
export interface SpecContext {
  page: Page;
  context: BrowserContext;
  /** the built client, served on loopback, e.g. http://127.0.0.1:41234 */
  clientUrl: string;
  /** the seeded sandbox server the client's sign-in form starts with */
  sandboxUrl: string;
  /** runs axe-core on `page` (or `options.page`) and throws listing every violation */
  axe: (options?: AxeOptions & { page?: Page }) => Promise<void>;
  /** saves tests/browser/screenshots/<name>-<viewport width>.png of `page` (or `other`) and returns its path */
  screenshot: (name: string, other?: Page) => Promise<string>;
}

export interface AxeOptions {
  /** CSS selector to check instead of the whole document */
  include?: string;
  /** rule ids to skip, each with a reason in the spec */
  disableRules?: string[];
}

/** A module in tests/browser/specs/*.spec.ts exports `name` and `run`. */
export interface BrowserSpecModule {
  name: string;
  run: (ctx: SpecContext) => Promise<void>;
}
