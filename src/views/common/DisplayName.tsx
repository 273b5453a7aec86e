/**
 * An account's name as people see it: the display name (the username when blank) with its custom
 * emoji, isolated for bidirectional text, and optionally the @acct with an internationalised domain decoded.
 */
import { useMemo } from 'react';
import { shownName } from '../../domain/entities/account';
import type { Account } from '../../domain/entities';
import { plainTextTree } from '../../services/sanitize';
import { shownAcct } from './acct-display';
import { RichText } from './RichText';
import './common.css';

export interface DisplayNameProps {
  account: Pick<Account, 'display_name' | 'username' | 'acct' | 'emojis'>;
  /** also show @acct after the name */
  withAcct?: boolean;
  className?: string;
}

export function DisplayName({ account, withAcct = false, className }: DisplayNameProps) {
  const nodes = useMemo(
    () => plainTextTree(shownName(account.display_name, account.username), account.emojis),
    [account.display_name, account.username, account.emojis],
  );
  return (
    <span className={className === undefined ? 'display-name' : `display-name ${className}`}>
      <bdi className="display-name__name">
        <RichText nodes={nodes} />
      </bdi>
      {withAcct && (
        <>
          {' '}
          <span className="display-name__acct">@{shownAcct(account.acct)}</span>
        </>
      )}
    </span>
  );
}
