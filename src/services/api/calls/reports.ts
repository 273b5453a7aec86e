/** Reports: the `reports.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [c('reports.create', 'POST', '/api/v1/reports')];
