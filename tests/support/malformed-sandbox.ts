/**
 * useMalformedSandbox(): a seeded sandbox served by msw in a Vitest file, for screens fed malformed answers through
 * the sandbox's malformed-answers switch (sandbox/handlers/malformed-answers.ts). Unlike useContractSandbox it does
 * not check the traffic against the contract: the answers it spoils break the contract on purpose. The switch is
 * turned off after each test.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandbox } from '../../sandbox';
import type { MalformedKind } from '../../sandbox/kernel/options';

export function useMalformedSandbox() {
  const sandbox = createSandbox();
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandbox.ctx.options.malformedAnswers = {};
  });
  afterAll(() => server.close());
  return {
    sandbox,
    origin: sandbox.db.origin,
    /** Answers requests whose path contains `fragment` the `kind` way, until healed. */
    spoil(fragment: string, kind: MalformedKind) {
      sandbox.ctx.options.malformedAnswers = { [fragment]: kind };
    },
    /** Every answer well formed again. */
    heal() {
      sandbox.ctx.options.malformedAnswers = {};
    },
  };
}

/** The kinds a screen must show as its load failure with Retry, never as empty. */
export const FAILING_KINDS: readonly MalformedKind[] = [
  'invalid-json',
  'wrong-type',
  'missing-fields',
  'html-200',
  'html-502',
];
