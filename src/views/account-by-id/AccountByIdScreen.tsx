/**
 * Route /accounts/:id (signed out too): an account known only by its id. Once the account is known (from the store
 * at once, else from the server) the address is replaced by its profile's (/@acct), so Back does not come here
 * again; an id the server does not know shows the profile's "Account not found"; a failure says so with Retry.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { accountById } from '../../services/accounts/account-by-id';
import { useResource } from '../../services/data/use-data';
import { profilePath } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import '../profile/profile.css';

export default function AccountByIdScreen() {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const { id = '' } = useParams<{ id: string }>();
  const { snapshot, value, send } = useResource(accountById, id);
  const gone = snapshot.hasTag('gone');
  const acct = useAccount(gone ? null : value)?.acct;

  useEffect(() => {
    if (acct !== undefined) navigate(profilePath(acct), { replace: true });
  }, [acct, navigate]);

  let body;
  if (gone) {
    body = (
      <div className="profile-empty">
        <p>{t('profile.notFound')}</p>
      </div>
    );
  } else if (snapshot.hasTag('failed')) {
    body = (
      <div className="profile-error" role="alert">
        <p>{t('profile.failed')}</p>
        <button type="button" className="profile-button" onClick={() => send({ type: 'RETRY' })}>
          {t('profile.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <p className="profile-loading" role="status">
        {t('profile.loading')}
      </p>
    );
  }
  return <div className="profile-page">{body}</div>;
}
