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
import { LoadingNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { RetryButton } from '../common/RetryButton';
import { FailureReason } from '../common/FailureReason';

/** Signed in, the profile asks for the relationship with its account (only a signed-in reader may). */
function RelationshipOf({ accountId }: { accountId: string }) {
  useResource(relationshipOf, accountId);
  return null;
}

/** The lookup failed: the words, why (the server's reason), and Retry (which waits out a 429). */
function ProfileFailure({ text, error, onRetry }: { text: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="profile-error" role="alert">
      <p>{text}</p>
      <FailureReason error={error} />
      <RetryButton error={error} className="profile-button" onRetry={onRetry}>
        {t('profile.retry')}
      </RetryButton>
    </div>
  );
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
  const lookup = useResource(accountLookup, acct);
  const { status } = lookup;
  const failed = status.kind === 'failed';
  // an account already known shows while it is looked up, and stays when the lookup fails
  const held = status.kind === 'failed' ? status.placeholder : lookup.value;
  const account = useAccount(status.kind === 'gone' ? null : held?.accountId);
  const found = status.kind === 'ready' && status.value.accountId ? status.value.accountId : null;

  let body;
  if (status.kind === 'gone' || (!failed && !account && held?.missing)) {
    body = (
      <div className="profile-empty">
        <h1 className="profile-empty-heading">@{acct}</h1>
        <p>{t('profile.notFound')}</p>
      </div>
    );
  } else if (account) {
    body = (
      <>
        {failed && <ProfileFailure text={t('profile.refreshFailed')} error={status.error} onRetry={lookup.retry} />}
        <ProfileView key={account.id} account={account} section={sectionOfPath(pathname, tag)} />
      </>
    );
  } else {
    const texts = { loading: t('profile.loading'), failed: t('profile.failed'), retry: t('profile.retry') };
    const slots = {
      failed: (retry: () => void, error: unknown) => (
        <ProfileFailure text={texts.failed} error={error} onRetry={retry} />
      ),
    };
    body = (
      <ResourceStates data={lookup} texts={texts} slots={slots}>
        {/* found, but the account is not in the store yet */}
        {() => <LoadingNote text={texts.loading} />}
      </ResourceStates>
    );
  }
  return (
    <div className="profile-page">
      {body}
      {me !== null && found !== null && found !== me && <RelationshipOf key={found} accountId={found} />}
    </div>
  );
}
