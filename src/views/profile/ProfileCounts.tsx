import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Account } from '../../domain/entities';
import { profilePath } from '../../services/routing/paths';
import { InternalLink } from '../common/InternalLink';
import { linksNetworkList } from './profile-format';

type CountKey = 'posts' | 'following' | 'followers';

/**
 * Posts, following and followers, each left out when the account hides it (kmyblue other_settings). The
 * following and followers numbers link to their lists (/@acct/following, /@acct/followers); the link is
 * named by the number and its label together ("123 Followers"), and the whole entry is its target. A list the
 * account hides from others (hide_collections, kmyblue hide_network) cannot be shown, so its number is plain.
 */
export function ProfileCounts({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const { me } = useAppServices();
  const format = new Intl.NumberFormat(i18n.language);
  const settings = account.other_settings;
  const counts: { key: CountKey; count: number; hidden: boolean }[] = [
    { key: 'posts', count: account.statuses_count, hidden: settings.hide_statuses_count },
    { key: 'following', count: account.following_count, hidden: settings.hide_following_count },
    { key: 'followers', count: account.followers_count, hidden: settings.hide_followers_count },
  ];
  const shown = counts.filter((entry) => !entry.hidden);
  if (shown.length === 0) return null;
  return (
    <dl className="profile-counts">
      {shown.map(({ key, count }) => {
        const label = t(`profile.counts.${key}`, { count });
        const number = format.format(count);
        return (
          <div key={key} className="profile-count" data-count={key}>
            <dt>{label}</dt>
            <dd>
              {key === 'posts' || !linksNetworkList(account, key, me) ? (
                number
              ) : (
                <InternalLink
                  to={`${profilePath(account.acct)}/${key}`}
                  className="profile-count-link"
                  aria-label={t('profile.counts.linkName', { number, label })}
                >
                  {number}
                </InternalLink>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
