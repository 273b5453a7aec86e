/**
 * createContractRecorder(name): the one place where sandbox traffic is checked against the merged contract
 * (tests/contract: the OpenAPI oracle plus the kmyblue overlay). Every harness hands it clones of each request and
 * answer; it validates both, records the catalogue call and status, and writes .tmp/contract/observed-<name>.json.
 *
 * A test that sends a contract-breaking request on purpose (a probe of an unknown path) declares it with
 * expectViolation(): the matching messages are reported as expected (in the report's expectedList), and a declaration
 * that was not matched as often as it said is itself a problem, so an expectation can never hide anything silently.
 *
 * Harnesses that test the sandbox's own input checks may also pass `refusedRequestsAreNegativeTests`: a request that
 * breaks the contract AND is refused with a 4xx answer is then listed as a negative test (in the report's
 * expectedList, with its status) instead of failing; a breaking request the sandbox accepts still fails. Suites that
 * drive the client never set it: the client must not send such requests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchCall } from '../../src/services/api/calls';
import {
  type ContractValidator,
  type Violation,
  createContractValidator,
  formatViolation,
} from '../contract/validator';
import { readRequestSample, readResponseBody } from './contract-capture';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OBSERVED_DIR = resolve(repositoryRoot, '.tmp', 'contract');

/** What observed-<name>.json holds. */
export interface ContractReport {
  file: string;
  /** catalogue call ids seen, sorted */
  calls: string[];
  /** catalogue call id -> answer statuses, in order */
  statuses: Record<string, number[]>;
  /** request and answer checks that ran against a described operation */
  checks: number;
  /** unexpected violations plus expectations nothing matched (the length of violationList) */
  violations: number;
  violationList: string[];
  /** violations a test declared it provokes on purpose, with the reason */
  expectedList: string[];
}

export interface ExpectedViolation {
  method: string;
  /** the concrete path (no query), or a pattern */
  path: string | RegExp;
  where: 'request' | 'response';
  /** every message of the violation this covers must match */
  message: RegExp;
  /** why the test provokes it */
  reason: string;
  /** how many violations it covers (default 1): an expectation never covers later, unrelated requests */
  times?: number;
}

export interface ContractRecorder {
  readonly name: string;
  readonly validator: ContractValidator;
  /** violations nobody declared: each one fails the harness */
  readonly violations: Violation[];
  readonly expected: Array<{ violation: Violation; reason: string }>;
  /** catalogue call id -> the answer statuses seen */
  readonly observed: Map<string, number[]>;
  /** checks this recorder ran (request and answer each count once when the operation is described) */
  readonly checks: number;
  /** validates a request and its answer; pass clones, both bodies are read */
  check(request: Request, response: Response): Promise<void>;
  expectViolation(expected: ExpectedViolation): void;
  /** waits until every check started so far has finished */
  settle(): Promise<void>;
  /** one line per expectation nothing has matched (yet) */
  unmetExpectations(): string[];
  /** one line per unexpected violation, then one per expectation nothing matched */
  problems(): string[];
  /** settles and writes .tmp/contract/observed-<name>.json; returns its path */
  writeReport(): Promise<string>;
}

export interface ContractRecorderOptions {
  validator?: ContractValidator;
  /** see the module comment; default false */
  refusedRequestsAreNegativeTests?: boolean;
  /** where writeReport() writes; default .tmp/contract */
  reportDir?: string;
}

let shared: ContractValidator | undefined;
/** One validator per worker: the merged contract is built and compiled once. */
export function sharedValidator(): ContractValidator {
  shared ??= createContractValidator();
  return shared;
}

/** A report name for the running test file: its path under tests/, e.g. `unit-sandbox-runtime-server`. */
export function testFileReportName(testPath: string | undefined): string {
  if (!testPath) return 'unnamed';
  const inTests = relative(resolve(repositoryRoot, 'tests'), testPath);
  return inTests.replace(/\.test\.tsx?$/, '').replace(/[\\/]+/g, '-');
}

const describeExpected = (expected: ExpectedViolation) =>
  `${expected.where} ${expected.method} ${String(expected.path)} ${String(expected.message)} (${expected.reason})`;

export function createContractRecorder(name: string, options: ContractRecorderOptions = {}): ContractRecorder {
  const validator = options.validator ?? sharedValidator();
  const violations: Violation[] = [];
  const expected: Array<{ violation: Violation; reason: string }> = [];
  const expectations: Array<ExpectedViolation & { seen: number }> = [];
  const observed = new Map<string, number[]>();
  const pending = new Set<Promise<void>>();
  let checks = 0;

  /** Runs one synchronous validation and counts the checks it made. */
  const counted = (validate: () => Violation[]): Violation[] => {
    const before = validator.checks;
    const found = validate();
    checks += validator.checks - before;
    return found;
  };

  const file = (violation: Violation) => {
    const pathMatches = (path: string | RegExp) =>
      typeof path === 'string' ? path === violation.path : path.test(violation.path);
    const expectation = expectations.find(
      (candidate) =>
        candidate.seen < (candidate.times ?? 1) &&
        candidate.where === violation.where &&
        candidate.method.toUpperCase() === violation.method &&
        pathMatches(candidate.path) &&
        violation.messages.some((message) => candidate.message.test(message)),
    );
    if (!expectation) {
      violations.push(violation);
      return;
    }
    const covered = violation.messages.filter((message) => expectation.message.test(message));
    const rest = violation.messages.filter((message) => !expectation.message.test(message));
    expectation.seen += 1;
    expected.push({ violation: { ...violation, messages: covered }, reason: expectation.reason });
    if (rest.length > 0) violations.push({ ...violation, messages: rest });
  };

  const run = async (request: Request, response: Response) => {
    const url = new URL(request.url);
    const call = matchCall(request.method, url.pathname);
    if (call) observed.set(call.id, [...(observed.get(call.id) ?? []), response.status]);
    if (validator.isIgnored(request.method, url.pathname)) return;
    const sample = await readRequestSample(request);
    const refused = response.status >= 400 && response.status < 500;
    for (const violation of counted(() => validator.validateRequest(sample))) {
      if (refused && options.refusedRequestsAreNegativeTests) {
        const reason = `negative test, refused with ${response.status}`;
        expected.push({ violation: { ...violation, status: response.status }, reason });
      } else {
        file(violation);
      }
    }
    const body = await readResponseBody(response);
    const answer = { status: response.status, headers: response.headers, body };
    const sent = { method: request.method, url: request.url };
    for (const violation of counted(() => validator.validateResponse(sent, answer))) file(violation);
  };

  const check = (request: Request, response: Response): Promise<void> => {
    const done = run(request, response).catch((error: unknown) => {
      const path = URL.canParse(request.url) ? new URL(request.url).pathname : request.url;
      const messages = [`contract check crashed: ${String(error)}`];
      violations.push({ method: request.method.toUpperCase(), path, where: 'request', messages });
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
    return done;
  };

  const settle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  const unmetExpectations = () =>
    expectations
      .filter((expectation) => expectation.seen < (expectation.times ?? 1))
      .map(
        (expectation) =>
          `expected violation happened ${expectation.seen} of ${expectation.times ?? 1} time(s): ${describeExpected(expectation)}`,
      );
  const problems = () => [...violations.map(formatViolation), ...unmetExpectations()];

  const writeReport = async () => {
    await settle();
    const dir = options.reportDir ?? OBSERVED_DIR;
    mkdirSync(dir, { recursive: true });
    const listed = problems();
    const report: ContractReport = {
      file: name,
      calls: [...observed.keys()].sort(),
      statuses: Object.fromEntries([...observed.entries()].sort(([a], [b]) => a.localeCompare(b))),
      checks,
      violations: listed.length,
      violationList: listed,
      expectedList: expected.map(({ violation, reason }) => `${formatViolation(violation)} [${reason}]`),
    };
    const path = resolve(dir, `observed-${name}.json`);
    writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
    return path;
  };

  return {
    name,
    validator,
    violations,
    expected,
    observed,
    get checks() {
      return checks;
    },
    check,
    expectViolation(expectation) {
      expectations.push({ ...expectation, seen: 0 });
    },
    settle,
    unmetExpectations,
    problems,
    writeReport,
  };
}
