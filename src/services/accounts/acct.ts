/** Telling accounts apart by acct: `alice` and `alice@this.server` name the same local account. */
import type { EntityStore } from '../store';

export function sameAcct(stored: string, wanted: string, serverHost: string): boolean {
  const normalise = (acct: string) => {
    const lower = acct.toLowerCase();
    return lower.endsWith(`@${serverHost}`) ? lower.slice(0, -(serverHost.length + 1)) : lower;
  };
  return normalise(stored) === normalise(wanted);
}

/** The host of a server origin, lower case ('' when it is not a URL). */
export function hostOf(server: string): string {
  try {
    return new URL(server).host.toLowerCase();
  } catch {
    return '';
  }
}

/** The id of the stored account `acct` names on `server`, if the store has it. */
export function storedAccountId(store: EntityStore, acct: string, server: string): string | null {
  const host = hostOf(server);
  for (const account of store.getTable('accounts').values()) if (sameAcct(account.acct, acct, host)) return account.id;
  return null;
}
