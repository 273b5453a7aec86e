/**
 * One account of the profile directory: the account lists' row (avatar, name with its custom emoji, @acct, linking
 * to the profile), then the account's bio (the server's HTML through the sanitiser, clamped to a few lines), how
 * many followers it has (left out when the account hides the number) and when it last posted, and Follow (not on
 * the reader's own row).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Account } from '../../domain/entities';
import { lastActive } from '../../services/explore/last-active';
import { linkResolver, sanitizeHtml } from '../../services/sanitize';
import { useAccount } from '../../services/store';
import { sharedTicker } from '../common/now-ticker';
import { formatNumber } from '../common/number-format';
import { RichText } from '../common/RichText';
import { AccountRow } from '../who-lists/AccountRow';
import { ExploreFollowButton } from './ExploreFollowButton';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 3, 2025" for a server day (a UTC date), whatever the reader's time zone. */
function serverDay(date: Date, language: string): string {
  let format = dayFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(date);
}

/** When the account last posted, in words; follows the page's shared clock, so "today" turns as days pass. */
function useLastActiveText(lastStatusAt: string | null): string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const text = useCallback((): string => {
    const when = lastActive(lastStatusAt, sharedTicker.now());
    switch (when.kind) {
      case 'daysAgo':
        return t('explore.directory.lastActive.daysAgo', { count: when.days });
      case 'date':
        return t('explore.directory.lastActive.date', { date: serverDay(when.date, language) });
      default:
        return t(`explore.directory.lastActive.${when.kind}`);
    }
  }, [lastStatusAt, t, language]);
  return useSyncExternalStore(sharedTicker.subscribe, text, text);
}

function Bio({ account }: { account: Account }) {
  const nodes = useMemo(() => sanitizeHtml(account.note, { emojis: account.emojis }), [account.note, account.emojis]);
  const resolve = useMemo(() => linkResolver([], []), []);
  if (nodes.length === 0) return null;
  return (
    <div className="explore-account__note rich-text">
      <RichText nodes={nodes} resolveLink={resolve} />
    </div>
  );
}

function Details({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const active = useLastActiveText(account.last_status_at);
  const followers = account.other_settings.hide_followers_count
    ? null
    : t('explore.directory.followers', {
        count: account.followers_count,
        number: formatNumber(account.followers_count, i18n.language),
      });
  return (
    <p className="explore-account__detail">
      {followers !== null && (
        <>
          <span>{followers}</span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <span>{active}</span>
    </p>
  );
}

export function DirectoryRow({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  const { me } = useAppServices();
  if (account === undefined) return null;
  return (
    <AccountRow accountId={accountId}>
      {account.id !== me && (
        <div className="explore-account__actions">
          <ExploreFollowButton accountId={account.id} acct={account.acct} url={account.url} />
        </div>
      )}
      <Bio account={account} />
      <Details account={account} />
    </AccountRow>
  );
}
