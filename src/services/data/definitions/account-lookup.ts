/**
 * The account a profile route names by acct (GET v1/accounts/lookup), as a resource keyed by the acct. An
 * account already in the store shows at once while the lookup runs; an acct a lookup answered 404 for
 * before shows as not found at once. Lookup failures raise no alert (the call's own policy), and a 404 records the acct
 * as non-existent (missing-accounts.ts) and is a state of its own. Coming back to the profile looks it up again.
 */
import { forgetAccountMissing, isAccountMissing, markAccountMissing } from '../../accounts/missing-accounts';
import { storedAccountId } from '../../accounts/acct';
import { isNotFound } from '../../../domain/errors/api-error';
import { importAccount } from '../../store';
import { defineResource } from '../define-resource';

export interface AccountLookup {
  /** the account's id in the store; null when not known (yet) */
  accountId: string | null;
  /** recorded as non-existent (a lookup answered 404), or no acct at all */
  missing: boolean;
}

export const accountLookup = defineResource<string, AccountLookup>({
  name: 'account.lookup',
  callId: 'accounts.lookup',
  keyOf: (acct) => acct.toLowerCase(),
  goneIsState: true,
  revisit: 'refresh',
  placeholder({ store, server }, acct) {
    const accountId = acct === '' ? null : storedAccountId(store, acct, server);
    const missing = acct === '' || isAccountMissing(store, acct);
    return accountId === null && !missing ? null : { accountId, missing };
  },
  async load({ api, store }, acct, signal) {
    if (acct === '') return { accountId: null, missing: true };
    try {
      const accountId = importAccount(store, await api.accounts.lookup(acct, { signal }));
      if (accountId === null) throw new Error('the lookup answered no account');
      forgetAccountMissing(store, acct);
      return { accountId, missing: false };
    } catch (error) {
      if (isNotFound(error)) markAccountMissing(store, acct);
      throw error;
    }
  },
});
