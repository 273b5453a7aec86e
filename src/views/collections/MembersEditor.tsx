/**
 * The members of a list, circle or antenna set (one component for all of them; the set says which calls and
 * which accounts): the account search to add members, then the current members, paged by the server (Load
 * more), each with Remove. Adding and removing show at once and come back with the call's alert if the server
 * refuses (membership-toggles.ts). A removed row's focus moves to the next row's button (else the previous one,
 * else the empty note) and each change is announced. A 404 on the members means the owner was deleted.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePagedList } from '../../services/data/use-data';
import type { MemberSet } from '../../services/collections/member-sets';
import { membersData } from '../../services/collections/members-data';
import { useAccount, useEntityStore } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { PagedListStates } from '../common/data-states/DataStates';
import { useFocusAfterRemoval } from '../account-screens/row-removal';
import { AccountRow } from '../who-lists/AccountRow';
import { AccountSearch } from './AccountSearch';
import { MemberButton } from './MemberButton';
import '../who-lists/who-lists.css';
import './collections.css';

export interface MembersEditorProps {
  set: MemberSet;
  /** the list, circle or antenna */
  ownerId: string;
  /** its title, naming it in the buttons' labels */
  ownerTitle: string;
  /** the section's heading (default: "Members") */
  heading?: string;
}

function MemberRow({
  accountId,
  ...props
}: Omit<MembersEditorProps, 'heading'> & {
  accountId: string;
  onChanged(accountId: string, added: boolean): void;
}) {
  const account = useAccount(accountId);
  if (account === undefined) return null;
  return (
    <AccountRow accountId={accountId}>
      <div className="organise-member__actions">
        <MemberButton {...props} accountId={accountId} acct={shownAcct(account.acct)} member />
      </div>
    </AccountRow>
  );
}

export function MembersEditor({ set, ownerId, ownerTitle, heading }: MembersEditorProps) {
  const { t } = useTranslation();
  const store = useEntityStore();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const members = usePagedList(membersData(set), ownerId);
  const { items } = members;
  // a row's own Remove button; the search results above hold buttons for the same accounts
  const focus = useCallback((next: string | null) => {
    const root = rootRef.current;
    const target =
      next === null
        ? root?.querySelector<HTMLElement>('.account-screens__empty')
        : root?.querySelector<HTMLElement>(`.organise-members button[data-account="${CSS.escape(next)}"]`);
    target?.focus();
  }, []);
  const focusAfterRemoval = useFocusAfterRemoval(items, focus);
  const [outcome, setOutcome] = useState('');

  const announce = (accountId: string, added: boolean) => {
    const acct = shownAcct(store.get('accounts', accountId)?.acct ?? accountId);
    setOutcome(t(added ? 'organise.members.added' : 'organise.members.removed', { acct, title: ownerTitle }));
  };
  // a member's own Remove takes its row away: the focus moves on (a search result's button stays where it is)
  const removeRow = (accountId: string, added: boolean) => {
    announce(accountId, added);
    if (!added) focusAfterRemoval(accountId);
  };
  const common = { set, ownerId, ownerTitle };

  const texts = {
    loading: t('organise.members.loading'),
    failed: t('organise.members.failed'),
    retry: t('organise.retry'),
    gone: t('organise.members.gone'),
    empty: t('organise.members.empty'),
    loadMore: t('organise.members.loadMore'),
    loadingMore: t('organise.members.loadingMore'),
    moreFailed: t('organise.members.moreFailed'),
  };
  const list = (
    <PagedListStates data={members} texts={texts} emptyClassName="account-screens__empty">
      {(ids) => (
        <ul
          className="interactions__accounts organise-members"
          aria-label={t('organise.members.label', { title: ownerTitle })}
        >
          {ids.map((id) => (
            <MemberRow key={id} {...common} accountId={id} onChanged={removeRow} />
          ))}
        </ul>
      )}
    </PagedListStates>
  );

  return (
    <section ref={rootRef} className="organise-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="organise-section__heading">
        {heading ?? t('organise.members.heading')}
      </h2>
      <AccountSearch {...common} members={items} onChanged={announce} labelledBy={headingId} />
      {list}
      <p className="visually-hidden" role="status">
        {outcome}
      </p>
    </section>
  );
}
