/**
 * Routes /@{acct}/followers and /@{acct}/following: the accounts following an account, or the accounts it
 * follows. The account is found by its acct as the profile page finds it (the account-lookup resource); then
 * the list (account-network.ts) is drawn: one row per account linking to its profile, Load more while the
 * server has further pages, and loading, empty, hidden, not-available and error states. This screen only
 * draws the charts (their states through the data states). Loaded on first use only.
 */
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { accountLookup } from '../../services/data/definitions/account-lookup';
import type { AccountNetworkList } from '../../services/data/definitions/account-network';
import { useResource } from '../../services/data/use-data';
import { shownName } from '../../domain/entities/account';
import { acctFromParam } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import { LoadingNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { DisplayName } from '../common/DisplayName';
import { AccountListFrame as Frame, ListNote as Note, TitleWithName } from './AccountListFrame';
import { NetworkListBody } from './NetworkListBody';
import '../who-lists/who-lists.css';

export type { AccountNetworkList } from '../../services/data/definitions/account-network';

/** The list of the account `accountId` (already in the store). */
function ListOfAccount({
  list,
  accountId,
  fallbackName,
}: {
  list: AccountNetworkList;
  accountId: string;
  fallbackName: string;
}) {
  const { t } = useTranslation();
  const account = useAccount(accountId);
  const name = account === undefined ? fallbackName : shownName(account.display_name, account.username);
  const title = t(`profile.lists.title.${list}`, { name });
  if (account === undefined)
    return (
      <Frame title={title} busy>
        <LoadingNote text={t('interactions.loading')} />
      </Frame>
    );
  const heading = (
    <TitleWithName
      titleOf={(shown) => t(`profile.lists.title.${list}`, { name: shown })}
      name={<DisplayName account={account} />}
    />
  );
  return <NetworkListBody list={list} account={account} title={title} heading={heading} />;
}

export function AccountListScreen({ list }: { list: AccountNetworkList }) {
  const { t } = useTranslation();
  const { acct: param } = useParams<{ acct: string }>();
  const acct = acctFromParam(param);
  const lookup = useResource(accountLookup, acct);
  const { status } = lookup;
  // an account already known is listed while it is looked up, and stays when the lookup fails
  const held = status.kind === 'failed' ? status.placeholder : lookup.value;
  const fallbackName = `@${acct}`;
  const accountId = status.kind === 'gone' ? null : (held?.accountId ?? null);

  if (accountId !== null)
    return <ListOfAccount key={`${list}:${accountId}`} list={list} accountId={accountId} fallbackName={fallbackName} />;

  const title = t(`profile.lists.title.${list}`, { name: fallbackName });
  if (status.kind === 'gone' || held?.missing === true)
    return (
      <Frame title={title} busy={false}>
        <Note text={t('profile.notFound')} role="status" />
      </Frame>
    );
  const texts = { loading: t('interactions.loading'), failed: t('profile.failed'), retry: t('interactions.retry') };
  return (
    <Frame title={title} busy={status.kind !== 'failed'}>
      <ResourceStates data={lookup} texts={texts}>
        {/* found, but the account is not in the store yet */}
        {() => <LoadingNote text={texts.loading} />}
      </ResourceStates>
    </Frame>
  );
}

export default AccountListScreen;
