/**
 * Whether the reader left the announcements panel expanded: a local setting per account (server and account
 * id), kept in localStorage. Collapsed until the reader expands it; without usable storage it lasts while the
 * account is signed in (kept in the account's scope).
 */
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

const PREFIX = 'tsubame:announcements-shown:';

const keyOf = (server: string, accountId: string) => `${PREFIX}${server}|${accountId}`;

/** what the account remembers when storage is unavailable */
export const PANEL_SHOWN_IN_PAGE = definePart<Map<string, boolean>>('announcements-panel-shown');

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readPanelShown(store: EntityStore, server: string, accountId: string): boolean {
  const key = keyOf(server, accountId);
  try {
    const stored = storage();
    if (stored !== null) return stored.getItem(key) === '1';
  } catch {
    // unreadable storage: what this page remembers
  }
  return store.scope.peek(PANEL_SHOWN_IN_PAGE)?.get(key) ?? false;
}

export function writePanelShown(store: EntityStore, server: string, accountId: string, shown: boolean): void {
  const key = keyOf(server, accountId);
  store.scope.use(PANEL_SHOWN_IN_PAGE, () => new Map()).set(key, shown);
  try {
    if (shown) storage()?.setItem(key, '1');
    else storage()?.removeItem(key);
  } catch {
    // storage full or unavailable: this page remembers it
  }
}
