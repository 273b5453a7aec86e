/**
 * "Keep the audience after posting" (the draft's stay_privacy; default off), a client setting of the account kept
 * in localStorage under `tsubame:stay-privacy:<accountKey>` and sent with the other client settings
 * (settings/web-settings-blob.ts). With it on, a post that was not a reply leaves the next draft with the same
 * audience instead of the default (compose-reset.ts). The settings screen changes it through the account's client
 * settings store; the composer follows that store.
 */
import { browserStorage } from '../emoji/emoji-frequency';

export function stayPrivacyStorageKey(accountKey: string): string {
  return `tsubame:stay-privacy:${accountKey}`;
}

/** The reader's choice (anything but a stored "true" reads as off). */
export function readStayPrivacy(accountKey: string, storage: Pick<Storage, 'getItem'> | null = browserStorage()) {
  try {
    return storage?.getItem(stayPrivacyStorageKey(accountKey)) === 'true';
  } catch {
    return false;
  }
}

/** Keeps the choice; false when storage refused it (the caller keeps it for the page). */
export function writeStayPrivacy(
  accountKey: string,
  stay: boolean,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): boolean {
  try {
    storage?.setItem(stayPrivacyStorageKey(accountKey), String(stay));
    return storage !== null;
  } catch {
    return false;
  }
}
