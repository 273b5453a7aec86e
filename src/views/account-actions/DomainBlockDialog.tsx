/**
 * The DOMAIN BLOCK modal: asks before blocking a whole server, saying what that does, with Cancel and Block domain.
 * The confirm button takes the focus (Enter confirms, as in the other confirmations); confirming closes the dialog
 * at once and runs the domain block, which shows optimistically. Loaded on first use with the accountActions
 * catalogue.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { decodeDomain } from '../../services/text/idn';
import { DialogFrame } from '../common/dialog/DialogFrame';
import type { DomainDialogProps } from './account-dialog-props';
import { runAccountAction } from './run-account-action';
import './account-action-dialogs.css';

/** What blocking a domain does, one line each. */
const CONSEQUENCES = ['noPosts', 'noFollowers', 'followsKept'] as const;

export default function DomainBlockDialog({ domain, onClose }: DomainDialogProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const shown = decodeDomain(domain).display;

  const confirm = () => {
    onClose();
    void runAccountAction(services, { kind: 'domainBlock', domain });
  };

  return (
    <DialogFrame
      title={t('accountActions.domainBlock.title', { domain: shown })}
      onClose={onClose}
      role="alertdialog"
      initialFocus={confirmRef}
    >
      <ul className="dialog-frame__text account-action-dialog__list">
        {CONSEQUENCES.map((line) => (
          <li key={line}>{t(`accountActions.domainBlock.${line}`)}</li>
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
          {t('accountActions.domainBlock.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
