/** Settings (session-mode endpoint): the `settings.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson } from '../answers/more-shapes';

export const calls: readonly CallSpec[] = [c('settings.save', 'PUT', '/api/web/settings', anyJson)];
