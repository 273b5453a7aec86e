/**
 * A post's translation (asked for from the "More" menu), shown under the original: the translated spoiler
 * and content through the sanitiser, the source language and provider, and "Show original" to hide it.
 */
import { useTranslation } from '../../i18n/react';
import type { Status } from '../../domain/entities';
import { plainTextTree, sanitizeHtml } from '../../services/sanitize';
import { RichText } from '../common/RichText';
import { statusTrees } from './status-content';

function languageName(code: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function StatusTranslation({ status, onShowOriginal }: { status: Status; onShowOriginal(): void }) {
  const { t, i18n } = useTranslation();
  const translation = status.translation;
  if (translation === null) return null;
  const content = sanitizeHtml(translation.content, { emojis: status.emojis });
  const spoiler = plainTextTree(translation.spoiler_text, status.emojis);
  const source = translation.detected_source_language || status.language || '';
  return (
    <div className="status__translation" lang={translation.language || undefined}>
      {spoiler.length > 0 && (
        <p className="status__spoiler rich-text">
          <RichText nodes={spoiler} />
        </p>
      )}
      <div className="status__content rich-text">
        <RichText nodes={content} resolveLink={statusTrees(status).resolveLink} />
      </div>
      <p className="status__translation-info" lang={i18n.language}>
        <span>
          {t('status.translation.info', {
            language: languageName(source, i18n.language),
            provider: translation.provider,
          })}
        </span>
        <button
          type="button"
          className="status__translation-toggle"
          onClick={(event) => {
            event.stopPropagation();
            onShowOriginal();
          }}
        >
          {t('status.translation.showOriginal')}
        </button>
      </p>
    </div>
  );
}
