/**
 * The steps of the report dialog in order: the reason first; the rules only for a violation of the server's rules;
 * then the posts to attach; last the comment (with forwarding), which sends the report.
 */
import type { ReportCategory } from '../../services/api/reports';

export type ReportStep = 'category' | 'rules' | 'posts' | 'comment';

export function reportSteps(category: ReportCategory | null): ReportStep[] {
  return category === 'violation' ? ['category', 'rules', 'posts', 'comment'] : ['category', 'posts', 'comment'];
}

/** The host part of a remote account's acct (`name@host`), or null for an account of the reader's server. */
export function remoteDomain(acct: string): string | null {
  const at = acct.indexOf('@');
  return at < 0 ? null : acct.slice(at + 1);
}
