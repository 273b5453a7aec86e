import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ContractReport, createContractRecorder, testFileReportName } from '../support/contract-recorder';
import { statusFixture } from './fixtures';
import { formatViolation } from './validator';

const origin = 'https://kmy.example';
const reportDir = mkdtempSync(join(tmpdir(), 'contract-recorder-'));
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

const recorder = (options: { refusedRequestsAreNegativeTests?: boolean } = {}) =>
  createContractRecorder('recorder-test', { ...options, reportDir });

const get = (path: string) => new Request(`${origin}${path}`);
const postJson = (path: string, body: unknown) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the contract recorder', () => {
  it('checks a good exchange twice (request and answer) and records the catalogue call with its status', async () => {
    const contract = recorder();
    await contract.check(get('/api/v1/statuses/110000000000000001'), answer(200, statusFixture()));
    expect(contract.violations).toEqual([]);
    expect(contract.checks).toBe(2);
    expect([...contract.observed]).toEqual([['statuses.get', [200]]]);
  });

  it('reports a bad request and a bad answer separately', async () => {
    const contract = recorder();
    await contract.check(
      postJson('/api/v1/statuses', { status: 'hi', colour: 'red' }),
      answer(200, statusFixture({ id: 1 })),
    );
    const lines = contract.violations.map(formatViolation);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^request POST \/api\/v1\/statuses: .*colour/);
    expect(lines[1]).toMatch(/^response POST \/api\/v1\/statuses -> 200: .*answer\/id must be string/);
    expect(contract.observed.get('statuses.create')).toEqual([200]);
  });

  it('settle() waits for checks nobody awaited', async () => {
    const contract = recorder();
    void contract.check(get('/api/v1/statuses/1'), answer(200, statusFixture({ id: 1 })));
    expect(contract.violations).toEqual([]);
    await contract.settle();
    expect(contract.violations).toHaveLength(1);
  });

  it('skips what the contract does not cover (sandbox control, media files) without counting a check', async () => {
    const contract = recorder();
    await contract.check(get('/_sandbox/state'), answer(200, { anything: true }));
    await contract.check(
      get('/system/media/1/original.png'),
      new Response('png', { headers: { 'Content-Type': 'image/png' } }),
    );
    expect(contract.checks).toBe(0);
    expect(contract.violations).toEqual([]);
  });

  it('files a declared violation as expected exactly as often as declared, and reports an unmet one', async () => {
    const contract = recorder();
    contract.expectViolation({
      method: 'GET',
      path: '/api/v1/nowhere',
      where: 'request',
      message: /undocumented/,
      reason: 'probe',
    });
    contract.expectViolation({
      method: 'GET',
      path: /^\/api\/v1\/elsewhere/,
      where: 'request',
      message: /undocumented/,
      reason: 'never sent',
    });
    await contract.check(get('/api/v1/nowhere'), answer(404, { error: 'Not found' }));
    await contract.check(get('/api/v1/nowhere'), answer(404, { error: 'Not found' }));
    expect(contract.expected.map((entry) => entry.reason)).toEqual(['probe']);
    expect(contract.violations.map(formatViolation)).toEqual([
      'request GET /api/v1/nowhere: undocumented operation: the merged contract does not describe it',
    ]);
    expect(contract.unmetExpectations()).toEqual([
      expect.stringContaining('happened 0 of 1 time(s): request GET /^\\/api\\/v1\\/elsewhere/'),
    ]);
    expect(contract.problems()).toHaveLength(2);
  });

  it('with refusedRequestsAreNegativeTests, lists a breaking request the server refused, but not one it accepted', async () => {
    const contract = recorder({ refusedRequestsAreNegativeTests: true });
    await contract.check(
      postJson('/api/v1/lists', { title: 'x', replies_policy: 'everyone' }),
      answer(422, { error: 'bad' }),
    );
    expect(contract.violations).toEqual([]);
    expect(contract.expected).toEqual([expect.objectContaining({ reason: 'negative test, refused with 422' })]);
    await contract.check(
      postJson('/api/v1/lists', { title: 'x', replies_policy: 'everyone' }),
      answer(200, { id: '1', title: 'x' }),
    );
    const requests = contract.violations.filter((violation) => violation.where === 'request').map(formatViolation);
    expect(requests).toEqual([expect.stringMatching(/^request POST \/api\/v1\/lists: .*replies_policy/)]);
  });

  it('writes observed-<name>.json with calls, statuses, checks and problems', async () => {
    const contract = recorder();
    await contract.check(get('/api/v1/statuses/1'), answer(200, statusFixture()));
    await contract.check(get('/api/v1/statuses/1'), answer(404, { error: 'Record not found' }));
    await contract.check(get('/api/v1/statuses/1'), answer(200, statusFixture({ id: 1 })));
    const report = JSON.parse(readFileSync(await contract.writeReport(), 'utf8')) as ContractReport;
    expect(report).toMatchObject({
      file: 'recorder-test',
      calls: ['statuses.get'],
      statuses: { 'statuses.get': [200, 404, 200] },
      checks: 6,
      violations: 1,
    });
    expect(report.violationList).toEqual([expect.stringContaining('answer/id must be string')]);
  });

  it('names a report after the test file path under tests/', () => {
    expect(testFileReportName(join(process.cwd(), 'tests/unit/sandbox/runtime/server.test.ts'))).toBe(
      'unit-sandbox-runtime-server',
    );
    expect(testFileReportName(undefined)).toBe('unnamed');
  });
});
