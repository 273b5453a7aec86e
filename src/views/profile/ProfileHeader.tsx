import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Account } from '../../domain/entities';
import { safeHttpUrl } from '../../services/sanitize';
import { useRelationship } from '../../services/store';
import { InternalLink } from '../common/InternalLink';
import '../profile-edit/edit-profile-link.css';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { AccountActionsMenu } from './AccountActionsMenu';
import { FollowButton } from './FollowButton';
import { NotifyBell } from './NotifyBell';
import { PersonalNote } from './PersonalNote';
import { relationshipBadges } from './relationship-badges';
import { hostOf } from '../../services/accounts/acct';
import { fullAcct, roleColour } from './profile-format';

export interface ProfileHeaderProps {
  account: Account;
  headingId: string;
  /** suspended and memorial accounts cannot be followed */
  canFollow: boolean;
}

/**
 * Header image, avatar, name (the page heading), @acct, badges, and the follow button. On another account's
 * profile, for a signed-in reader, also the relationship: its badges, the notify bell (while following), the
 * account actions menu ("More") and the reader's personal note on the account.
 */
export function ProfileHeader({ account, headingId, canFollow }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation();
  const { server, me } = useAppServices();
  const other = me !== null && account.id !== me;
  const own = me !== null && account.id === me;
  const relationship = useRelationship(other ? account.id : null);
  const header = safeHttpUrl(account.header_static) ?? safeHttpUrl(account.header);
  const badges = [
    account.bot && { key: 'bot', text: t('profile.badge.bot') },
    account.group && { key: 'group', text: t('profile.badge.group') },
    account.locked && { key: 'locked', text: t('profile.badge.locked') },
  ]
    .filter((badge): badge is { key: string; text: string } => Boolean(badge))
    .concat(relationshipBadges(relationship, account, t, i18n.language));

  return (
    <header className="profile-header">
      <div className="profile-banner">
        {header !== null && <img src={header} alt="" className="profile-banner-image" decoding="async" />}
      </div>
      <div className="profile-bar">
        <Avatar account={account} size={88} className="profile-avatar" />
        {(canFollow || other || own) && (
          <div className="profile-actions">
            {own && (
              <InternalLink to="/profile/edit" className="profile-button profile-edit-link">
                {t('profile.editProfile')}
              </InternalLink>
            )}
            {other && <AccountActionsMenu account={account} />}
            {canFollow && relationship?.following && <NotifyBell relationship={relationship} acct={account.acct} />}
            {canFollow && <FollowButton account={account} />}
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
        {relationship !== undefined && (
          <PersonalNote key={account.id} accountId={account.id} note={relationship.note} />
        )}
      </div>
    </header>
  );
}
