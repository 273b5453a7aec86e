/** How a signed-in account is named in the switcher and the account menu. */
import { useMemo } from 'react';
import type { StoredAccount } from '../../services/app-services/session-types';
import { emojiLookup, plainTextTree } from '../../services/sanitize';
import { decodeDomain } from '../../services/text/idn';
import { RichText } from '../common/RichText';

export function hostOf(origin: string): string {
  try {
    return decodeDomain(new URL(origin).host).display;
  } catch {
    return origin;
  }
}

/** The display name with its custom emoji as images (the name is plain text from the server, never HTML). */
export function AccountName({ account }: { account: StoredAccount }) {
  const nodes = useMemo(() => plainTextTree(account.displayName, account.emojis ?? []), [account.displayName, account.emojis]);
  return <bdi><RichText nodes={nodes} /></bdi>;
}

/**
 * The name as a label says it: shortcodes that show as emoji images are left out, so the label keeps the
 * visible text in order (WCAG 2.5.3, label in name).
 */
export function spokenName(account: StoredAccount): string {
  const codes = emojiLookup(account.emojis ?? []); // the emoji that render as images
  return account.displayName.replace(/:(\w+):/g, (text, code: string) => (codes.has(code) ? '' : text)).replace(/\s+/g, ' ').trim() || account.displayName;
}
