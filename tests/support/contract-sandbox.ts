/**
 * useContractSandbox(): a seeded sandbox served by msw in a Vitest file, with every request the client sends and
 * every answer the sandbox gives checked by a contract recorder (tests/support/contract-recorder.ts). Violations
 * fail the file in afterAll; the observed catalogue calls are written to .tmp/contract/observed-<name>.json.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createSandbox, type CreateSandboxInput, type Sandbox } from '../../sandbox';
import type { ContractValidator, Violation } from '../contract/validator';
import type { ContractRecorder } from './contract-recorder';
import { useFileContractRecorder } from './contract-file';
import { recordMswTraffic } from './contract-msw';

export interface ContractSandbox {
  readonly sandbox: Sandbox;
  readonly server: SetupServer;
  /** the sandbox origin, e.g. http://sandbox.test */
  readonly origin: string;
  readonly recorder: ContractRecorder;
  readonly validator: ContractValidator;
  readonly violations: Violation[];
  /** catalogue call id -> the answer statuses seen */
  readonly observed: Map<string, number[]>;
  /** waits until every check started so far has finished */
  settle(): Promise<void>;
}

export interface ContractSandboxOptions {
  sandbox?: CreateSandboxInput;
  /** name used in the observed-<name>.json report; defaults to the test file's path under tests/ */
  name?: string;
}

export { OBSERVED_DIR } from './contract-recorder';

export function useContractSandbox(options: ContractSandboxOptions = {}): ContractSandbox {
  const sandbox = createSandbox(options.sandbox ?? {});
  const origin = sandbox.db.origin;
  const server = setupServer(...sandbox.handlers);
  // registered first, so its afterAll (report, then failure on violations) runs after the server has closed
  const recorder = useFileContractRecorder({ name: options.name });
  recordMswTraffic(server, recorder, { accept: (url) => url.origin === origin });

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });

  afterAll(() => {
    server.close();
  });

  return {
    sandbox,
    server,
    origin,
    recorder,
    validator: recorder.validator,
    violations: recorder.violations,
    observed: recorder.observed,
    settle: recorder.settle,
  };
}

export { signIn, type SignedIn } from './contract-sign-in';
