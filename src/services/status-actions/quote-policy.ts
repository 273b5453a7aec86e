/**
 * An own post's quote policy as the server shows it to its author (quote_approval): public and followers are
 * the audiences whose quotes are approved (automatically, or by hand for a locked account), nobody is an empty
 * list; the author may always quote their own post.
 */
import type { QuoteApproval } from '../../domain/entities/status-parts';
import type { QuotePolicyChoice } from './status-actions-types';

/** Which of the three policies a post's quote_approval says (nothing known: nobody). */
export function quotePolicyOf(approval: QuoteApproval | null): QuotePolicyChoice {
  const audiences = [...(approval?.automatic ?? []), ...(approval?.manual ?? [])];
  if (audiences.includes('public')) return 'public';
  if (audiences.includes('followers')) return 'followers';
  return 'nobody';
}

/** The quote_approval an own post has under `policy`, until the server's answer replaces it. */
export function quoteApprovalFor(policy: QuotePolicyChoice): QuoteApproval {
  return { automatic: policy === 'nobody' ? [] : [policy], manual: [], current_user: 'automatic' };
}
