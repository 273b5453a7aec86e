import { useTranslation } from '../../i18n/react';
import { ModalDialog } from '../emoji-picker/ModalDialog';

/** Asks before a reply, an edit or a redraft replaces a draft that holds something (nothing is lost silently). */
export function ReplaceDraftPrompt({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('compose.replace.title')} closeLabel={t('compose.replace.keep')} onClose={onCancel} className="compose-replace">
      <p className="compose-replace__body">{t('compose.replace.body')}</p>
      <div className="compose-replace__actions">
        <button type="button" className="compose-replace__keep" onClick={onCancel} autoFocus>{t('compose.replace.keep')}</button>
        <button type="button" className="compose-replace__confirm" onClick={onConfirm}>{t('compose.replace.confirm')}</button>
      </div>
    </ModalDialog>
  );
}
