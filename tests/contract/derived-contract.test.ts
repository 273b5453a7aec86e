import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContract, type MergedContract } from './contract';
import {
  DERIVED_CONTRACT_PATH,
  DERIVED_PROVENANCE_PATH,
  REGENERATE,
  SHARED_SCHEMA_PATH,
  SOURCE,
  deriveContract,
  sha256,
} from './derive-contract';
import { ORACLE_ENV, loadOracle, oraclePath } from './oracle';
import { createContractValidator } from './validator';

// The committed facts-only contract (tests/contract/oracle/) is what the contract tests read by default, so they
// pass on a checkout without ../shared. When the full description is beside the checkout, it must still be a fresh
// derivation of it, and validate exactly as the full description does.

afterEach(() => {
  vi.unstubAllEnvs();
});

const committed = readFileSync(DERIVED_CONTRACT_PATH);
const committedText = committed.toString('utf8');
const provenance = readFileSync(DERIVED_PROVENANCE_PATH, 'utf8');
const document = JSON.parse(committedText) as Record<string, unknown>;
const shared = existsSync(SHARED_SCHEMA_PATH);
const sharedShown = relative(process.cwd(), SHARED_SCHEMA_PATH);
const skipReason = `skipped: ${sharedShown} is not beside this checkout`;

type Visit = (key: string, value: unknown, at: string, parentKey: string | null) => void;

function walk(node: unknown, visit: Visit, at = '', parentKey: string | null = null): void {
  if (Array.isArray(node)) node.forEach((item, i) => walk(item, visit, `${at}[${i}]`, parentKey));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      visit(key, value, `${at}/${key}`, parentKey);
      walk(value, visit, `${at}/${key}`, key);
    }
  }
}

/** The first line where two texts differ, for a failure message that does not print half a megabyte. */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n');
  const b = expected.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line < 0 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '(end)')}, derived ${JSON.stringify(b[at] ?? '(end)')}`;
}

const TEXT_KEYS = new Set(['description', 'summary', 'example', 'examples', 'title', 'externalDocs', 'tags']);
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'deprecated', 'default']);

/** A merged contract without annotations (field names under `properties` are kept: they are facts). */
function withoutAnnotations(node: unknown, parentKey: string | null = null): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutAnnotations(item));
  if (!node || typeof node !== 'object' || node instanceof RegExp) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => parentKey === 'properties' || (!ANNOTATIONS.has(key) && !key.startsWith('x-')))
      .map(([key, value]) => [key, withoutAnnotations(value, key)]),
  );
}

const byKey = (contract: MergedContract) =>
  new Map(contract.operations.map((operation) => [operation.key, withoutAnnotations(operation)]));

describe('the derived contract', () => {
  it('is what the contract reads by default, and it is an OpenAPI 3.1 document', () => {
    vi.stubEnv(ORACLE_ENV, '');
    expect(oraclePath()).toBe(DERIVED_CONTRACT_PATH);
    expect(relative(process.cwd(), oraclePath())).toMatch(
      /^tests[\\/]contract[\\/]oracle[\\/]mastodon-contract\.json$/,
    );
    expect(loadOracle().openapi).toMatch(/^3\.1/);
  });

  it('holds no description, summary, title, example(s), externalDocs, tags or x- keys (field names aside)', () => {
    const found: string[] = [];
    walk(document, (key, _value, at, parentKey) => {
      if (at === '/x-provenance' || at.startsWith('/x-provenance/')) return;
      // names of entity fields (MediaAttachment.description, Filter.title...) are facts of the interface
      if (parentKey === 'properties') return;
      if (TEXT_KEYS.has(key) || key.startsWith('x-')) found.push(at);
    });
    expect(found, `text keys in the derived contract:\n${found.slice(0, 20).join('\n')}`).toEqual([]);
  });

  it('holds no prose: no string of the paths or schemas contains whitespace', () => {
    const prose: string[] = [];
    const facts = { paths: document.paths, components: document.components };
    walk(facts, (_key, value, at) => {
      if (typeof value === 'string' && /\s/.test(value)) prose.push(`${at}: ${value.slice(0, 60)}`);
    });
    expect(prose, prose.slice(0, 20).join('\n')).toEqual([]);
  });

  it('records the source and its own sha256, and they match', () => {
    const recorded = /sha256 of mastodon-contract\.json: ([0-9a-f]{64})/.exec(provenance)?.[1];
    expect(recorded, `PROVENANCE.md does not match the file: run ${REGENERATE}`).toBe(sha256(committed));
    expect(provenance).toContain(`sha256 of the source file: ${SOURCE.sha256}`);
    expect(provenance).toContain(`${SOURCE.repository}, file ${SOURCE.file}, commit ${SOURCE.commit}`);
    expect(provenance).toContain(REGENERATE);
    expect(provenance).toMatch(/GFDL-1\.3/);
    expect(document['x-provenance']).toMatchObject({ source: { ...SOURCE } });
  });

  it('references only component schemas it holds', () => {
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    const dangling: string[] = [];
    walk(document, (key, value, at) => {
      if (key !== '$ref') return;
      const name = typeof value === 'string' ? value.replace(/^#\/components\/schemas\//, '') : '';
      if (!(name in schemas)) dangling.push(`${at}: ${String(value)}`);
    });
    expect(dangling).toEqual([]);
  });

  it('compiles every request and answer schema of the merged contract', () => {
    const validator = createContractValidator(buildContract(DERIVED_CONTRACT_PATH));
    // answers: each distinct schema once (most error answers share one), compiling is what is tested
    const seen = new Set<string>();
    let compiled = 0;
    for (const operation of validator.contract.operations) {
      const url = `https://kmy.example${operation.template.replace(/\{[^}]+\}/g, 'x1')}`;
      if (validator.matchOperation(operation.method, new URL(url).pathname)?.key !== operation.key) continue;
      expect(() => validator.validateRequest({ method: operation.method, url })).not.toThrow();
      for (const [status, schema] of Object.entries(operation.responses)) {
        const text = JSON.stringify(schema);
        if (schema === null || seen.has(text)) continue;
        seen.add(text);
        compiled += 1;
        expect(() =>
          validator.validateResponse({ method: operation.method, url }, { status: Number(status), body: {} }),
        ).not.toThrow();
      }
    }
    expect(compiled).toBeGreaterThan(50);
    expect(validator.checks).toBeGreaterThan(validator.contract.operations.length);
  });

  it.skipIf(!shared)(
    shared ? `is a fresh derivation of ${sharedShown}` : `is a fresh derivation of the shared oracle (${skipReason})`,
    () => {
      const derived = deriveContract(readFileSync(SHARED_SCHEMA_PATH));
      expect(
        committedText === derived.json,
        `mastodon-contract.json is stale (${firstDifference(committedText, derived.json)}): run ${REGENERATE}`,
      ).toBe(true);
      expect(
        provenance === derived.provenance,
        `PROVENANCE.md is stale (${firstDifference(provenance, derived.provenance)}): run ${REGENERATE}`,
      ).toBe(true);
    },
  );

  it.skipIf(!shared)(
    shared
      ? `validates as ${sharedShown} does: same operations and schemas once annotations are set aside`
      : `validates as the shared oracle does (${skipReason})`,
    () => {
      const full = buildContract(SHARED_SCHEMA_PATH);
      const derived = buildContract(DERIVED_CONTRACT_PATH);
      expect(derived.oracleVersion).toBe(full.oracleVersion);
      expect(derived.closedSchemas).toEqual(full.closedSchemas);
      const fullOperations = byKey(full);
      const derivedOperations = byKey(derived);
      expect([...derivedOperations.keys()]).toEqual([...fullOperations.keys()]);
      for (const [key, operation] of derivedOperations) expect(operation, key).toEqual(fullOperations.get(key));
      for (const [name, schema] of Object.entries(derived.schemas)) {
        expect(withoutAnnotations(schema), name).toEqual(withoutAnnotations(full.schemas[name]));
      }
    },
  );
});
