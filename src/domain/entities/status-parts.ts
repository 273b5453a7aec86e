/** Small parts of a status: emoji reactions (with the derived `me`), quote, quote approval, mentions, tags. */
import {
  asBoolean,
  asCount,
  asEnum,
  asEnumOrNull,
  asId,
  asIdArray,
  asNumberOrNull,
  asString,
  isRecord,
  mapDefined,
} from './coerce';
import type { ApiQuoteApprovalAutomatic, ApiQuoteApprovalCurrentUser, ApiQuoteState } from './api-types';
import { asHttpUrl } from './urls';

export interface EmojiReaction {
  name: string;
  count: number;
  account_ids: string[];
  /** The server's `me` flag, or the current account among account_ids. */
  me: boolean;
  url: string | null;
  static_url: string | null;
  domain: string | null;
  width: number | null;
  height: number | null;
}

export interface StatusQuote {
  state: ApiQuoteState;
  quotedStatusId: string | null;
}

export interface QuoteApproval {
  automatic: ApiQuoteApprovalAutomatic[];
  manual: ApiQuoteApprovalAutomatic[];
  current_user: ApiQuoteApprovalCurrentUser;
}

export interface StatusMention {
  id: string;
  username: string;
  acct: string;
  url: string | null;
}
export interface StatusTag {
  name: string;
  url: string | null;
}
export interface StatusApplication {
  name: string;
  website: string | null;
}

export const QUOTE_STATES: readonly ApiQuoteState[] = [
  'pending',
  'accepted',
  'rejected',
  'revoked',
  'deleted',
  'unauthorized',
  'blocked_account',
  'blocked_domain',
  'muted_account',
];
const QUOTE_AUTOMATIC: readonly ApiQuoteApprovalAutomatic[] = [
  'public',
  'followers',
  'following',
  'unsupported_policy',
];
const QUOTE_CURRENT_USER: readonly ApiQuoteApprovalCurrentUser[] = ['automatic', 'manual', 'denied', 'unknown'];

export function normaliseEmojiReaction(raw: unknown, currentAccountId: string | null): EmojiReaction | null {
  if (!isRecord(raw)) return null;
  const name = asString(raw.name);
  if (name === '') return null;
  const accountIds = asIdArray(raw.account_ids);
  const me = asBoolean(raw.me, false) || (currentAccountId !== null && accountIds.includes(currentAccountId));
  const domain = asString(raw.domain);
  return {
    name,
    count: asCount(raw.count, accountIds.length),
    account_ids: accountIds,
    me,
    url: asHttpUrl(raw.url),
    static_url: asHttpUrl(raw.static_url) ?? asHttpUrl(raw.url),
    domain: domain === '' ? null : domain,
    width: asNumberOrNull(raw.width),
    height: asNumberOrNull(raw.height),
  };
}

export function normaliseEmojiReactions(raw: unknown, currentAccountId: string | null): EmojiReaction[] {
  return mapDefined(raw, (item) => normaliseEmojiReaction(item, currentAccountId));
}

/** The nested quoted status (full Quote) or its id (ShallowQuote). */
export function normaliseQuote(raw: unknown): StatusQuote | null {
  if (!isRecord(raw)) return null;
  const nested = isRecord(raw.quoted_status) ? asId(raw.quoted_status.id) : null;
  return {
    state: asEnum(raw.state, QUOTE_STATES, 'pending'),
    quotedStatusId: nested ?? asId(raw.quoted_status_id),
  };
}

function policyList(raw: unknown): ApiQuoteApprovalAutomatic[] {
  return mapDefined(raw, (item) => asEnumOrNull(item, QUOTE_AUTOMATIC));
}

export function normaliseQuoteApproval(raw: unknown): QuoteApproval | null {
  if (!isRecord(raw)) return null;
  return {
    automatic: policyList(raw.automatic),
    manual: policyList(raw.manual),
    current_user: asEnum(raw.current_user, QUOTE_CURRENT_USER, 'unknown'),
  };
}

export function normaliseMentions(raw: unknown): StatusMention[] {
  return mapDefined(raw, (item) => {
    if (!isRecord(item)) return null;
    const id = asId(item.id);
    if (id === null) return null;
    const username = asString(item.username);
    return { id, username, acct: asString(item.acct, username) || username, url: asHttpUrl(item.url) };
  });
}

export function normaliseTags(raw: unknown): StatusTag[] {
  return mapDefined(raw, (item) => {
    if (!isRecord(item)) return null;
    const name = asString(item.name);
    return name === '' ? null : { name, url: asHttpUrl(item.url) };
  });
}

export function normaliseApplication(raw: unknown): StatusApplication | null {
  if (!isRecord(raw)) return null;
  const name = asString(raw.name);
  return name === '' ? null : { name, website: asHttpUrl(raw.website) };
}

/** The emoji reactions total: the server's count, else the sum of the reactions. */
export function emojiReactionsTotal(rawCount: unknown, reactions: readonly EmojiReaction[]): number {
  const sum = reactions.reduce((total, r) => total + r.count, 0);
  return asCount(rawCount, sum);
}
