/**
 * The text shown under a failed attachment: why it was refused before sending (empty, a kind of file the server
 * does not take, over its size limit); else the server's own words when it gave any (422 "File type not
 * supported", "File is too large" ...), else a short sentence for what went wrong.
 */
import { isFileRefusal } from '../../../machines/file-check';
import { toApiError } from '../../../domain/errors/api-error';
import type { Translator } from '../../../i18n/translator';

/** A size in megabytes, as the refusal says it (one decimal under 10 MB). */
const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return mb < 10 ? String(Math.round(mb * 10) / 10) : String(Math.round(mb));
};

export function uploadErrorText(error: unknown, t: Translator['t']): string {
  if (error === null || error === undefined) return t('composeMedia.error.generic');
  // refused before sending: said by what the file is, not by a server's answer
  if (isFileRefusal(error)) {
    if (error.reason === 'empty') return t('composeMedia.error.empty');
    if (error.reason === 'type') return t('composeMedia.error.refusedType');
    return t('composeMedia.error.refusedSize', { limit: megabytes(error.limit) });
  }
  const apiError = toApiError(error);
  if (apiError.serverMessage) return apiError.serverMessage;
  if (apiError.kind === 'network') return t('composeMedia.error.network');
  if (apiError.kind === 'timeout') return t('composeMedia.error.timeout');
  if (apiError.status === 413) return t('composeMedia.error.tooLarge');
  if (apiError.status === 415 || apiError.status === 422) return t('composeMedia.error.unsupported');
  return t('composeMedia.error.generic');
}
