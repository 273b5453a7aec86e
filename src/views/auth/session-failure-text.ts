/** The sign-in screen's text for a session failure (session.failure.*). */
import { useTranslation } from '../../i18n/react';
import type { SessionFailure } from '../../machines/session-failure';

export function useSessionFailureText() {
  const { t } = useTranslation();
  return (failure: SessionFailure): string => {
    switch (failure.kind) {
      case 'authorization-error':
        return failure.description
          ? t('session.failure.authorization-error', { description: failure.description })
          : t('session.failure.authorization-error-bare', { error: failure.error });
      case 'request-failed': {
        const step = t(`session.step.${failure.step}`);
        if (failure.status === null) return t('session.failure.unreachable', { step });
        return t('session.failure.request-failed', { step, status: failure.status, message: failure.message });
      }
      default:
        return t(`session.failure.${failure.kind}`);
    }
  };
}
