/** A refusal (an upload or a quote the composer would not take), in an alert until dismissed. */
import { useTranslation } from '../../i18n/react';
import { formatMessage } from '../../domain/errors/message-descriptor';
import type { ComposeRefusal } from '../../machines/compose-types';

export interface RefusalMessageProps {
  refusal: ComposeRefusal;
  onDismiss(): void;
}

export function RefusalMessage({ refusal, onDismiss }: RefusalMessageProps) {
  const { t } = useTranslation();
  const text = t(refusal.key, { ...refusal.values, defaultValue: formatMessage(refusal) });
  return (
    <div className="compose-notice compose-notice--refusal">
      <p role="alert" className="compose-notice__text">
        {text}
      </p>
      <button type="button" className="compose-notice__dismiss" onClick={onDismiss}>
        {t('compose.notice.dismiss')}
      </button>
    </div>
  );
}
