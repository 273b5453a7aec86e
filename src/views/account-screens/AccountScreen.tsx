/**
 * Routes /follow_requests, /blocks and /mutes: the signed-in user's follow requests, blocked accounts and muted
 * accounts (account-moderation-lists.ts), one row per account with the list's actions (ModerationRow), Load more
 * while the server has further pages, and loading, empty and error states. A row whose action the server
 * accepted leaves the list (REMOVE), the outcome is announced, and the focus moves to the next row's first
 * button (else the previous row's, else the empty note) so it is not lost with the row. Loaded on first use only.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  ACCOUNT_MODERATION_DATA,
  type AccountModerationList,
} from '../../services/data/definitions/account-moderation-lists';
import { usePagedList, type PagedListView } from '../../services/data/use-data';
import { AccountListFrame, ListNote } from '../account-lists/AccountListFrame';
import { ModerationRow, type ModerationAction } from './ModerationRow';
import { useFocusAfterRemoval } from './row-removal';
import '../interactions/interactions.css';
import './account-screens.css';

export type { AccountModerationList } from '../../services/data/definitions/account-moderation-lists';

interface BodyProps {
  list: AccountModerationList;
  title: string;
  view: PagedListView<string>;
}

function Body({ list, title, view: { snapshot, items, hasMore, send } }: BodyProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState('');
  const focusAfterRemoval = useFocusAfterRemoval(listRef, items, 'account');

  const done = (accountId: string, action: ModerationAction, acct: string) => {
    setOutcome(t(`accountScreens.done.${action}`, { acct }));
    focusAfterRemoval(accountId);
    send({ type: 'REMOVE', keys: [accountId] });
  };

  let content;
  if (snapshot.hasTag('failed'))
    content = (
      <div className="interactions__note" role="alert">
        <p>{t('interactions.failed')}</p>
        <button type="button" className="interactions__button" onClick={() => send({ type: 'RETRY' })}>
          {t('interactions.retry')}
        </button>
      </div>
    );
  else if (!snapshot.hasTag('items')) content = <ListNote text={t('interactions.loading')} role="status" />;
  else if (items.length === 0 && !hasMore)
    content = (
      <p className="interactions__note account-screens__empty" tabIndex={-1}>
        {t(`accountScreens.empty.${list}`)}
      </p>
    );
  else {
    const loadingMore = snapshot.hasTag('loadingMore');
    content = (
      <>
        <ul className="interactions__accounts" aria-label={title}>
          {items.map((id) => (
            <ModerationRow key={id} list={list} accountId={id} onDone={done} />
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
  return (
    <div ref={listRef} className="account-screens">
      <p className="visually-hidden" role="status">
        {outcome}
      </p>
      {content}
    </div>
  );
}

export function AccountScreen({ list }: { list: AccountModerationList }) {
  const { t } = useTranslation();
  const view = usePagedList(ACCOUNT_MODERATION_DATA[list], null);
  const title = t(`accountScreens.title.${list}`);
  return (
    <AccountListFrame title={title} busy={view.snapshot.hasTag('loading')}>
      <Body list={list} title={title} view={view} />
    </AccountListFrame>
  );
}

export default AccountScreen;
