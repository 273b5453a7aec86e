/** Reporting an account (and some of its posts) to the server's moderators: `reports.*`. */
import type { ApiClient, CallOptions } from './client';
import type { ApiReport, ReportFields } from '../../domain/api/report-shapes';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/reports';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function create(client: ApiClient, fields: ReportFields, options: CallOptions = {}): Promise<ApiReport> {
  return client.call('reports.create', { ...options, body: { ...fields } });
}
