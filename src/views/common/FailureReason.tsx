/**
 * The line under a "could not be loaded" that says why, when it was not the server refusing: it did not answer in
 * time, could not be reached, or sent an answer the client could not read. Nothing for other failures.
 */
import { useTranslation } from '../../i18n/react';
import { failureReasonMessage } from '../../services/errors';

export function FailureReason({ error, className = 'failure-reason' }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  const reason = failureReasonMessage(error);
  return reason ? <p className={className}>{t(reason.key, { defaultValue: reason.defaultMessage })}</p> : null;
}
