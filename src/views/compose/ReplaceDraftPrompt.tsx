import { useTranslation } from '../../i18n/react';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';

/** Asks before a reply, an edit or a redraft replaces a draft that holds something (nothing is lost silently). */
export function ReplaceDraftPrompt({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('compose.replace.title')}
      closeLabel={t('compose.replace.keep')}
      message={t('compose.replace.body')}
      cancelLabel={t('compose.replace.keep')}
      confirmLabel={t('compose.replace.confirm')}
      // the safe answer takes the focus when the question opens
      initialFocus="cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
