import { useTranslation } from '../../i18n/react';
import { useLocation, useParams } from 'react-router';
import { useAppServices } from '../../services/app-services/app-services';
import { accountLookup } from '../../services/data/definitions/account-lookup';
import { relationshipOf } from '../../services/data/definitions/relationship';
import { useResource } from '../../services/data/use-data';
import { useAccount } from '../../services/store';
import { ProfileView } from './ProfileView';
import { acctOfParam, sectionOfPath } from './profile-format';
import './profile.css';
import { RetryButton } from '../common/RetryButton';
import { FailureReason } from '../common/FailureReason';

/** Signed in, the profile asks for the relationship with its account (only a logged-in user may). */
function RelationshipOf({ accountId }: { accountId: string }) {
  useResource(relationshipOf, accountId);
  return null;
}

/**
 * Route /@{acct} (and /@{acct}/with_replies, /@{acct}/media, /@{acct}/tagged/{tag}): the profile of an account,
 * found by acct.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const { acct: param, tag } = useParams<{ acct: string; tag: string }>();
  const { pathname } = useLocation();
  const acct = acctOfParam(param);
  const { snapshot, value, send } = useResource(accountLookup, acct);
  const missing = snapshot.hasTag('gone');
  const account = useAccount(missing ? null : value?.accountId);
  const failed = snapshot.hasTag('failed');
  const retry = () => send({ type: 'RETRY' });
  const found = snapshot.hasTag('value') && value?.accountId ? value.accountId : null;

  let body;
  if (missing || (!failed && !account && value?.missing)) {
    body = (
      <div className="profile-empty">
        <h1 className="profile-empty-heading">@{acct}</h1>
        <p>{t('profile.notFound')}</p>
      </div>
    );
  } else if (account) {
    body = (
      <>
        {failed && (
          <div className="profile-error" role="alert">
            <p>{t('profile.refreshFailed')}</p>
            <FailureReason error={snapshot.context.error} />
            <RetryButton error={snapshot.context.error} className="profile-button" onRetry={retry}>
              {t('profile.retry')}
            </RetryButton>
          </div>
        )}
        <ProfileView key={account.id} account={account} section={sectionOfPath(pathname, tag)} />
      </>
    );
  } else if (failed) {
    body = (
      <div className="profile-error" role="alert">
        <p>{t('profile.failed')}</p>
        <FailureReason error={snapshot.context.error} />
        <RetryButton error={snapshot.context.error} className="profile-button" onRetry={retry}>
          {t('profile.retry')}
        </RetryButton>
      </div>
    );
  } else {
    body = (
      <p className="profile-loading" role="status">
        {t('profile.loading')}
      </p>
    );
  }
  return (
    <div className="profile-page">
      {body}
      {me !== null && found !== null && found !== me && <RelationshipOf key={found} accountId={found} />}
    </div>
  );
}
