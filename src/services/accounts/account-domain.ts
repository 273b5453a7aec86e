/**
 * Which server an account lives on, as domain blocks name it: the part of its acct after the last '@', in lower
 * case (servers send internationalised domains in punycode, as domain blocks list them). An account of the
 * reader's own server has no domain in its acct, and no domain block can reach it.
 */
import type { EntityStore } from '../store';

/** A domain as compared with others: trimmed and in lower case. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

/** The account's domain, or null for an account of the reader's own server. */
export function accountDomain(acct: string): string | null {
  const at = acct.lastIndexOf('@');
  if (at <= 0 || at === acct.length - 1) return null;
  return normaliseDomain(acct.slice(at + 1));
}

/** The ids of the stored accounts that live on `domain`. */
export function accountIdsOfDomain(store: EntityStore, domain: string): string[] {
  const wanted = normaliseDomain(domain);
  const ids: string[] = [];
  for (const account of store.getTable('accounts').values()) {
    if (accountDomain(account.acct) === wanted) ids.push(account.id);
  }
  return ids;
}
