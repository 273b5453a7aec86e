import { useTranslation } from '../../i18n/react';
import { useLocation, useParams } from 'react-router';
import { useAppServices } from '../../services/app-services/app-services';
import { useAccount } from '../../services/store';
import { ProfileView } from './ProfileView';
import { acctOfParam, tabOfPath } from './profile-format';
import { useProfileAccount } from './use-profile-account';
import { useRelationshipFetch } from './use-relationship-fetch';
import './profile.css';

/** Route /@{acct} (and /@{acct}/with_replies, /@{acct}/media): the profile of an account, found by acct. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const services = useAppServices();
  const { acct: param } = useParams<{ acct: string }>();
  const { pathname } = useLocation();
  const acct = acctOfParam(param);
  const { state, retry } = useProfileAccount(services, acct);
  const accountId = state.phase === 'missing' ? null : state.accountId;
  const account = useAccount(accountId);
  useRelationshipFetch(services, state.phase === 'ready' ? state.accountId : null);

  let body;
  if (state.phase === 'missing') {
    body = (
      <div className="profile-empty">
        <h1 className="profile-empty-heading">@{acct}</h1>
        <p>{t('profile.notFound')}</p>
      </div>
    );
  } else if (account) {
    body = (
      <>
        {state.phase === 'failed' && (
          <div className="profile-error" role="alert">
            <p>{t('profile.refreshFailed')}</p>
            <button type="button" className="profile-button" onClick={retry}>{t('profile.retry')}</button>
          </div>
        )}
        <ProfileView key={account.id} account={account} tab={tabOfPath(pathname)} />
      </>
    );
  } else if (state.phase === 'failed') {
    body = (
      <div className="profile-error" role="alert">
        <p>{t('profile.failed')}</p>
        <button type="button" className="profile-button" onClick={retry}>{t('profile.retry')}</button>
      </div>
    );
  } else {
    body = <p className="profile-loading" role="status">{t('profile.loading')}</p>;
  }
  return <div className="profile-page">{body}</div>;
}
