/**
 * The per-timeline regex filter setting (one of the client settings): posts of this timeline whose text matches
 * the expression (case-insensitive) are left out, except the reader's own. Stored per account and timeline, and
 * sent to the server with the other client settings;
 * an invalid expression is kept as typed but ignored, and the field says so.
 */
import { useEffect, useId, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import {
  compileTimelineRegex,
  regexAccountKey,
  useTimelineRegexSource,
} from '../../services/filters/timeline-regex-setting';
import { saveTimelineRegex } from '../../services/filters/timeline-regex-sync';
import './filters.css';

/** Typing is saved after this pause (and at once when the field is left). */
const SAVE_DELAY_MS = 400;

export function TimelineRegexSetting({ timeline }: { timeline: string }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const account = regexAccountKey(services.server, services.me);
  const stored = useTimelineRegexSource(account, timeline);
  const [draft, setDraft] = useState(stored);
  const id = useId();
  const compiled = compileTimelineRegex(draft);

  useEffect(() => {
    if (draft === stored) return undefined;
    const timer = setTimeout(() => saveTimelineRegex(services, timeline, draft), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, stored, services, timeline]);

  return (
    <div className="timeline-regex">
      <label htmlFor={`${id}-input`} className="timeline-regex__label">
        {t('filters.regex.label')}
      </label>
      <input
        id={`${id}-input`}
        className="filter-form__input"
        value={draft}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== stored) saveTimelineRegex(services, timeline, draft);
        }}
        aria-invalid={compiled.error !== null || undefined}
        aria-describedby={`${id}-hint`}
      />
      <p
        id={`${id}-hint`}
        className={compiled.error === null ? 'filter-form__hint' : 'filter-form__problem'}
        aria-live="polite"
      >
        {compiled.error === null ? t('filters.regex.hint') : t('filters.regex.invalid', { error: compiled.error })}
      </p>
    </div>
  );
}

export default TimelineRegexSetting;
