import type { SandboxDb } from '../../kernel/db';
import { list, type Params } from '../../kernel/http';
import type { AntennaRecord } from '../../kernel/records';

/** The rule sets of an antenna, named as their sub-resource paths. */
export type RuleKind =
  | 'accounts'
  | 'exclude_accounts'
  | 'domains'
  | 'exclude_domains'
  | 'tags'
  | 'exclude_tags'
  | 'keywords'
  | 'exclude_keywords';

interface RuleSpec {
  field: keyof Pick<
    AntennaRecord,
    | 'account_ids'
    | 'exclude_account_ids'
    | 'domains'
    | 'exclude_domains'
    | 'tags'
    | 'exclude_tags'
    | 'keywords'
    | 'exclude_keywords'
  >;
  /** body parameter names accepted, first preferred */
  params: string[];
  limit: number;
  /** what a limit error calls the entries */
  noun: string;
}

export const ANTENNA_LIMITS = { antennas: 30, accounts: 100, domains: 20, tags: 50, keywords: 100 } as const;
export const MIN_KEYWORD_LENGTH = 2;

export const RULES: Record<RuleKind, RuleSpec> = {
  accounts: { field: 'account_ids', params: ['account_ids'], limit: ANTENNA_LIMITS.accounts, noun: 'accounts' },
  exclude_accounts: {
    field: 'exclude_account_ids',
    params: ['account_ids', 'exclude_account_ids'],
    limit: ANTENNA_LIMITS.accounts,
    noun: 'accounts',
  },
  domains: { field: 'domains', params: ['domains'], limit: ANTENNA_LIMITS.domains, noun: 'domains' },
  exclude_domains: {
    field: 'exclude_domains',
    params: ['exclude_domains', 'domains'],
    limit: ANTENNA_LIMITS.domains,
    noun: 'domains',
  },
  tags: { field: 'tags', params: ['tags'], limit: ANTENNA_LIMITS.tags, noun: 'tags' },
  exclude_tags: { field: 'exclude_tags', params: ['exclude_tags', 'tags'], limit: ANTENNA_LIMITS.tags, noun: 'tags' },
  keywords: { field: 'keywords', params: ['keywords'], limit: ANTENNA_LIMITS.keywords, noun: 'keywords' },
  exclude_keywords: {
    field: 'exclude_keywords',
    params: ['exclude_keywords', 'keywords'],
    limit: ANTENNA_LIMITS.keywords,
    noun: 'keywords',
  },
};

function entriesFrom(kind: RuleKind, params: Params): string[] {
  for (const name of RULES[kind].params) {
    const values = list(params[name]);
    if (values.length > 0) return values;
  }
  return [];
}

function normalise(kind: RuleKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'domains' || kind === 'exclude_domains') return trimmed.toLowerCase();
  if (kind === 'tags' || kind === 'exclude_tags') return trimmed.replace(/^#/, '');
  return trimmed;
}

export type RuleOutcome = { ok: true } | { ok: false; status: 404 | 422; error: string };

/**
 * Adds entries to one rule set. Unknown accounts give 404; a keyword shorter than 2 characters, a duplicate
 * keyword, an empty entry or passing the per-antenna limit gives 422 and changes nothing.
 */
export function addRules(db: SandboxDb, antenna: AntennaRecord, kind: RuleKind, params: Params): RuleOutcome {
  const spec = RULES[kind];
  const current = [...antenna[spec.field]];
  const isKeyword = kind === 'keywords' || kind === 'exclude_keywords';
  for (const raw of entriesFrom(kind, params)) {
    const value = normalise(kind, raw);
    if (spec.field.endsWith('account_ids') && !db.accounts.has(value)) {
      return { ok: false, status: 404, error: 'Record not found' };
    }
    if (isKeyword && value.length < MIN_KEYWORD_LENGTH) {
      return { ok: false, status: 422, error: `Keywords must be at least ${MIN_KEYWORD_LENGTH} characters` };
    }
    if (!value) return { ok: false, status: 422, error: `Validation failed: ${spec.noun} can't be blank` };
    if (current.includes(value)) {
      if (isKeyword) return { ok: false, status: 422, error: 'This keyword is already registered' };
      continue;
    }
    current.push(value);
  }
  if (current.length > spec.limit) {
    return { ok: false, status: 422, error: `An antenna can have at most ${spec.limit} ${spec.noun}` };
  }
  antenna[spec.field] = current;
  return { ok: true };
}

export function removeRules(antenna: AntennaRecord, kind: RuleKind, params: Params): void {
  const spec = RULES[kind];
  const remove = new Set(entriesFrom(kind, params).map((v) => normalise(kind, v)));
  antenna[spec.field] = antenna[spec.field].filter((value) => !remove.has(value));
}
