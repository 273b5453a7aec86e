/**
 * The server's rules a report can cite (GET v2/instance `rules`, read once per account through the instance
 * cache): in the server's order, with their hints. A failed read offers no rules (a violation cannot be chosen).
 */
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';

export interface ReportRule {
  id: string;
  text: string;
  hint: string;
}

export function reportRules(api: Api): Promise<ReportRule[]> {
  return instanceOf(api).then(
    (instance) => (instance.rules ?? []).map((rule) => ({ id: rule.id, text: rule.text, hint: rule.hint ?? '' })),
    () => [],
  );
}
