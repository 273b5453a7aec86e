/**
 * The BLOCK modal: asks before blocking an account, saying what a block does, with Cancel and Block. Block
 * takes the focus (Enter confirms, as in the other confirmations); confirming closes the dialog at once and
 * runs the block, which shows optimistically. Loaded on first use with the accountActions catalogue.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { DialogFrame } from '../common/dialog/DialogFrame';
import type { AccountDialogProps } from './account-dialog-props';
import { runAccountAction } from './run-account-action';
import './account-action-dialogs.css';

/** What blocking does, one line each. */
const CONSEQUENCES = ['noFollow', 'noPosts', 'theySee'] as const;

export default function BlockDialog({ accountId, acct, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const confirmRef = useRef<HTMLButtonElement>(null);

  const confirm = () => {
    onClose();
    runAccountAction(services, { kind: 'block', accountId });
  };

  return (
    <DialogFrame
      title={t('accountActions.block.title', { acct })}
      onClose={onClose}
      role="alertdialog"
      initialFocus={confirmRef}
    >
      <ul className="dialog-frame__text account-action-dialog__list">
        {CONSEQUENCES.map((line) => (
          <li key={line}>{t(`accountActions.block.${line}`)}</li>
        ))}
      </ul>
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onClose}>
          {t('accountActions.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="dialog-frame__button dialog-frame__button--danger"
          onClick={confirm}
        >
          {t('accountActions.block.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
