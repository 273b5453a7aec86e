/**
 * The rules of a report to a server's moderators, with no DOM and no network: the order of the report's steps,
 * which reason may be chosen, how a comment is measured and when a draft may be sent. The report flow chart
 * (report-flow.machine.ts) decides with them; the reports service builds its request from the same draft.
 */
import type { ReportCategory } from '../domain/api/report-shapes';

export type { ReportCategory };

/** The reasons a report can give, in the order they are offered. */
export const REPORT_CATEGORIES: readonly ReportCategory[] = ['spam', 'legal', 'violation', 'other'];

/** The longest comment a server accepts by default, in characters. */
export const REPORT_COMMENT_MAX = 1000;

export type ReportStep = 'category' | 'rules' | 'posts' | 'comment';

/** What the reader chose, as the report request is built from it. */
export interface ReportDraft {
  accountId: string;
  category: ReportCategory;
  ruleIds: readonly string[];
  statusIds: readonly string[];
  comment: string;
  /** whether the reader asked to forward the report to the account's server */
  forward: boolean;
  /** whether the account lives on another server */
  remote: boolean;
}

/** Only a violation of the server's rules names the rules broken (and has a step to choose them). */
export function needsRules(category: ReportCategory | null): boolean {
  return category === 'violation';
}

/** The rules step is taken for a violation while the server lists rules to choose from. */
export function hasRulesStep(category: ReportCategory | null, offeredRules: readonly string[]): boolean {
  return needsRules(category) && offeredRules.length > 0;
}

/**
 * The steps in order: the reason first; the rules only for a violation (see hasRulesStep); then the posts to
 * attach; last the comment (with forwarding), from which the report is sent.
 */
export function reportSteps(category: ReportCategory | null, offeredRules: readonly string[]): readonly ReportStep[] {
  return hasRulesStep(category, offeredRules)
    ? ['category', 'rules', 'posts', 'comment']
    : ['category', 'posts', 'comment'];
}

/** A violation can be chosen only when the server lists rules to cite; the other reasons always can. */
export function categoryOffered(category: ReportCategory, offeredRules: readonly string[]): boolean {
  return !needsRules(category) || offeredRules.length > 0;
}

/**
 * A comment's length as the server counts it: in characters (code points), so an emoji counts once, not as the
 * two UTF-16 units a JavaScript string holds.
 */
export function commentLength(comment: string): number {
  return [...comment].length;
}

export function commentTooLong(comment: string): boolean {
  return commentLength(comment) > REPORT_COMMENT_MAX;
}

/** Whether the draft can be sent: a violation names at least one rule, and the comment is within the limit. */
export function canSubmitReport(draft: Pick<ReportDraft, 'category' | 'ruleIds' | 'comment'>): boolean {
  if (needsRules(draft.category) && draft.ruleIds.length === 0) return false;
  return !commentTooLong(draft.comment);
}

/**
 * `chosen` with `id` ticked or unticked, in the order of `offered` (the server's order of its rules, the order
 * of the posts shown); an id that is not offered changes nothing.
 */
export function toggledChoice(offered: readonly string[], chosen: readonly string[], id: string): string[] {
  if (!offered.includes(id)) return [...chosen];
  const on = !chosen.includes(id);
  return offered.filter((x) => (x === id ? on : chosen.includes(x)));
}
