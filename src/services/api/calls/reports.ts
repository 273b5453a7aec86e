/** Reports: the `reports.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { one, withId } from '../answers/more-shapes';

export const calls: readonly CallSpec[] = [c('reports.create', 'POST', '/api/v1/reports', one('report', withId))];
