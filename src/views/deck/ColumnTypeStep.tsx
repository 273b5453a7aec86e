/**
 * The add-column dialog's first step: whose column (when several accounts are signed in) and what it shows. The
 * kmyblue types (antennas, circles) are offered once the chosen account's server says it has them; while its
 * information cannot be loaded, a line says so, with Retry, and they come as soon as it does.
 */
import { useId } from 'react';
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from '../../i18n/react';
import { displayAcct } from '../../services/text/idn';
import type { DeckColumnType } from '../../machines/deck-columns-rules';
import type { StoredAccount } from '../../domain/auth/auth-types';
import { offeredColumnTypes } from '../../services/deck/column-choice';
import { collectionFeatures } from '../../services/collections/collection-features';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { RadioControl } from '../common/RadioControl';
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
  const { value: features, missing, busy, retry } = useServerInfo(collectionFeatures);
  const types = offeredColumnTypes({ antennas: features?.antennas === true, circles: features?.circles === true });
  return (
    <div className="deck-dialog__group">
      <RadioGroup
        className="deck-dialog__radios"
        name={name}
        value={type}
        onChange={(offered) => onType(offered as DeckColumnType)}
      >
        <Label className="deck-dialog__label">{t('deck.dialog.typeLegend')}</Label>
        {types.map((offered) => (
          <RadioControl key={offered} value={offered} className="deck-dialog__choice">
            {t(`deck.dialog.types.${offered}`)}
          </RadioControl>
        ))}
      </RadioGroup>
      <ServerInfoNotice missing={missing} busy={busy} onRetry={retry} />
    </div>
  );
}

export function ColumnTypeStep({ accounts, account, onAccount, type, onType }: ColumnTypeStepProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <>
      {accounts.length > 1 && (
        <RadioGroup className="deck-dialog__group" name={name} value={account} onChange={onAccount}>
          <Label className="deck-dialog__label">{t('deck.dialog.accountLegend')}</Label>
          {accounts.map((option) => (
            <RadioControl key={option.key} value={option.key} className="deck-dialog__choice">
              <bdi>{`@${displayAcct(option.acct)}`}</bdi>
            </RadioControl>
          ))}
        </RadioGroup>
      )}
      <AccountScope account={account}>
        <TypeChoices type={type} onType={onType} />
      </AccountScope>
    </>
  );
}
