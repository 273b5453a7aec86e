/**
 * The followers or following of one account inside its frame: account rows (the who-lists' rows), Load more
 * while the server has further pages, and the states in words. A list the server answers not found for
 * (404/410) is "not available" with no retry and no alert; an empty answer for an account that hides the
 * list (hidesNetworkList) says the user chose not to show it, except on the reader's own account, whose
 * lists the server always shows in full.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import {
  ACCOUNT_NETWORK_DATA,
  hidesNetworkList,
  type AccountNetworkList,
} from '../../services/data/definitions/account-network';
import { usePagedList, type PagedListView } from '../../services/data/use-data';
import type { Account } from '../../domain/entities';
import { AccountRow } from '../who-lists/AccountRow';
import { PagedListStates } from '../common/data-states/DataStates';
import { AccountListFrame, ListNote } from './AccountListFrame';

interface BodyProps {
  list: AccountNetworkList;
  account: Account;
  title: string;
  view: PagedListView<string>;
}

function Body({ list, account, title, view }: BodyProps) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const hidden = me !== account.id && hidesNetworkList(account, list);
  const texts = {
    loading: t('interactions.loading'),
    failed: t('interactions.failed'),
    retry: t('interactions.retry'),
    empty: t(hidden ? 'profile.lists.hidden' : `profile.lists.empty.${list}`),
    loadMore: t('interactions.loadMore'),
    loadingMore: t('interactions.loadingMore'),
    moreFailed: t('interactions.moreFailed'),
  };
  // not found (404/410) is a calm note, announced politely, with no retry
  const slots = { gone: <ListNote text={t('profile.lists.unavailable')} role="status" /> };
  return (
    <PagedListStates data={view} texts={texts} slots={slots}>
      {(items) => (
        <ul className="interactions__accounts" aria-label={title}>
          {items.map((id) => (
            <AccountRow key={id} accountId={id} />
          ))}
        </ul>
      )}
    </PagedListStates>
  );
}

export function NetworkListBody({
  list,
  account,
  title,
  heading,
}: {
  list: AccountNetworkList;
  account: Account;
  title: string;
  heading: ReactNode;
}) {
  const view = usePagedList(ACCOUNT_NETWORK_DATA[list], account.id);
  return (
    <AccountListFrame title={title} heading={heading} busy={view.status.kind === 'loading'}>
      <Body list={list} account={account} title={title} view={view} />
    </AccountListFrame>
  );
}
