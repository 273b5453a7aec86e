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
import { AccountRow } from '../interactions/AccountRow';
import { AccountListFrame, ListNote } from './AccountListFrame';

interface BodyProps {
  list: AccountNetworkList;
  account: Account;
  title: string;
  view: PagedListView<string>;
}

function Body({ list, account, title, view: { snapshot, items, hasMore, send } }: BodyProps) {
  const { t } = useTranslation();
  const { me } = useAppServices();

  if (snapshot.hasTag('gone')) return <ListNote text={t('profile.lists.unavailable')} role="status" />;
  if (snapshot.hasTag('failed'))
    return (
      <div className="interactions__note" role="alert">
        <p>{t('interactions.failed')}</p>
        <button type="button" className="interactions__button" onClick={() => send({ type: 'RETRY' })}>
          {t('interactions.retry')}
        </button>
      </div>
    );
  if (!snapshot.hasTag('items')) return <ListNote text={t('interactions.loading')} role="status" />;
  if (items.length === 0 && !hasMore) {
    const hidden = me !== account.id && hidesNetworkList(account, list);
    return <ListNote text={t(hidden ? 'profile.lists.hidden' : `profile.lists.empty.${list}`)} />;
  }
  const loadingMore = snapshot.hasTag('loadingMore');
  return (
    <>
      <ul className="interactions__accounts" aria-label={title}>
        {items.map((id) => (
          <AccountRow key={id} accountId={id} />
        ))}
      </ul>
      {snapshot.hasTag('moreFailed') && <ListNote text={t('interactions.moreFailed')} role="alert" />}
      {hasMore && (
        <button
          type="button"
          className="interactions__button interactions__more"
          aria-busy={loadingMore}
          onClick={() => send({ type: 'LOAD_MORE' })}
        >
          {t(loadingMore ? 'interactions.loadingMore' : 'interactions.loadMore')}
        </button>
      )}
    </>
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
    <AccountListFrame title={title} heading={heading} busy={view.snapshot.hasTag('loading')}>
      <Body list={list} account={account} title={title} view={view} />
    </AccountListFrame>
  );
}
