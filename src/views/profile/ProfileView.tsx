import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Account } from '../../domain/entities';
import { linkResolver, sanitizeHtml } from '../../services/sanitize';
import { RichText } from '../common/RichText';
import { FamiliarFollowers } from './FamiliarFollowers';
import { FeaturedProfiles } from './FeaturedProfiles';
import { FeaturedTags } from './FeaturedTags';
import { ProfileCounts } from './ProfileCounts';
import { ProfileFields } from './ProfileFields';
import { ProfileHeader } from './ProfileHeader';
import { MemorialNotice, MovedNotice } from './ProfileNotices';
import { ProfileTabs } from './ProfileTabs';
import type { ProfileSection } from './profile-format';

/** Bio through the sanitiser: hashtags go to their timelines, other links open outside. */
function Bio({ account }: { account: Account }) {
  const nodes = useMemo(() => sanitizeHtml(account.note, { emojis: account.emojis }), [account.note, account.emojis]);
  const resolve = useMemo(() => linkResolver([], []), []);
  if (nodes.length === 0) return null;
  return (
    <div className="profile-bio rich-text">
      <RichText nodes={nodes} resolveLink={resolve} />
    </div>
  );
}

/**
 * One account's profile. States: moved (banner to the new account), memorial ("In memory of"), suspended
 * (a notice and nothing else), limited (hidden behind "Show anyway" until the reader asks). Otherwise: bio,
 * fields, counts and familiar followers, then the featured hashtags and profiles, then the tabs and posts.
 */
export function ProfileView({ account, section }: { account: Account; section: ProfileSection }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [revealed, setRevealed] = useState(false);
  const hiddenByModerators = account.limited && !revealed;

  return (
    <article className="profile" aria-labelledby={headingId}>
      {account.movedId !== null && <MovedNotice account={account} />}
      {account.memorial && <MemorialNotice account={account} />}
      <ProfileHeader account={account} headingId={headingId} canFollow={!account.suspended && !account.memorial} />
      {account.suspended ? (
        <p className="profile-notice profile-suspended">{t('profile.suspended')}</p>
      ) : hiddenByModerators ? (
        <div className="profile-notice profile-limited">
          <p>{t('profile.limited.text')}</p>
          <button type="button" className="profile-button" onClick={() => setRevealed(true)}>
            {t('profile.limited.show')}
          </button>
        </div>
      ) : (
        <>
          <div className="profile-about">
            <Bio account={account} />
            <ProfileFields account={account} />
            <ProfileCounts account={account} />
            <FamiliarFollowers account={account} />
          </div>
          <FeaturedTags accountId={account.id} acct={account.acct} />
          <FeaturedProfiles accountId={account.id} />
          <ProfileTabs accountId={account.id} acct={account.acct} section={section} />
        </>
      )}
    </article>
  );
}
