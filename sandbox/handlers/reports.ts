import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { bool, json, list, readParams, str, unprocessable } from '../kernel/http';
import type { ReportRecord } from '../kernel/records';
import { serializeAccount } from '../serialize/account';
import { RULES } from './core/instance-info';
import { routes } from './organise/auth';

type Category = ReportRecord['category'];
const CATEGORIES: readonly Category[] = ['spam', 'legal', 'violation', 'other'];
/** The longest comment a report may carry, in characters (the server's default). */
export const REPORT_COMMENT_LIMIT = 1000;

/**
 * POST /api/v1/reports: a signed-in user reports another account to the moderators, answering the stored report.
 * The category defaults to `other` and becomes `violation` whenever rules are cited; a violation must cite at
 * least one of the server's rules, and only rules the server has. Attached posts not written by the reported
 * account (or deleted) are left out. A report is forwarded only when asked and the account is remote.
 * Unknown accounts, reporting oneself, an unknown category and an over-long comment answer 422.
 */
export function reportHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);
  return [
    signedIn('post', '/api/v1/reports', async (viewer, request) => {
      const params = await readParams(request);
      const target = db.accounts.get(str(params.account_id) ?? '');
      if (!target) return unprocessable('Validation failed: Target account must exist');
      if (target.id === viewer.account.id) return unprocessable('Validation failed: You cannot report yourself');
      const ruleIds = list(params.rule_ids);
      const asked = str(params.category) ?? 'other';
      if (!(CATEGORIES as readonly string[]).includes(asked))
        return unprocessable(`Validation failed: Category must be one of ${CATEGORIES.join(', ')}`);
      const category: Category = ruleIds.length > 0 ? 'violation' : (asked as Category);
      if (category === 'violation' && ruleIds.length === 0)
        return unprocessable('Validation failed: Rules must be chosen for a violation');
      const unknownRule = ruleIds.find((id) => !RULES.some((rule) => rule.id === id));
      if (unknownRule !== undefined) return unprocessable(`Validation failed: Rule ${unknownRule} does not exist`);
      const comment = str(params.comment) ?? '';
      if ([...comment].length > REPORT_COMMENT_LIMIT)
        return unprocessable(`Validation failed: Comment is too long (maximum is ${REPORT_COMMENT_LIMIT} characters)`);
      const statusIds = list(params.status_ids).filter((id) => {
        const status = db.statuses.get(id);
        return status !== undefined && !status.deleted && status.account_id === target.id;
      });
      const report: ReportRecord = {
        id: db.nextId(),
        account_id: viewer.account.id,
        target_account_id: target.id,
        category,
        comment,
        forwarded: bool(params.forward) && !db.isLocal(target),
        status_ids: statusIds,
        rule_ids: category === 'violation' ? ruleIds : [],
        created_at: new Date(db.now()).toISOString(),
      };
      db.reports.set(report.id, report);
      return json({
        id: report.id,
        action_taken: false,
        action_taken_at: null,
        category: report.category,
        comment: report.comment,
        forwarded: report.forwarded,
        created_at: report.created_at,
        status_ids: report.status_ids,
        rule_ids: report.rule_ids,
        target_account: serializeAccount(db, target),
      });
    }),
  ];
}
