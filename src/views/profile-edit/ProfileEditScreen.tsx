/**
 * /profile/edit: the signed-in reader's own profile, edited through the profile edit chart (its effects in
 * services/profile-edit): the profile loads as the server holds it, the form edits a draft, Save sends what
 * changed, Reset puts back what the server holds. Leaving with unsaved changes is allowed. A saved profile shows
 * at once everywhere: the profile, every post and the account switcher.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { selectStage } from '../../machines/profile-edit.machine';
import { useAppServices } from '../../services/app-services/app-services';
import { useProfileEdit } from '../../services/profile-edit/use-profile-edit';
import { profilePath } from '../../services/routing/paths';
import { safeHttpUrl } from '../../services/sanitize';
import { useAccount } from '../../services/store';
import { FailedNote, LoadingNote } from '../common/data-states/DataNotes';
import { InternalLink } from '../common/InternalLink';
import { ProfileEditForm } from './ProfileEditForm';
import './profile-edit.css';

export function ProfileEditScreen() {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const headingId = useId();
  const { actor, snapshot, retry } = useProfileEdit();
  const account = useAccount(me);
  const currentImages = {
    avatar: account ? (safeHttpUrl(account.avatar_static) ?? safeHttpUrl(account.avatar)) : null,
    header: account ? (safeHttpUrl(account.header_static) ?? safeHttpUrl(account.header)) : null,
  };

  const stage = selectStage(snapshot);
  let body;
  if (stage === 'form') body = <ProfileEditForm snapshot={snapshot} actor={actor} currentImages={currentImages} />;
  else if (stage === 'loadFailed')
    body = (
      <FailedNote
        text={t('profileEdit.loadFailed')}
        retryText={t('profileEdit.retry')}
        error={snapshot.context.error}
        onRetry={retry}
      />
    );
  else body = <LoadingNote text={t('profileEdit.loading')} />;

  return (
    <section className="profile-edit" aria-labelledby={headingId}>
      <header className="profile-edit__header">
        <h1 id={headingId}>{t('profileEdit.title')}</h1>
        {account !== undefined && (
          <InternalLink to={profilePath(account.acct)} className="profile-edit__secondary">
            {t('profileEdit.viewProfile')}
          </InternalLink>
        )}
      </header>
      {body}
    </section>
  );
}

export default ProfileEditScreen;
