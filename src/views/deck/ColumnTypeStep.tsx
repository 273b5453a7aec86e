/**
 * The add-column dialog's first step: whose column (when several accounts are signed in) and what it shows. The
 * kmyblue types (antennas, circles) are offered once the chosen account's server says it has them; while its
 * information cannot be loaded, a line says so, with Retry, and they come as soon as it does.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { displayAcct } from '../../services/text/idn';
import type { DeckColumnType } from '../../machines/deck-columns-rules';
import type { StoredAccount } from '../../domain/auth/auth-types';
import { offeredColumnTypes } from '../../services/deck/column-choice';
import { organiseFeatures } from '../../services/organise/organise-features';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { ServerInfoNotice } from '../server-info/ServerInfoNotice';
import { AccountScope } from './AccountScope';

export interface ColumnTypeStepProps {
  accounts: readonly StoredAccount[];
  account: string;
  onAccount(key: string): void;
  type: DeckColumnType;
  onType(type: DeckColumnType): void;
}

function TypeChoices({ type, onType }: Pick<ColumnTypeStepProps, 'type' | 'onType'>) {
  const { t } = useTranslation();
  const name = useId();
  const { value: features, missing, busy, retry } = useServerInfo(organiseFeatures);
  const types = offeredColumnTypes({ antennas: features?.antennas === true, circles: features?.circles === true });
  return (
    <fieldset className="deck-dialog__group">
      <legend>{t('deck.dialog.typeLegend')}</legend>
      {types.map((offered) => (
        <label key={offered} className="deck-dialog__choice">
          <input type="radio" name={name} value={offered} checked={type === offered} onChange={() => onType(offered)} />
          {t(`deck.dialog.types.${offered}`)}
        </label>
      ))}
      <ServerInfoNotice missing={missing} busy={busy} onRetry={retry} />
    </fieldset>
  );
}

export function ColumnTypeStep({ accounts, account, onAccount, type, onType }: ColumnTypeStepProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <>
      {accounts.length > 1 && (
        <fieldset className="deck-dialog__group">
          <legend>{t('deck.dialog.accountLegend')}</legend>
          {accounts.map((option) => (
            <label key={option.key} className="deck-dialog__choice">
              <input
                type="radio"
                name={name}
                value={option.key}
                checked={account === option.key}
                onChange={() => onAccount(option.key)}
              />
              <bdi>{`@${displayAcct(option.acct)}`}</bdi>
            </label>
          ))}
        </fieldset>
      )}
      <AccountScope account={account}>
        <TypeChoices type={type} onType={onType} />
      </AccountScope>
    </>
  );
}
