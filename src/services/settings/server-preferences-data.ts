/**
 * The account's preferences as a resource of the data registry: one per account, loaded once. A failure
 * raises no alert: the client then keeps its defaults.
 */
import { defineResource } from '../data/define-resource';
import { normalisePreferences, type Preferences } from './server-preferences';

export const preferencesData = defineResource<null, Preferences>({
  name: 'preferences',
  callId: 'preferences.get',
  keyOf: () => '',
  alerts: { skipAlert: true },
  load: async ({ api }) => normalisePreferences(await api.preferences.get()),
});
