/**
 * Vitest globalSetup: after the run, sums up the contract reports (.tmp/contract/observed-*.json) that test files
 * wrote during this run and prints
 *   Contract: F files, N checks, V violations; core calls exercised X/Y, described D/Y, used by the interface U/C
 * followed by the core calls no file exercised, the violations, and the calls of the whole catalogue (C calls,
 * sign-in included) that the interface does not use (interface-use.ts), if any. Reports older than the run are left
 * out rather than deleted, so runs started at the same time in the same tree do not remove each other's results.
 * The per-call assertion stays in every-call.test.ts; this is the whole suite's view.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS, CORE_CALLS } from '../../src/services/api/calls';
import { type ContractReport, OBSERVED_DIR } from '../support/contract-recorder';
import type { InterfaceUse } from './interface-use';
import { createContractValidator } from './validator';

export interface ContractSummary {
  files: number;
  checks: number;
  violations: number;
  exercised: number;
  described: number;
  total: number;
  unexercised: string[];
  violationList: string[];
  /** the static audit of which catalogue calls the interface uses; left out of the line when absent */
  interfaceUse?: InterfaceUse;
}

/** Reads the reports written at or after `since` (ms since the epoch). */
export function readReports(since: number, dir: string = OBSERVED_DIR): ContractReport[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith('observed-') && name.endsWith('.json'))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as ContractReport);
}

export function summarize(
  reports: ContractReport[],
  describes: (method: string, path: string) => boolean,
): ContractSummary {
  const seen = new Set(reports.flatMap((report) => report.calls));
  const unexercised = CORE_CALLS.filter((call) => !seen.has(call.id)).map(
    (call) => `${call.id} ${call.method} ${call.path}`,
  );
  return {
    files: reports.length,
    checks: reports.reduce((sum, report) => sum + report.checks, 0),
    violations: reports.reduce((sum, report) => sum + report.violations, 0),
    exercised: CORE_CALLS.length - unexercised.length,
    described: CORE_CALLS.filter((call) => describes(call.method, call.path)).length,
    total: CORE_CALLS.length,
    unexercised,
    violationList: reports.flatMap((report) => report.violationList.map((line) => `${report.file}: ${line}`)),
  };
}

export function formatSummary(summary: ContractSummary): string {
  const lines = [
    `Contract: ${summary.files} files, ${summary.checks} checks, ${summary.violations} violations; ` +
      `core calls exercised ${summary.exercised}/${summary.total}, described ${summary.described}/${summary.total}` +
      (summary.interfaceUse
        ? `, used by the interface ${summary.interfaceUse.used}/${summary.interfaceUse.total}`
        : ''),
  ];
  if (summary.unexercised.length > 0) {
    lines.push(`  core calls no test exercised (${summary.unexercised.length}):`);
    lines.push(...summary.unexercised.map((call) => `    ${call}`));
  }
  const unused = summary.interfaceUse?.unused ?? [];
  if (unused.length > 0) {
    lines.push(`  calls the interface does not use (${unused.length}):`);
    lines.push(...unused.map((call) => `    ${call}`));
  }
  if (summary.violationList.length > 0) {
    lines.push('  violations:');
    lines.push(...summary.violationList.map((line) => `    ${line}`));
  }
  return lines.join('\n');
}

export default function setup(): () => Promise<void> {
  const startedAt = Date.now() - 1_000;
  return async () => {
    const reports = readReports(startedAt);
    if (reports.length === 0) return;
    const validator = createContractValidator();
    // loaded only when a summary is printed: the audit brings in the TypeScript compiler
    const { auditInterfaceUse, readInterfaceTree } = await import('./interface-use');
    const interfaceUse = auditInterfaceUse(readInterfaceTree(CALLS));
    process.stdout.write(`\n${formatSummary({ ...summarize(reports, validator.describes), interfaceUse })}\n\n`);
  };
}
