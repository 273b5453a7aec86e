/**
 * The line under a "could not be loaded" that says why, when it was not the server refusing: it did not answer in
 * time, could not be reached, or sent an answer the client could not read. Nothing for other failures.
 */
import { useTranslation } from '../../i18n/react';
import { failureReason } from '../../services/alerts';

export function FailureReason({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const reason = failureReason(error);
  return reason && <p className="failure-reason">{t(`alert.reason.${reason}`)}</p>;
}
