import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORACLE_ENV, loadOracle, oraclePath } from './oracle';
import { createContractValidator } from './validator';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('loading the oracle', () => {
  it('fails naming the path tried and the environment variable when MASTODON_OPENAPI points to a missing file', () => {
    const missing = join(tmpdir(), 'tsubame-no-such-dir', 'schema.json');
    vi.stubEnv(ORACLE_ENV, missing);
    expect(oraclePath()).toBe(missing);
    expect(() => loadOracle()).toThrowError(missing);
    expect(() => loadOracle()).toThrowError(/MASTODON_OPENAPI/);
    expect(() => createContractValidator()).toThrowError(
      /OpenAPI oracle not found at .*tsubame-no-such-dir.*MASTODON_OPENAPI/,
    );
  });

  // the default, the committed derived contract, is tested in derived-contract.test.ts

  it('rejects a file that is not an OpenAPI document', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsubame-oracle-'));
    const path = join(dir, 'schema.json');
    writeFileSync(path, JSON.stringify({ hello: 'world' }));
    vi.stubEnv(ORACLE_ENV, path);
    expect(() => loadOracle()).toThrowError(/not an OpenAPI document/);
  });
});
