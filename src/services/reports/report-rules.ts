/**
 * The server's rules a report can cite: the `rules` of GET v2/instance (read once per account through the
 * instance cache, which keeps no failure), in the server's order, with their hints ('' when a rule has none).
 * The report dialog reads them through the server rules resource (data/definitions/server-rules.ts).
 */
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';
import type { ApiRule } from '../../domain/entities/api-types';
import type { EntityStore } from '../store';

export interface ReportRule {
  id: string;
  text: string;
  hint: string;
}

/** An instance's rules as a report cites them (a server that lists none offers none). */
export function rulesOf(instance: { rules?: readonly ApiRule[] | null }): ReportRule[] {
  return (instance.rules ?? []).map((rule) => ({ id: rule.id, text: rule.text, hint: rule.hint ?? '' }));
}

/** The rules; rejects when the instance cannot be read. */
export function reportRules(account: { api: Api; store: EntityStore }): Promise<ReportRule[]> {
  return instanceOf(account).then(rulesOf);
}
