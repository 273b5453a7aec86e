/** Preferences: the `preferences.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { one, record } from '../answers/more-shapes';

export const calls: readonly CallSpec[] = [
  c('preferences.get', 'GET', '/api/v1/preferences', one('preferences', record)),
];
