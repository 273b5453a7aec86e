/**
 * The server's rules a report can cite (GET v2/instance `rules`, services/reports/report-rules.ts), as a
 * resource the report dialog reads. A failure is silent: no alert, no rules offered (so a violation of the
 * server's rules cannot be chosen), and the next report dialog asks again.
 */
import { reportRules, type ReportRule } from '../../reports/report-rules';
import { defineResource } from '../define-resource';

export const serverRules = defineResource<null, readonly ReportRule[]>({
  name: 'instance.rules',
  callId: 'instance.get',
  keyOf: () => '',
  alerts: { skipAlert: true },
  revisit: 'retry',
  load: (services) => reportRules(services),
});
