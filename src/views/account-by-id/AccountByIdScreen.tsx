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
import { LoadingNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import '../profile/profile.css';

export default function AccountByIdScreen() {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const { id = '' } = useParams<{ id: string }>();
  const account = useResource(accountById, id);
  const { status } = account;
  const held = status.kind === 'failed' ? status.placeholder : account.value;
  const acct = useAccount(status.kind === 'gone' ? null : held)?.acct;

  useEffect(() => {
    if (acct !== undefined) navigate(profilePath(acct), { replace: true });
  }, [acct, navigate]);

  const texts = { loading: t('profile.loading'), failed: t('profile.failed'), retry: t('profile.retry') };
  const notFound = (
    <div className="profile-empty">
      <p>{t('profile.notFound')}</p>
    </div>
  );
  const body = (
    <ResourceStates data={account} texts={texts} slots={{ gone: notFound }}>
      {/* known: the address is being replaced by the profile's */}
      {() => <LoadingNote text={texts.loading} />}
    </ResourceStates>
  );
  return <div className="profile-page">{body}</div>;
}
