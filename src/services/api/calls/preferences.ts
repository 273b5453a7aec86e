/** Preferences: the `preferences.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [c('preferences.get', 'GET', '/api/v1/preferences')];
