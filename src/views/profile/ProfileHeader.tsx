import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Account } from '../../services/entities';
import { safeHttpUrl } from '../../services/sanitize';
import { useRelationship } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { FollowButton } from './FollowButton';
import { hostOf } from '../../services/accounts/acct';
import { fullAcct, roleColour } from './profile-format';

export interface ProfileHeaderProps {
  account: Account;
  headingId: string;
  /** suspended and memorial accounts cannot be followed */
  canFollow: boolean;
}

/** Header image, avatar, name (the page heading), @acct, badges, and the follow button. */
export function ProfileHeader({ account, headingId, canFollow }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const { server, me } = useAppServices();
  const relationship = useRelationship(me === null ? null : account.id);
  const header = safeHttpUrl(account.header_static) ?? safeHttpUrl(account.header);
  const badges = [
    account.bot && { key: 'bot', text: t('profile.badge.bot') },
    account.group && { key: 'group', text: t('profile.badge.group') },
    account.locked && { key: 'locked', text: t('profile.badge.locked') },
    relationship?.followed_by && account.id !== me && { key: 'follows-you', text: t('profile.badge.followsYou') },
  ].filter((badge): badge is { key: string; text: string } => Boolean(badge));

  return (
    <header className="profile-header">
      <div className="profile-banner">
        {header !== null && <img src={header} alt="" className="profile-banner-image" decoding="async" />}
      </div>
      <div className="profile-bar">
        <Avatar account={account} size={88} className="profile-avatar" />
        {canFollow && (
          <div className="profile-actions">
            <FollowButton account={account} />
          </div>
        )}
      </div>
      <div className="profile-identity">
        <h1 id={headingId} className="profile-name">
          <DisplayName account={account} />
        </h1>
        <p className="profile-acct">@{fullAcct(account.acct, hostOf(server))}</p>
        {(badges.length > 0 || account.roles.length > 0) && (
          <ul className="profile-badges" aria-label={t('profile.badge.label')}>
            {account.roles.map((role) => {
              const colour = roleColour(role.color);
              return (
                <li
                  key={`role-${role.id}`}
                  className="profile-badge profile-role"
                  style={colour ? ({ '--role-colour': colour } as CSSProperties) : undefined}
                >
                  {role.name}
                </li>
              );
            })}
            {badges.map((badge) => (
              <li key={badge.key} className="profile-badge" data-badge={badge.key}>
                {badge.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
