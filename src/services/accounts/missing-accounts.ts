/**
 * Accounts a lookup answered 404 for (spec 8: "a 404 on lookup records the account as non-existent").
 * Kept per server for the life of the page; a later successful lookup forgets the mark.
 */
const missing = new Set<string>();

const keyOf = (server: string, acct: string) => `${server}|${acct.toLowerCase()}`;

export function markAccountMissing(server: string, acct: string): void {
  missing.add(keyOf(server, acct));
}

export function forgetAccountMissing(server: string, acct: string): void {
  missing.delete(keyOf(server, acct));
}

export function isAccountMissing(server: string, acct: string): boolean {
  return missing.has(keyOf(server, acct));
}
