/**
 * The reader's relationship with an account (GET v1/accounts/relationships?id[]=), imported into the store
 * where the follow button and the badges read it. Only a signed-in reader asks, never about themselves (the view
 * decides). Coming back to the profile asks again.
 */
import { importRelationships } from '../../store/relationship-importers';
import { defineResource } from '../define-resource';

export const relationshipOf = defineResource<string, string>({
  name: 'account.relationship',
  callId: 'accounts.relationships',
  keyOf: (accountId) => accountId,
  revisit: 'refresh',
  async load({ api, store }, accountId, signal) {
    importRelationships(store, await api.accounts.relationships([accountId], { signal }));
    return accountId;
  },
});
