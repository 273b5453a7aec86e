/** The about page's notes in words: a state (announced politely when it is one), and a failure with Retry. */
import { useTranslation } from '../../i18n/react';

export function AboutNote({ text, role }: { text: string; role?: 'status' }) {
  return (
    <p className="about__note" role={role}>
      {text}
    </p>
  );
}

/**
 * A failure that raised no alert: said in place (role=status, calm), with the Retry button; `busy` while another
 * try is on its way (the button stays, so focus is kept, and does nothing meanwhile).
 */
export function RetryNote({ text, onRetry, busy = false }: { text: string; onRetry(): void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="about__note" role="status">
      <p>{text}</p>
      <button
        type="button"
        className="about__button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onRetry();
        }}
      >
        {t('about.retry')}
      </button>
    </div>
  );
}
