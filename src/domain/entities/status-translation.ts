/**
 * A status's translation (GET /api/v1/statuses/:id/translate) as the client keeps it: the translated text with
 * its emojified HTML strings. Apart from status.ts, as only the translate action needs it.
 */
import { asString, isRecord } from './coerce';
import type { CustomEmoji } from './custom-emoji';
import { emojifyHtml, emojifyPlainText, emojiMap } from './emojify';
import type { StatusTranslation } from './status';

/** Translation record for a status (client-side state), with emojified HTML strings. */
export function makeStatusTranslation(raw: unknown, emojis: readonly CustomEmoji[]): StatusTranslation | null {
  if (!isRecord(raw)) return null;
  const map = emojiMap(emojis);
  const content = asString(raw.content);
  const spoilerText = asString(raw.spoiler_text);
  return {
    content,
    contentHtml: emojifyHtml(content, map),
    spoiler_text: spoilerText,
    spoilerHtml: emojifyPlainText(spoilerText, map),
    language: asString(raw.language),
    detected_source_language: asString(raw.detected_source_language),
    provider: asString(raw.provider),
  };
}
