/**
 * Derives the committed, facts-only contract (tests/contract/oracle/mastodon-contract.json) from the full Mastodon
 * OpenAPI description (abraham/mastodon-openapi dist/schema.json, read in place from ../shared or $MASTODON_OPENAPI).
 *
 * Kept: paths and methods; parameters (name, in, required, schema); request bodies (required, media types and
 * their schemas); response schemas by status and media type; the component schemas those reference, transitively;
 * `openapi` and `info.version`. Inside schemas only validation keywords are kept (type, format, enum, required,
 * $ref, properties, items, oneOf/anyOf/allOf, bounds, ...). Removed: every human-written text (description,
 * summary, title, externalDocs, example/examples, x- extensions, tags, info text, licence and contact text) and
 * everything validation does not read (operationId, security, servers, response headers and links, deprecated,
 * default, component examples/headers/links/securitySchemes). A keyword this file does not know stops the
 * derivation, so nothing new slips through unreviewed.
 *
 * Output is deterministic: object keys are sorted (code-unit order) except where the validator reads an order
 * (paths: the first of equally specific templates wins; methods; media types: a request body's first media type
 * is the one checked); arrays keep their order; 2-space JSON with a final newline.
 *
 * `npm run contract:derive` (scripts/derive-contract.ts) writes the result; derived-contract.test.ts checks it.
 */
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { DERIVED_CONTRACT_PATH } from './oracle';

export { DERIVED_CONTRACT_PATH, SHARED_SCHEMA_PATH } from './oracle';

/** The source the committed contract was derived from. Update it (commit and sha256) with the oracle. */
export const SOURCE = {
  repository: 'abraham/mastodon-openapi',
  file: 'dist/schema.json',
  commit: '89b11e724f5015e232d160749e3b2fd4006e100d',
  sha256: '516725a2c5e09c4de5b47305cb515ee03c7e929967432441003624fe35378942',
} as const;

/** Written beside the contract: source, hashes, what was removed, how to regenerate. */
export const DERIVED_PROVENANCE_PATH = resolve(dirname(DERIVED_CONTRACT_PATH), 'PROVENANCE.md');

export const REGENERATE = 'npm run contract:derive';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

// ---- what is kept ----

/** Schema keywords whose value is a fact kept as it is. */
const SCHEMA_VALUES = new Set([
  '$ref',
  'type',
  'format',
  'enum',
  'const',
  'required',
  'nullable',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minContains',
  'maxContains',
  'minProperties',
  'maxProperties',
  'dependentRequired',
]);
/** Schema keywords holding one subschema (or a boolean). */
const SCHEMA_ONE = new Set([
  'items',
  'additionalProperties',
  'propertyNames',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
]);
/** Schema keywords holding a list of subschemas. */
const SCHEMA_LIST = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);
/** Schema keywords holding a map of subschemas; the map's keys are names (property names are API facts). */
const SCHEMA_MAP = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);
/** Annotations and documentation: dropped. */
const SCHEMA_DROPPED = new Set([
  'description',
  'title',
  'example',
  'examples',
  'externalDocs',
  'deprecated',
  'default',
  'readOnly',
  'writeOnly',
  '$comment',
]);

const OPERATION_DROPPED = new Set([
  'operationId',
  'summary',
  'description',
  'tags',
  'externalDocs',
  'security',
  'deprecated',
  'servers',
]);
const PARAMETER_KEPT = new Set(['name', 'in', 'required', 'style', 'explode', 'allowEmptyValue', 'allowReserved']);
const PARAMETER_DROPPED = new Set(['description', 'example', 'examples', 'deprecated']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PATH_ITEM_DROPPED = new Set(['summary', 'description', 'servers']);

/** The keywords removed, as recorded in the provenance. */
export const REMOVED = {
  text: [
    'description',
    'summary',
    'title',
    'externalDocs',
    'example',
    'examples',
    'x-* extensions',
    'tags',
    'info.title',
    'info.description',
    'info.license',
    'info.x-logo',
  ],
  notNeededForValidation: [
    'servers',
    'security',
    'operationId',
    'deprecated',
    'default',
    'response headers',
    'response links',
    'components.examples',
    'components.headers',
    'components.links',
    'components.securitySchemes',
    'component schemas no operation references',
  ],
} as const;

const isExtension = (key: string): boolean => key.startsWith('x-');
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function fail(where: string, message: string): never {
  throw new Error(`derive-contract: ${where}: ${message}`);
}

function asObject(value: Json | undefined, where: string): JsonObject {
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(where, 'expected an object');
  return value;
}

function sorted(entries: Array<[string, Json]>): JsonObject {
  return Object.fromEntries(entries.sort(([a], [b]) => byCodeUnit(a, b)));
}

function schema(value: Json, where: string): Json {
  if (typeof value === 'boolean') return value;
  const input = asObject(value, where);
  const out: Array<[string, Json]> = [];
  for (const [key, child] of Object.entries(input)) {
    const at = `${where}.${key}`;
    if (SCHEMA_DROPPED.has(key) || isExtension(key)) continue;
    if (SCHEMA_VALUES.has(key)) out.push([key, child]);
    else if (SCHEMA_ONE.has(key)) out.push([key, schema(child, at)]);
    else if (SCHEMA_LIST.has(key)) {
      if (!Array.isArray(child)) fail(at, 'expected a list of schemas');
      out.push([key, child.map((item, i) => schema(item, `${at}[${i}]`))]);
    } else if (SCHEMA_MAP.has(key)) {
      out.push([
        key,
        sorted(Object.entries(asObject(child, at)).map(([name, sub]) => [name, schema(sub, `${at}.${name}`)])),
      ]);
    } else fail(at, `unknown schema keyword "${key}": decide whether it is a validation fact or text, then list it`);
  }
  return sorted(out);
}

function mediaTypes(value: Json | undefined, where: string): JsonObject {
  // source order: the validator reads the first media type of a request body
  return Object.fromEntries(
    Object.entries(asObject(value, where)).map(([type, media]) => {
      const at = `${where}.${type}`;
      const out: Array<[string, Json]> = [];
      for (const [key, child] of Object.entries(asObject(media, at))) {
        if (key === 'schema') out.push([key, schema(child, `${at}.schema`)]);
        else if (key === 'encoding') out.push([key, child]);
        else if (key !== 'example' && key !== 'examples' && !isExtension(key))
          fail(`${at}.${key}`, 'unknown media type field');
      }
      return [type, sorted(out)];
    }),
  );
}

function parameter(value: Json, where: string): JsonObject {
  const out: Array<[string, Json]> = [];
  for (const [key, child] of Object.entries(asObject(value, where))) {
    if (PARAMETER_KEPT.has(key)) out.push([key, child]);
    else if (key === 'schema') out.push([key, schema(child, `${where}.schema`)]);
    else if (key === 'content') out.push([key, mediaTypes(child, `${where}.content`)]);
    else if (!PARAMETER_DROPPED.has(key) && !isExtension(key)) fail(`${where}.${key}`, 'unknown parameter field');
  }
  return sorted(out);
}

function operation(value: Json, where: string): JsonObject {
  const out: Array<[string, Json]> = [];
  for (const [key, child] of Object.entries(asObject(value, where))) {
    const at = `${where}.${key}`;
    if (OPERATION_DROPPED.has(key) || isExtension(key)) continue;
    if (key === 'parameters') {
      if (!Array.isArray(child)) fail(at, 'expected a list');
      out.push([key, child.map((item, i) => parameter(item, `${at}[${i}]`))]);
    } else if (key === 'requestBody') {
      const body: Array<[string, Json]> = [];
      for (const [field, part] of Object.entries(asObject(child, at))) {
        if (field === 'required') body.push([field, part]);
        else if (field === 'content') body.push([field, mediaTypes(part, `${at}.content`)]);
        else if (field !== 'description' && !isExtension(field)) fail(`${at}.${field}`, 'unknown request body field');
      }
      out.push([key, sorted(body)]);
    } else if (key === 'responses') {
      out.push([
        key,
        sorted(
          Object.entries(asObject(child, at)).map(([status, response]) => {
            const answer: Array<[string, Json]> = [];
            for (const [field, part] of Object.entries(asObject(response, `${at}.${status}`))) {
              if (field === 'content') answer.push([field, mediaTypes(part, `${at}.${status}.content`)]);
              else if (!['description', 'headers', 'links'].includes(field) && !isExtension(field)) {
                fail(`${at}.${status}.${field}`, 'unknown response field');
              }
            }
            return [status, sorted(answer)];
          }),
        ),
      ]);
    } else fail(at, 'unknown operation field');
  }
  return sorted(out);
}

function pathItem(value: Json, where: string): JsonObject {
  const out: Array<[string, Json]> = [];
  // source order of methods, as the validator meets them
  for (const [key, child] of Object.entries(asObject(value, where))) {
    if (METHODS.includes(key)) out.push([key, operation(child, `${where}.${key}`)]);
    else if (key === 'parameters') {
      if (!Array.isArray(child)) fail(`${where}.${key}`, 'expected a list');
      out.push([key, child.map((item, i) => parameter(item, `${where}.${key}[${i}]`))]);
    } else if (!PATH_ITEM_DROPPED.has(key) && !isExtension(key)) fail(`${where}.${key}`, 'unknown path item field');
  }
  return Object.fromEntries(out);
}

const SCHEMA_REF = '#/components/schemas/';

function collectRefs(node: Json, into: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, into);
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') into.add(child);
      else collectRefs(child, into);
    }
  }
}

/** The component schemas `roots` reference, transitively; a reference outside components.schemas is an error. */
function referencedSchemas(roots: Json, schemas: JsonObject): string[] {
  const names = new Set<string>();
  const pending: Json[] = [roots];
  while (pending.length) {
    const refs = new Set<string>();
    collectRefs(pending.pop()!, refs);
    for (const ref of refs) {
      if (!ref.startsWith(SCHEMA_REF)) fail(ref, 'kept parts may reference component schemas only');
      const name = decodeURIComponent(ref.slice(SCHEMA_REF.length)).replace(/~1/g, '/').replace(/~0/g, '~');
      if (names.has(name)) continue;
      if (!(name in schemas)) fail(ref, 'no such component schema');
      names.add(name);
      pending.push(schemas[name]!);
    }
  }
  return [...names];
}

export interface DerivedContract {
  /** the contract file's text */
  json: string;
  /** PROVENANCE.md's text */
  provenance: string;
  sha256: string;
  counts: {
    paths: number;
    operations: number;
    schemas: number;
    sourceSchemas: number;
    bytes: number;
    sourceBytes: number;
  };
}

/** Derives the contract from the full description's text. Refuses a source other than the pinned one. */
export function deriveContract(sourceText: string | Uint8Array): DerivedContract {
  const sourceSha = sha256(sourceText);
  if (sourceSha !== SOURCE.sha256) {
    throw new Error(
      `derive-contract: the source's sha256 is ${sourceSha}, not the pinned ${SOURCE.sha256} ` +
        `(${SOURCE.repository} ${SOURCE.file} at ${SOURCE.commit}). If the oracle was updated on purpose, set SOURCE ` +
        'in tests/contract/derive-contract.ts to its commit and sha256, then run npm run contract:derive again.',
    );
  }
  const text = typeof sourceText === 'string' ? sourceText : new TextDecoder().decode(sourceText);
  const source = asObject(JSON.parse(text) as Json, 'document');
  if (typeof source.openapi !== 'string') fail('openapi', 'not an OpenAPI document');
  const info = asObject(source.info, 'info');
  const sourceSchemas = asObject(asObject(source.components, 'components').schemas, 'components.schemas');

  const paths = Object.fromEntries(
    Object.entries(asObject(source.paths, 'paths')).map(([template, item]) => [template, pathItem(item, template)]),
  );
  const names = referencedSchemas(paths, sourceSchemas).sort(byCodeUnit);
  const schemas = Object.fromEntries(
    names.map((name) => [name, schema(sourceSchemas[name]!, `components.schemas.${name}`)]),
  );
  // the derived schemas must not reference anything the derivation left out
  referencedSchemas(schemas, schemas);

  const document: JsonObject = {
    openapi: source.openapi,
    info: { version: info.version ?? null },
    'x-provenance': {
      source: { repository: SOURCE.repository, file: SOURCE.file, commit: SOURCE.commit, sha256: SOURCE.sha256 },
      derivedBy: `scripts/derive-contract.ts (${REGENERATE})`,
      content:
        'interface facts only: paths, methods, parameters, request bodies, response schemas and the ' +
        'component schemas they reference, with validation keywords only',
      removed: { text: [...REMOVED.text], notNeededForValidation: [...REMOVED.notNeededForValidation] },
      licence:
        'The source derives from the Mastodon documentation (GFDL-1.3); its generator is MIT. No ' +
        'descriptive text is kept, only non-descriptive interface facts.',
    },
    paths,
    components: { schemas },
  };
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const operations = Object.values(paths).reduce(
    (sum, item) => sum + Object.keys(item).filter((key) => METHODS.includes(key)).length,
    0,
  );
  const counts = {
    paths: Object.keys(paths).length,
    operations,
    schemas: names.length,
    sourceSchemas: Object.keys(sourceSchemas).length,
    bytes: Buffer.byteLength(json),
    sourceBytes: Buffer.byteLength(text),
  };
  const derivedSha = sha256(json);
  return { json, provenance: provenanceText(derivedSha, counts, String(info.version)), sha256: derivedSha, counts };
}

function provenanceText(derivedSha: string, counts: DerivedContract['counts'], version: string): string {
  const list = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(', ');
  return `# Mastodon client API contract (facts only, derived)

\`mastodon-contract.json\` is what the contract tests validate against by default (tests/contract/oracle.ts),
with the project's kmyblue overlay (tests/contract/overlay/) applied on top. It is generated: do not edit it.

- Source: the public repository ${SOURCE.repository}, file ${SOURCE.file}, commit ${SOURCE.commit}
  (Mastodon API ${version})
- sha256 of the source file: ${SOURCE.sha256} (${counts.sourceBytes} bytes)
- sha256 of mastodon-contract.json: ${derivedSha} (${counts.bytes} bytes)
- Content: ${counts.paths} paths, ${counts.operations} operations, ${counts.schemas} component schemas (of the source's
  ${counts.sourceSchemas}: those the operations reference, directly or through other schemas)

## What was kept, what was removed, and why

Kept: paths and methods; parameters (name, in, required, schema); request bodies (required, media types, schemas);
response schemas by status code and media type; the component schemas they reference; \`openapi\` and
\`info.version\`. Inside schemas only validation keywords are kept ($ref, type, format, enum, const, required,
properties, items, additionalProperties, propertyNames, oneOf, anyOf, allOf, numeric and length bounds, pattern).
Field names are kept as they are: a field named \`description\` or \`title\` is part of the interface.

Removed because it is human-written text: ${list(REMOVED.text)}.

Removed because validation does not read it: ${list(REMOVED.notNeededForValidation)}.

Why: the contract tests need the interface facts only. The source's content derives from the Mastodon
documentation, which is licensed GFDL-1.3 (the generator is MIT). No descriptive text from it is kept here,
only non-descriptive interface facts (names, types, formats, enumerations, required fields, structure).

## Known defects of the source, patched by the overlay

The derivation keeps the facts as the source states them; tests/contract/overlay/ patches these (numbered as the
overlay's \`defects\` fields cite them):

1. The Idempotency-Key header parameter has an object schema.
2. Alternatives are written as oneOf although they overlap (text plus poll or media): read as anyOf.
3. NotificationGroup.most_recent_notification_id is declared integer; servers send a string or an integer.
4. The embedded examples do not all pass their own schemas (the derivation drops them anyway).
5. The custom formats \`iso-639-1\` and \`scopes\` must be registered with the validator.
6. The visibility, notification-type and filter-context enumerations lack the kmyblue values.
7. PUT /api/v2/notifications/policy and PATCH /api/v1/media/{id} are missing.
8. update_credentials is declared JSON-only (clients send multipart); array query parameters are named without \`[]\`.
9. No schema forbids extra properties.

## Order and format

Object keys are sorted (code-unit order), except paths, methods and media types, which keep the source's order:
the validator takes the first of equally specific path templates, and a request body's first media type. Arrays
keep their order. 2-space JSON with a final newline, so regenerating gives byte-identical files.

## Regenerate

With the full description beside the repository (../shared/oracles/mastodon-openapi/schema.json) or named by
$MASTODON_OPENAPI: \`${REGENERATE}\` (\`${REGENERATE} -- --check\` only compares). It refuses a source whose
sha256 is not the one pinned in tests/contract/derive-contract.ts (SOURCE): when the oracle is updated, set the
commit and sha256 there. tests/contract/derived-contract.test.ts fails when the committed files differ from a
fresh derivation (when the shared file is present), when a recorded sha256 does not match, or when a text key
appears.
`;
}
