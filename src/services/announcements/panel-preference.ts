/**
 * Whether the reader left the announcements panel expanded: a local setting per account (server and account
 * id), kept in localStorage. Collapsed until the reader expands it; without usable storage it lasts for the page.
 */
const PREFIX = 'tsubame:announcements-shown:';

const keyOf = (server: string, accountId: string) => `${PREFIX}${server}|${accountId}`;

/** what this page remembers when storage is unavailable */
const inPage = new Map<string, boolean>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readPanelShown(server: string, accountId: string): boolean {
  const key = keyOf(server, accountId);
  try {
    const stored = storage();
    if (stored !== null) return stored.getItem(key) === '1';
  } catch {
    // unreadable storage: what this page remembers
  }
  return inPage.get(key) ?? false;
}

export function writePanelShown(server: string, accountId: string, shown: boolean): void {
  const key = keyOf(server, accountId);
  inPage.set(key, shown);
  try {
    if (shown) storage()?.setItem(key, '1');
    else storage()?.removeItem(key);
  } catch {
    // storage full or unavailable: this page remembers it
  }
}
