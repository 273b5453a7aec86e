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
  /** the body parameter kmyblue reads: an exclusion reads its include side's name (exclude_domains takes domains[]) */
  param: string;
  limit: number;
  /** what a limit error calls the entries */
  noun: string;
}

export const ANTENNA_LIMITS = { antennas: 30, accounts: 100, domains: 20, tags: 50, keywords: 100 } as const;
export const MIN_KEYWORD_LENGTH = 2;

export const RULES: Record<RuleKind, RuleSpec> = {
  accounts: { field: 'account_ids', param: 'account_ids', limit: ANTENNA_LIMITS.accounts, noun: 'accounts' },
  exclude_accounts: {
    field: 'exclude_account_ids',
    param: 'account_ids',
    limit: ANTENNA_LIMITS.accounts,
    noun: 'accounts',
  },
  domains: { field: 'domains', param: 'domains', limit: ANTENNA_LIMITS.domains, noun: 'domains' },
  exclude_domains: { field: 'exclude_domains', param: 'domains', limit: ANTENNA_LIMITS.domains, noun: 'domains' },
  tags: { field: 'tags', param: 'tags', limit: ANTENNA_LIMITS.tags, noun: 'tags' },
  exclude_tags: { field: 'exclude_tags', param: 'tags', limit: ANTENNA_LIMITS.tags, noun: 'tags' },
  keywords: { field: 'keywords', param: 'keywords', limit: ANTENNA_LIMITS.keywords, noun: 'keywords' },
  exclude_keywords: {
    field: 'exclude_keywords',
    param: 'keywords',
    limit: ANTENNA_LIMITS.keywords,
    noun: 'keywords',
  },
};

/** The entries sent; any other parameter (e.g. `exclude_domains[]`) is not read, as on kmyblue. */
function entriesFrom(kind: RuleKind, params: Params): string[] {
  return list(params[RULES[kind].param]);
}

function normalise(kind: RuleKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'domains' || kind === 'exclude_domains') return trimmed.toLowerCase();
  if (kind === 'tags' || kind === 'exclude_tags') return trimmed.replace(/^#/, '');
  return trimmed;
}

export type RuleOutcome = { ok: true } | { ok: false; status: 404 | 422; error: string };

/**
 * Adds entries to one rule set. Unknown accounts give 404; a keyword shorter than 2 characters, a domain, tag or
 * keyword already there, an empty entry or passing the per-antenna limit gives 422 (with kmyblue's words) and
 * changes nothing. An account already there is passed over.
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
      if (spec.field.endsWith('account_ids')) continue;
      return { ok: false, status: 422, error: `Duplicate ${spec.noun.replace(/s$/, '')}` };
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
