/**
 * Route /@{acct}/{statusId}/{reblogs|favourites|reactions|quotes|mentions|references}: who boosted,
 * favourited, reacted to, quoted, mentioned or referred to a post. A heading, the list (accounts link to
 * their profiles; reactions grouped by emoji; quotes and references as posts), a Load more button while the
 * server has older pages, and loading, empty and error states. Loaded on first use only.
 */
import { useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { InteractionItems, isEmpty } from './InteractionItems';
import type { InteractionList } from './interaction-lists';
import { useInteractionList } from './use-interaction-list';
import './interactions.css';

export type { InteractionList } from './interaction-lists';

export function InteractionsScreen({ list }: { list: InteractionList }) {
  const { t } = useTranslation();
  const { statusId } = useParams<{ statusId: string }>();
  const { state, hasMore, loadMore, retry } = useInteractionList(list, statusId);
  const headingId = useId();
  const title = t(`interactions.title.${list}`);

  let body;
  if (state.phase === 'loading') {
    body = <p className="interactions__note" role="status">{t('interactions.loading')}</p>;
  } else if (state.phase === 'failed') {
    body = (
      <div className="interactions__note" role="alert">
        <p>{t(state.forbidden ? 'interactions.unavailable' : 'interactions.failed')}</p>
        {!state.forbidden && <button type="button" className="interactions__button" onClick={retry}>{t('interactions.retry')}</button>}
      </div>
    );
  } else if (isEmpty(state.items)) {
    body = <p className="interactions__note">{t(`interactions.empty.${list}`)}</p>;
  } else {
    body = (
      <>
        <InteractionItems items={state.items} label={title} />
        {state.more === 'failed' && <p className="interactions__note" role="alert">{t('interactions.moreFailed')}</p>}
        {hasMore && (
          <button
            type="button"
            className="interactions__button interactions__more"
            aria-busy={state.more === 'loading'}
            onClick={loadMore}
          >
            {t(state.more === 'loading' ? 'interactions.loadingMore' : 'interactions.loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="interactions" aria-labelledby={headingId} aria-busy={state.phase === 'loading'}>
      <header className="interactions__header">
        <h1 id={headingId} className="interactions__heading">{title}</h1>
      </header>
      {body}
    </section>
  );
}

export default InteractionsScreen;
