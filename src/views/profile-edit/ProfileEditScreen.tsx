/**
 * /profile/edit: the signed-in reader's own profile, edited through the profile edit chart (its effects in
 * services/profile-edit): the profile loads as the server holds it, the form edits a draft, Save sends what
 * changed, Reset puts back what the server holds. Leaving with unsaved changes is allowed. A saved profile shows
 * at once everywhere: the profile, every post and the account switcher.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { profileEditChart } from '../../services/profile-edit/profile-edit-chart';
import { profilePath } from '../../services/routing/paths';
import { safeHttpUrl } from '../../services/sanitize';
import { useAccount } from '../../services/store';
import { InternalLink } from '../common/InternalLink';
import { ProfileEditForm } from './ProfileEditForm';
import './profile-edit.css';

export function ProfileEditScreen() {
  const { t } = useTranslation();
  const { api, store, alerts, session, me } = useAppServices();
  const headingId = useId();
  const machine = useMemo(() => profileEditChart({ api, store, alerts, session }), [api, store, alerts, session]);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  const account = useAccount(me);
  const currentImages = {
    avatar: account ? (safeHttpUrl(account.avatar_static) ?? safeHttpUrl(account.avatar)) : null,
    header: account ? (safeHttpUrl(account.header_static) ?? safeHttpUrl(account.header)) : null,
  };

  let body;
  if (snapshot.hasTag('form')) {
    body = <ProfileEditForm snapshot={snapshot} actor={actor} currentImages={currentImages} />;
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <div className="profile-edit__load-failed">
        <p role="alert">{t('profileEdit.loadFailed')}</p>
        <button type="button" className="profile-edit__secondary" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('profileEdit.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="profile-edit__loading">
        {t('profileEdit.loading')}
      </p>
    );
  }

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
