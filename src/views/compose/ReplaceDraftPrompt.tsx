import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { DialogFrame } from '../common/dialog/DialogFrame';

/** Asks before a reply, an edit or a redraft replaces a draft that holds something (nothing is lost silently). */
export function ReplaceDraftPrompt({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  // the safe answer takes the focus when the question opens
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      title={t('compose.replace.title')}
      closeLabel={t('compose.replace.keep')}
      onClose={onCancel}
      role="alertdialog"
      initialFocus={keep}
    >
      <p className="dialog-frame__text">{t('compose.replace.body')}</p>
      <div className="dialog-frame__actions">
        <button ref={keep} type="button" className="dialog-frame__button" onClick={onCancel}>
          {t('compose.replace.keep')}
        </button>
        <button type="button" className="dialog-frame__button dialog-frame__button--danger" onClick={onConfirm}>
          {t('compose.replace.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
