/**
 * The name an account's outbox is stored under, and whether one waits, readable before the outbox's own code is
 * loaded (the page starts the outbox after its first screen only when posts wait).
 */
export const OUTBOX_PREFIX = 'tsubame-outbox:';

/** `tsubame-outbox:<server>|<accountId>` */
export function outboxStorageKey(accountKey: string): string {
  return `${OUTBOX_PREFIX}${accountKey}`;
}

/** Whether the account has posts waiting from an earlier visit (in the page's localStorage by default). */
export function outboxWaits(accountKey: string, storage?: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return (storage === undefined ? globalThis.localStorage : storage)?.getItem(outboxStorageKey(accountKey)) != null;
  } catch {
    return false;
  }
}
