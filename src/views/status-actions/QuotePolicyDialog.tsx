/**
 * "Change who can quote" for an own post: the three policies as a radio group (the current one chosen and
 * focused), Save and Cancel. Save closes the dialog and hands the change to the status actions, which show it
 * at once and take it back with an alert when the server refuses; saving the policy the post already has
 * changes nothing.
 */
import { useRef, useState } from 'react';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { quotePolicyOf } from '../../services/status-actions/quote-policy';
import type { QuotePolicyChoice } from '../../services/status-actions/status-actions-types';
import { useStatus } from '../../services/store';
import { DialogFrame } from '../common/dialog/DialogFrame';
import './quote-policy-dialog.css';

const POLICIES: readonly QuotePolicyChoice[] = ['public', 'followers', 'nobody'];

export interface QuotePolicyDialogProps {
  statusId: string;
  onClose(): void;
}

export function QuotePolicyDialog({ statusId, onClose }: QuotePolicyDialogProps) {
  const { t } = useTranslation();
  const { statusActions } = useAppServices();
  const status = useStatus(statusId);
  const current = quotePolicyOf(status?.quote_approval ?? null);
  const [chosen, setChosen] = useState<QuotePolicyChoice>(current);
  const chosenInput = useRef<HTMLInputElement>(null);

  return (
    <DialogFrame title={t('statusMenu.quotePolicyDialog.title')} onClose={onClose} initialFocus={chosenInput}>
      <form
        className="quote-policy"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          if (chosen !== current) void statusActions.run({ type: 'quotePolicy', statusId, policy: chosen });
        }}
      >
        <RadioGroup
          className="quote-policy__group"
          value={chosen}
          onChange={(value) => setChosen(value as QuotePolicyChoice)}
        >
          <Label className="quote-policy__legend">{t('statusMenu.quotePolicyDialog.label')}</Label>
          {POLICIES.map((policy) => (
            <Radio
              key={policy}
              value={policy}
              className="quote-policy__option"
              inputRef={policy === chosen ? chosenInput : undefined}
            >
              <span className="quote-policy__mark" aria-hidden="true" />
              {t(`statusMenu.quotePolicyDialog.${policy}`)}
            </Radio>
          ))}
          <Text slot="description" className="quote-policy__hint">
            {t('statusMenu.quotePolicyDialog.hint')}
          </Text>
        </RadioGroup>
        <div className="dialog-frame__actions">
          <button type="button" className="dialog-frame__button" onClick={onClose}>
            {t('statusMenu.confirm.cancel')}
          </button>
          <button type="submit" className="dialog-frame__button dialog-frame__button--primary">
            {t('statusMenu.quotePolicyDialog.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
