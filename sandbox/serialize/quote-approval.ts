import type { SandboxDb } from '../kernel/db';
import type { StatusRecord } from '../kernel/records';

export interface QuoteApprovalJson {
  automatic: Array<'public' | 'followers' | 'following' | 'unsupported_policy'>;
  manual: Array<'public' | 'followers' | 'following' | 'unsupported_policy'>;
  current_user: 'automatic' | 'manual' | 'denied' | 'unknown';
}

const QUOTABLE = new Set(['public', 'public_unlisted', 'login', 'unlisted']);

/**
 * The author's quote policy and how it applies to the viewer.
 * - Only public-ish posts (public, public_unlisted, login, unlisted) can be quoted by others; kmyblue's
 *   other_settings.allow_quote = false acts as "nobody".
 * - A locked remote author reviews quotes by hand: its policy goes to `manual` instead of `automatic`.
 * - current_user: unknown when signed out; automatic for the author; denied when blocked, when the post is not
 *   quotable, when the policy is nobody, or for non-followers under the followers policy.
 */
export function quoteApproval(db: SandboxDb, status: StatusRecord, viewerId: string | null): QuoteApprovalJson {
  const author = db.accounts.get(status.account_id);
  const allowed = QUOTABLE.has(status.visibility) && author?.other_settings.allow_quote !== false;
  const policy = allowed ? status.quote_approval_policy : 'nobody';
  const audience: QuoteApprovalJson['automatic'] =
    policy === 'public' ? ['public'] : policy === 'followers' ? ['followers'] : [];
  const reviewsByHand = author !== undefined && author.domain !== null && author.locked;
  const automatic = reviewsByHand ? [] : audience;
  const manual = reviewsByHand ? audience : [];
  let current: QuoteApprovalJson['current_user'];
  if (viewerId === null) current = 'unknown';
  else if (viewerId === status.account_id) current = 'automatic';
  else if (db.blocks.has(status.account_id, viewerId) || db.blocks.has(viewerId, status.account_id)) current = 'denied';
  else if (policy === 'nobody') current = 'denied';
  else if (policy === 'followers' && !db.follows.has(viewerId, status.account_id)) current = 'denied';
  else current = reviewsByHand ? 'manual' : 'automatic';
  return { automatic, manual, current_user: current };
}
