/**
 * The text shown under a failed attachment: the server's own words when it gave any (422 "File type not
 * supported", "File is too large" ...), else a short sentence for what went wrong.
 */
import { toApiError } from '../../../services/errors';
import type { Translator } from '../../../i18n/translator';

export function uploadErrorText(error: unknown, t: Translator['t']): string {
  if (error === null || error === undefined) return t('composeMedia.error.generic');
  const apiError = toApiError(error);
  if (apiError.serverMessage) return apiError.serverMessage;
  if (apiError.kind === 'network') return t('composeMedia.error.network');
  if (apiError.kind === 'timeout') return t('composeMedia.error.timeout');
  if (apiError.status === 413) return t('composeMedia.error.tooLarge');
  if (apiError.status === 415 || apiError.status === 422) return t('composeMedia.error.unsupported');
  return t('composeMedia.error.generic');
}
