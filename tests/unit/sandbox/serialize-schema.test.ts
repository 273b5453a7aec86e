/**
 * The serializers' output over the whole seeded world, checked against the merged contract (the OpenAPI oracle plus
 * the project overlay with kmyblue fields; Status and Account are closed there, so a stray field fails).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxDb } from '../../../sandbox/kernel/db';
import { canSee } from '../../../sandbox/kernel/visibility';
import { defaultAccountId, seedSandbox } from '../../../sandbox/seed';
import {
  serializeAccount,
  serializeCredentialAccount,
  serializeCustomEmoji,
  serializeMedia,
  serializePoll,
  serializeRelationship,
  serializeStatus,
  serializeTag,
} from '../../../sandbox/serialize';
import { buildContract } from '../../contract/contract';
import { isLanguageCode } from '../../contract/overlay/formats';

const NOW = Date.parse('2026-04-20T09:30:00.000Z');
const DOC = 'https://contract.tsubame.invalid/sandbox-serializers.json';
let db: SandboxDb;
let aliceId: string;
const validators = new Map<string, ValidateFunction>();
let ajv: Ajv2020;

function absoluteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absoluteRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC}${v}` : absoluteRefs(v),
    ]),
  );
}

/** Validation errors of `value` against a component schema, as readable lines. */
function errorsOf(schema: string, value: unknown): string[] {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC}#/components/schemas/${schema}` });
    validators.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${schema}${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  );
}

function expectValid(schema: string, values: unknown[]): void {
  const problems = new Set<string>();
  for (const value of values) for (const line of errorsOf(schema, value)) problems.add(line);
  expect([...problems].slice(0, 10)).toEqual([]);
}

beforeAll(() => {
  const contract = buildContract();
  ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('iso-639-1', { type: 'string', validate: isLanguageCode });
  ajv.addFormat('scopes', { type: 'string', validate: () => true });
  ajv.addSchema(absoluteRefs({ $id: DOC, components: { schemas: contract.schemas } }) as object);
  db = new SandboxDb(() => NOW);
  db.origin = 'http://127.0.0.1:4123';
  db.domain = '127.0.0.1:4123';
  seedSandbox(db);
  aliceId = defaultAccountId(db);
});

describe('serializers against the contract', () => {
  it('Account and CredentialAccount', () => {
    expectValid(
      'Account',
      [...db.accounts.values()].map((a) => serializeAccount(db, a)),
    );
    expectValid(
      'CredentialAccount',
      [...db.users.values()].map((u) => serializeCredentialAccount(db, db.accounts.get(u.account_id)!, u)),
    );
  });

  it('Status for alice and for a signed-out viewer, including media, polls, cards, quotes and reblogs', () => {
    const all = [...db.statuses.values()].filter((s) => !s.deleted);
    const special = all.filter(
      (s) => s.media_ids.length || s.poll_id || s.card || s.quote_of_id || s.reblog_of_id || s.edited_at,
    );
    const sample = [...special, ...all.filter((_, i) => i % 7 === 0)];
    const forAlice = sample
      .filter((s) => canSee(db, aliceId, s))
      .map((s) => serializeStatus(db, s, aliceId, { filterContext: 'home' }));
    const forNobody = sample.filter((s) => canSee(db, null, s)).map((s) => serializeStatus(db, s, null));
    expect(forAlice.length).toBeGreaterThan(300);
    expectValid('Status', forAlice);
    expectValid('Status', forNobody);
  });

  it('MediaAttachment, Poll, Relationship, Tag and CustomEmoji', () => {
    expectValid(
      'MediaAttachment',
      [...db.media.values()].map((m) => serializeMedia(db, m, NOW)),
    );
    expectValid(
      'Poll',
      [...db.polls.values()].flatMap((p) => [serializePoll(db, p, aliceId, NOW), serializePoll(db, p, null, NOW)]),
    );
    expectValid(
      'Relationship',
      [...db.accounts.keys()].map((id) => serializeRelationship(db, aliceId, id)),
    );
    expectValid(
      'Tag',
      [...db.tags.keys()].map((name) => serializeTag(db, name, aliceId)),
    );
    expectValid(
      'CustomEmoji',
      [...db.customEmojis.values()].map((e) => serializeCustomEmoji(db, e)),
    );
  });
});
