/**
 * The frame of the account action confirmations (BLOCK, DOMAIN BLOCK): an alert dialog titled by its question,
 * what the action does as a list, then Cancel and the dangerous confirm button, which takes the focus (Enter
 * confirms). Confirming closes the dialog at once, then runs the action.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { DialogFrame } from '../common/dialog/DialogFrame';
import './account-action-dialogs.css';

export interface ConsequencesDialogProps {
  title: string;
  /** what the action does, one line each */
  consequences: readonly string[];
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
}

export function ConsequencesDialog({ title, consequences, confirmLabel, onConfirm, onClose }: ConsequencesDialogProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    onClose();
    onConfirm();
  };
  return (
    <DialogFrame title={title} onClose={onClose} role="alertdialog" initialFocus={confirmRef}>
      <ul className="dialog-frame__text account-action-dialog__list">
        {consequences.map((line) => (
          <li key={line}>{line}</li>
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
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
