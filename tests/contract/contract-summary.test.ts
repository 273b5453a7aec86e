import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORE_CALLS } from '../../src/services/api/calls';
import type { ContractReport } from '../support/contract-recorder';
import { formatSummary, readReports, summarize } from './contract-summary.global';

const dir = mkdtempSync(join(tmpdir(), 'contract-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const report = (file: string, calls: string[], checks: number, violationList: string[] = []): ContractReport => ({
  file,
  calls,
  statuses: Object.fromEntries(calls.map((id) => [id, [200]])),
  checks,
  violations: violationList.length,
  violationList,
  expectedList: [],
});

describe('the contract summary', () => {
  it('adds up files, checks and violations and lists the core calls no file made', () => {
    const [first, second, ...rest] = CORE_CALLS;
    const summary = summarize(
      [report('a', [first!.id, 'oauth.token'], 10), report('b', [first!.id, second!.id], 5, ['request GET /x: bad'])],
      (method) => method !== 'DELETE',
    );
    expect(summary).toMatchObject({ files: 2, checks: 15, violations: 1, exercised: 2, total: CORE_CALLS.length });
    expect(summary.described).toBe(CORE_CALLS.filter((call) => call.method !== 'DELETE').length);
    expect(summary.unexercised).toHaveLength(rest.length);
    expect(summary.violationList).toEqual(['b: request GET /x: bad']);
    const text = formatSummary(summary);
    expect(text.split('\n')[0]).toBe(
      `Contract: 2 files, 15 checks, 1 violations; core calls exercised 2/${CORE_CALLS.length}, ` +
        `described ${summary.described}/${CORE_CALLS.length}`,
    );
    expect(text).toContain(`    ${rest[0]!.id} ${rest[0]!.method} ${rest[0]!.path}`);
    expect(text).toContain('    b: request GET /x: bad');
  });

  it('prints no list when every core call was made and nothing broke', () => {
    const text = formatSummary(
      summarize(
        [
          report(
            'all',
            CORE_CALLS.map((call) => call.id),
            1,
          ),
        ],
        () => true,
      ),
    );
    expect(text).toBe(
      `Contract: 1 files, 1 checks, 0 violations; core calls exercised ${CORE_CALLS.length}/${CORE_CALLS.length}, ` +
        `described ${CORE_CALLS.length}/${CORE_CALLS.length}`,
    );
  });

  it('reads only the observed-*.json reports written since the run started', () => {
    const now = Date.now();
    writeFileSync(join(dir, 'observed-new.json'), JSON.stringify(report('new', [], 3)));
    writeFileSync(join(dir, 'observed-old.json'), JSON.stringify(report('old', [], 4)));
    writeFileSync(join(dir, 'notes.json'), '{}');
    utimesSync(join(dir, 'observed-old.json'), new Date(now - 60_000), new Date(now - 60_000));
    expect(readReports(now - 5_000, dir).map((r) => r.file)).toEqual(['new']);
  });
});
