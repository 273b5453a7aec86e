/**
 * The body of a screen listing what the signed-in user has decided about others (follow requests, blocked and
 * muted accounts, blocked domains): loading, failed with a retry, a calm note where the server does not offer the
 * list (a 404, for a screen that names one), empty, or the rows with Load more while the server has further pages.
 * A row whose action the server accepted leaves the list, the outcome is announced, and the focus moves
 * to the next row's first button (else the previous row's, else the empty note) so it is not lost with the row.
 */
import { Fragment, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PagedListView } from '../../services/data/use-data';
import { ListNote } from '../account-lists/AccountListFrame';
import { PagedListStates } from '../common/data-states/DataStates';
import { useFocusAfterRemoval } from './row-removal';
import '../who-lists/who-lists.css';
import './account-screens.css';

export interface ModerationListBodyProps {
  title: string;
  view: PagedListView<string>;
  /** the data attribute (`data-account`, `data-domain`) by which a row's buttons name its key */
  attribute: 'account' | 'domain';
  empty: string;
  /** what the screen says when the server does not offer the list; unset: the list is never gone */
  unavailable?: string;
  /** draws one row; `leave` takes it out of the list once the server accepted its action, announcing `outcome` */
  row(key: string, leave: (outcome: string) => void): ReactNode;
}

export function ModerationListBody({ title, view, attribute, empty, unavailable, row }: ModerationListBodyProps) {
  const { t } = useTranslation();
  const { items } = view;
  const rootRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState('');
  const focus = useCallback(
    (next: string | null) => {
      const root = rootRef.current;
      const target =
        next === null
          ? root?.querySelector<HTMLElement>('.account-screens__empty')
          : root?.querySelector<HTMLElement>(`button[data-${attribute}="${CSS.escape(next)}"]`);
      target?.focus();
    },
    [attribute],
  );
  const focusAfterRemoval = useFocusAfterRemoval(items, focus);

  const leave = (key: string, said: string) => {
    setOutcome(said);
    focusAfterRemoval(key);
    view.remove([key]);
  };

  const texts = {
    loading: t('interactions.loading'),
    failed: t('interactions.failed'),
    retry: t('interactions.retry'),
    empty,
    loadMore: t('interactions.loadMore'),
    loadingMore: t('interactions.loadingMore'),
    moreFailed: t('interactions.moreFailed'),
  };
  const slots = unavailable === undefined ? {} : { gone: <ListNote text={unavailable} role="status" /> };
  const content = (
    <PagedListStates data={view} texts={texts} slots={slots} emptyClassName="account-screens__empty">
      {(keys) => (
        <ul className="interactions__accounts" aria-label={title}>
          {keys.map((key) => (
            <Fragment key={key}>{row(key, (said) => leave(key, said))}</Fragment>
          ))}
        </ul>
      )}
    </PagedListStates>
  );
  return (
    <div ref={rootRef} className="account-screens">
      <p className="visually-hidden" role="status">
        {outcome}
      </p>
      {content}
    </div>
  );
}
