/**
 * The members editor's account search: a labelled search field (the label says whom it finds: accounts the
 * reader follows, accounts following the reader, or anyone), then the accounts found, each with Add (or Remove
 * when already a member). It renders the account search chart (services/collections/account-search.ts): searching
 * and "none found" are announced, a failure is an alert with a retry. Escape empties the field.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { MemberSet } from '../../services/collections/member-sets';
import { useAccountSearch } from '../../services/collections/account-search';
import { useAccount } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { FailedNote } from '../common/data-states/DataNotes';
import { AccountRow } from '../who-lists/AccountRow';
import { MemberButton } from './MemberButton';

export interface AccountSearchProps {
  set: MemberSet;
  ownerId: string;
  ownerTitle: string;
  /** the members known now (the button of one found says Remove) */
  members: readonly string[];
  /** the id of what names the search landmark (the editor's heading: an antenna has two member sets) */
  labelledBy?: string;
  onChanged?(accountId: string, added: boolean): void;
}

function FoundAccount({
  accountId,
  member,
  ...props
}: Omit<AccountSearchProps, 'members'> & { accountId: string; member: boolean }) {
  const account = useAccount(accountId);
  if (account === undefined) return null;
  return (
    <AccountRow accountId={accountId}>
      <div className="organise-member__actions">
        <MemberButton {...props} accountId={accountId} acct={shownAcct(account.acct)} member={member} />
      </div>
    </AccountRow>
  );
}

export function AccountSearch({ set, members, labelledBy, ...props }: AccountSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useAccountSearch(set.candidates);
  const { status } = search;
  const results = status.kind === 'found' ? status.results : [];

  const type = (value: string) => {
    setText(value);
    search.query(value);
  };

  let outcome = '';
  if (status.kind === 'searching') outcome = t('organise.search.searching');
  else if (status.kind === 'found')
    outcome = results.length === 0 ? t('organise.search.none') : t('organise.search.found', { count: results.length });

  return (
    <div className="organise-search" role="search" aria-labelledby={labelledBy}>
      <label htmlFor={inputId} className="organise-search__label">
        {t(`organise.search.label.${set.candidates}`)}
      </label>
      <input
        id={inputId}
        className="organise-input"
        type="search"
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            type('');
          }
        }}
      />
      <p className="organise-search__outcome" role="status">
        {outcome}
      </p>
      {status.kind === 'failed' && (
        <FailedNote
          text={t('organise.search.failed')}
          retryText={t('organise.retry')}
          error={status.error}
          onRetry={search.retry}
        />
      )}
      {results.length > 0 && (
        <ul className="interactions__accounts organise-members" aria-label={t('organise.search.results')}>
          {results.map((id) => (
            <FoundAccount key={id} {...props} set={set} accountId={id} member={members.includes(id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
