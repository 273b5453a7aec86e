/**
 * `npm run contract:derive`: writes the facts-only contract the contract tests read
 * (tests/contract/oracle/mastodon-contract.json and its PROVENANCE.md) from the full Mastodon OpenAPI description,
 * read from $MASTODON_OPENAPI or ../shared/oracles/mastodon-openapi/schema.json. What is kept and removed:
 * tests/contract/derive-contract.ts. `--check` writes nothing and exits 1 when the committed files differ.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import {
  DERIVED_CONTRACT_PATH,
  DERIVED_PROVENANCE_PATH,
  SHARED_SCHEMA_PATH,
  deriveContract,
} from '../tests/contract/derive-contract';

const check = process.argv.includes('--check');
const fromEnv = process.env.MASTODON_OPENAPI?.trim();
const sourcePath = fromEnv ? resolve(fromEnv) : SHARED_SCHEMA_PATH;
const show = (path: string) => relative(process.cwd(), path) || path;

if (!existsSync(sourcePath)) {
  console.error(
    `derive-contract: ${sourcePath} not found. Put the Mastodon OpenAPI description there or set ` +
      'MASTODON_OPENAPI to its path (abraham/mastodon-openapi dist/schema.json).',
  );
  process.exit(1);
}

try {
  const derived = deriveContract(readFileSync(sourcePath));
  const outputs: Array<[string, string]> = [
    [DERIVED_CONTRACT_PATH, derived.json],
    [DERIVED_PROVENANCE_PATH, derived.provenance],
  ];
  const c = derived.counts;
  console.log(`source  ${show(sourcePath)} (${c.sourceBytes} bytes)`);
  console.log(
    `derived ${c.paths} paths, ${c.operations} operations, ${c.schemas}/${c.sourceSchemas} component schemas, ` +
      `${c.bytes} bytes, sha256 ${derived.sha256}`,
  );
  if (check) {
    const stale = outputs.filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text);
    for (const [path] of stale) console.error(`stale: ${show(path)}; run npm run contract:derive`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const [path, text] of outputs) {
    writeFileSync(path, text);
    console.log(`wrote   ${show(path)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
