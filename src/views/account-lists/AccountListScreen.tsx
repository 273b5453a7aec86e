/**
 * Routes /@{acct}/followers and /@{acct}/following: the accounts following an account, or the accounts it
 * follows. The account is found by its acct as the profile page finds it (the account-lookup resource); then
 * the list (account-network.ts) is drawn: one row per account linking to its profile, Load more while the
 * server has further pages, and loading, empty, hidden, not-available and error states. This screen only
 * draws the charts and sends LOAD_MORE and RETRY. Loaded on first use only.
 */
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { accountLookup } from '../../services/data/definitions/account-lookup';
import type { AccountNetworkList } from '../../services/data/definitions/account-network';
import { useResource } from '../../services/data/use-data';
import { shownName } from '../../domain/entities/account';
import { acctFromParam } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import { DisplayName } from '../common/DisplayName';
import { AccountListFrame as Frame, ListNote as Note, TitleWithName } from './AccountListFrame';
import { NetworkListBody } from './NetworkListBody';
import '../interactions/interactions.css';

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
        <Note text={t('interactions.loading')} role="status" />
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
  const { snapshot, value, send } = useResource(accountLookup, acct);
  const fallbackName = `@${acct}`;
  const accountId = snapshot.hasTag('gone') ? null : (value?.accountId ?? null);

  if (accountId !== null)
    return <ListOfAccount key={`${list}:${accountId}`} list={list} accountId={accountId} fallbackName={fallbackName} />;

  const title = t(`profile.lists.title.${list}`, { name: fallbackName });
  if (snapshot.hasTag('gone') || value?.missing === true)
    return (
      <Frame title={title} busy={false}>
        <Note text={t('profile.notFound')} role="status" />
      </Frame>
    );
  if (snapshot.hasTag('failed'))
    return (
      <Frame title={title} busy={false}>
        <div className="interactions__note" role="alert">
          <p>{t('profile.failed')}</p>
          <button type="button" className="interactions__button" onClick={() => send({ type: 'RETRY' })}>
            {t('interactions.retry')}
          </button>
        </div>
      </Frame>
    );
  return (
    <Frame title={title} busy>
      <Note text={t('interactions.loading')} role="status" />
    </Frame>
  );
}

export default AccountListScreen;
