/** How a signed-in account is named in the switcher and the account menu. */
import { useMemo } from 'react';
import type { StoredAccount } from '../../domain/auth/auth-types';
import { emojiLookup, plainTextTree } from '../../services/sanitize';
import { decodeDomain, displayAcct } from '../../services/text/idn';
import { RichText } from '../common/RichText';
import { useTranslation } from '../../i18n/react';

export function hostOf(origin: string): string {
  try {
    return decodeDomain(new URL(origin).host).display;
  } catch {
    return origin;
  }
}

/** The display name with its custom emoji as images (the name is plain text from the server, never HTML). */
export function AccountName({ account }: { account: StoredAccount }) {
  const nodes = useMemo(
    () => plainTextTree(account.displayName, account.emojis ?? []),
    [account.displayName, account.emojis],
  );
  return (
    <bdi>
      <RichText nodes={nodes} />
    </bdi>
  );
}

/**
 * The name as a label says it: shortcodes that show as emoji images are left out, so the label keeps the
 * visible text in order (WCAG 2.5.3, label in name).
 */
export function spokenName(account: StoredAccount): string {
  const codes = emojiLookup(account.emojis ?? []); // the emoji that render as images
  return (
    account.displayName
      .replace(/:(\w+):/g, (text, code: string) => (codes.has(code) ? '' : text))
      .replace(/\s+/g, ' ')
      .trim() || account.displayName
  );
}

/** What a label says of an account in the switcher and the account menu: who it is, and current or "switch to". */
export function accountEntryLabel(
  t: (key: string, values?: Record<string, string>) => string,
  account: StoredAccount,
  current: boolean,
): string {
  const label = current
    ? `${spokenName(account)} @${displayAcct(account.acct)}, ${t('accounts.current')}`
    : t('accounts.switchTo', { name: spokenName(account), acct: displayAcct(account.acct) });
  return account.refused ? `${label}, ${t('accounts.refused')}` : label;
}

/**
 * An account as the switcher and the account menu show it: avatar, name, handle, a check when current, and a note
 * when its server signed it out (switching to it offers to sign in again).
 */
export function AccountEntryContent({ account, current }: { account: StoredAccount; current: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {account.avatar ? (
        <img className="account-switcher__avatar" src={account.avatar} alt="" width={32} height={32} />
      ) : (
        <span className="account-switcher__avatar" aria-hidden="true" />
      )}
      <span className="account-switcher__names">
        <span className="account-switcher__name">
          <AccountName account={account} />
        </span>
        <span className="account-switcher__acct">@{displayAcct(account.acct)}</span>
        {account.refused && <span className="account-switcher__refused">{t('accounts.refused')}</span>}
      </span>
      {current && (
        <svg
          className="account-switcher__check"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M3 8.5l3.2 3L13 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </>
  );
}
