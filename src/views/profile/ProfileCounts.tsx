import { useTranslation } from '../../i18n/react';
import type { Account } from '../../services/entities';

/** Posts, following and followers, each left out when the account hides it (kmyblue other_settings). */
export function ProfileCounts({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const settings = account.other_settings;
  const counts = [
    { key: 'posts', count: account.statuses_count, hidden: settings.hide_statuses_count },
    { key: 'following', count: account.following_count, hidden: settings.hide_following_count },
    { key: 'followers', count: account.followers_count, hidden: settings.hide_followers_count },
  ].filter((entry) => !entry.hidden);
  if (counts.length === 0) return null;
  return (
    <dl className="profile-counts">
      {counts.map(({ key, count }) => (
        <div key={key} className="profile-count" data-count={key}>
          <dt>{t(`profile.counts.${key}`, { count })}</dt>
          <dd>{format.format(count)}</dd>
        </div>
      ))}
    </dl>
  );
}
