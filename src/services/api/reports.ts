/** Reporting an account (and some of its posts) to the server's moderators: `reports.*`. */
import type { CallOptions } from './client';
import type { ApiReport, ReportFields } from '../../domain/api/report-shapes';
import { defineCall, entry } from './calls/call-spec';
import { one, withId } from './answers/more-shapes';

export const create = defineCall(
  entry('reports.create', 'POST', '/api/v1/reports', one('report', withId)),
  (call, fields: ReportFields, options: CallOptions = {}): Promise<ApiReport> =>
    call.answer({ ...options, body: { ...fields } }),
);
