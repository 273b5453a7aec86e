/**
 * useContractSandbox(): a seeded sandbox served by msw in a Vitest file, with every request the client sends and
 * every answer the sandbox gives checked against the merged contract (tests/contract). Violations fail the file in
 * afterAll; the observed catalogue calls are written to .tmp/contract/observed-<file>.json for the coverage test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll, expect } from 'vitest';
import { createSandbox, type CreateSandboxInput, type Sandbox } from '../../sandbox';
import { matchCall } from '../../src/services/api/calls';
import { type ContractValidator, type Violation, createContractValidator, formatViolation } from '../contract/validator';
import { readRequestSample, readResponseBody } from './contract-capture';

export interface ContractSandbox {
  readonly sandbox: Sandbox;
  readonly server: SetupServer;
  /** the sandbox origin, e.g. http://sandbox.test */
  readonly origin: string;
  readonly validator: ContractValidator;
  readonly violations: Violation[];
  /** catalogue call id -> the answer statuses seen */
  readonly observed: Map<string, number[]>;
  /** waits until every check started so far has finished */
  settle(): Promise<void>;
}

export interface ContractSandboxOptions {
  sandbox?: CreateSandboxInput;
  /** name used in the observed-<name>.json report; defaults to the test file name */
  name?: string;
}

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OBSERVED_DIR = resolve(repositoryRoot, '.tmp', 'contract');

let shared: ContractValidator | undefined;
/** One validator per test file (worker): the merged contract is built once. */
function sharedValidator(): ContractValidator {
  shared ??= createContractValidator();
  return shared;
}

export function useContractSandbox(options: ContractSandboxOptions = {}): ContractSandbox {
  const sandbox = createSandbox(options.sandbox ?? {});
  const origin = sandbox.db.origin;
  const server = setupServer(...sandbox.handlers);
  const validator = sharedValidator();
  const violations: Violation[] = [];
  const observed = new Map<string, number[]>();
  const pending = new Set<Promise<void>>();
  const requests = new Map<string, { method: string; url: string }>();
  let reportName = options.name;

  const track = (work: Promise<void>) => {
    const done = work.catch((error: unknown) => {
      violations.push({ method: '?', path: '?', where: 'request', messages: [`contract check crashed: ${String(error)}`] });
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };

  server.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (url.origin !== origin) return;
    const copy = request.clone();
    requests.set(requestId, { method: request.method, url: request.url });
    track(
      (async () => {
        violations.push(...validator.validateRequest(await readRequestSample(copy)));
      })(),
    );
  });

  server.events.on('response:mocked', ({ request, response, requestId }) => {
    const sent = requests.get(requestId);
    if (!sent) return;
    requests.delete(requestId);
    const copy = response.clone();
    const path = new URL(request.url).pathname;
    const call = matchCall(request.method, path);
    if (call) observed.set(call.id, [...(observed.get(call.id) ?? []), response.status]);
    track(
      (async () => {
        const body = await readResponseBody(copy);
        violations.push(...validator.validateResponse(sent, { status: copy.status, headers: copy.headers, body }));
      })(),
    );
  });

  const settle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  beforeAll(() => {
    reportName ??= basename(expect.getState().testPath ?? 'unnamed').replace(/\.test\.tsx?$/, '');
    server.listen({ onUnhandledRequest: 'error' });
  });

  afterAll(async () => {
    await settle();
    server.close();
    mkdirSync(OBSERVED_DIR, { recursive: true });
    const report = {
      file: reportName,
      calls: [...observed.keys()].sort(),
      statuses: Object.fromEntries([...observed.entries()].sort(([a], [b]) => a.localeCompare(b))),
      checks: validator.checks,
      violations: violations.length,
      violationList: violations.map(formatViolation),
    };
    writeFileSync(resolve(OBSERVED_DIR, `observed-${reportName}.json`), `${JSON.stringify(report, null, 2)}\n`);
    if (violations.length > 0) {
      throw new Error(`${violations.length} contract violation(s):\n${violations.map(formatViolation).join('\n')}`);
    }
  });

  return { sandbox, server, origin, validator, violations, observed, settle };
}

export { signIn, type SignedIn } from './contract-sign-in';
