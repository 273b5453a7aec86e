/**
 * An account known only by its id (GET /api/v1/accounts/{id}), for the route /accounts/{id} that forwards to the
 * account's profile address: a resource keyed by the id whose value is the id of the account in the store (an
 * account already stored answers at once while the server is asked). A 404 is a state of its own (the account is
 * not there), and failures raise no alert (the call's own policy).
 */
import { defineResource } from '../data/define-resource';
import { importAccount } from '../store';

/** The address of an account known only by its id; the route forwards to the profile. */
export function accountIdPath(id: string): string {
  return `/accounts/${encodeURIComponent(id)}`;
}

export const accountById = defineResource<string, string>({
  name: 'account.byId',
  callId: 'accounts.get',
  keyOf: (id) => id,
  goneIsState: true,
  placeholder: ({ store }, id) => (store.get('accounts', id) === undefined ? null : id),
  async load({ api, store }, id, signal) {
    const stored = importAccount(store, await api.accounts.get(id, { signal }));
    if (stored === null) throw new Error('the server answered no account');
    return stored;
  },
});
