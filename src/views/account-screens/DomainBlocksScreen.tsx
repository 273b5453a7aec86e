/**
 * Route /domain_blocks: the whole servers the signed-in user blocks (domain-blocks-list.ts), one row per domain
 * with its Unblock button (DomainBlockRow), Load more while the server has further pages, and loading, empty and
 * error states. A server that answers the list with 404 does not offer domain blocks: the screen says so calmly,
 * with no alert. A domain whose unblock the server accepted leaves the list (REMOVE), the outcome is announced,
 * and the focus moves to the next row's button (else the previous row's, else the empty note). Loaded on first
 * use only.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { DOMAIN_BLOCKS_DATA } from '../../services/data/definitions/domain-blocks-list';
import { usePagedList, type PagedListView } from '../../services/data/use-data';
import { AccountListFrame, ListNote } from '../account-lists/AccountListFrame';
import { DomainBlockRow } from './DomainBlockRow';
import { useFocusAfterRemoval } from './row-removal';
import '../interactions/interactions.css';
import './account-screens.css';

function Body({ title, view: { snapshot, items, hasMore, send } }: { title: string; view: PagedListView<string> }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState('');
  const focusAfterRemoval = useFocusAfterRemoval(listRef, items, 'domain');

  const done = (domain: string, shown: string) => {
    setOutcome(t('accountScreens.done.domainUnblock', { domain: shown }));
    focusAfterRemoval(domain);
    send({ type: 'REMOVE', keys: [domain] });
  };

  let content;
  if (snapshot.hasTag('gone')) content = <ListNote text={t('accountScreens.domainBlocksUnavailable')} role="status" />;
  else if (snapshot.hasTag('failed'))
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
        {t('accountScreens.empty.domainBlocks')}
      </p>
    );
  else {
    const loadingMore = snapshot.hasTag('loadingMore');
    content = (
      <>
        <ul className="interactions__accounts" aria-label={title}>
          {items.map((domain) => (
            <DomainBlockRow key={domain} domain={domain} onDone={done} />
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

export function DomainBlocksScreen() {
  const { t } = useTranslation();
  const view = usePagedList(DOMAIN_BLOCKS_DATA, null);
  const title = t('accountScreens.title.domainBlocks');
  return (
    <AccountListFrame title={title} busy={view.snapshot.hasTag('loading')}>
      <Body title={title} view={view} />
    </AccountListFrame>
  );
}

export default DomainBlocksScreen;
