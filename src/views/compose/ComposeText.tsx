/**
 * The post text: a textarea ("Post text") with the suggestions of accounts, hashtags and emoji under the caret
 * (the suggestions hook owns the popup and the arrow keys while it shows), Ctrl/Cmd+Enter to post, and the
 * character counter the server's way of counting (text-length.ts), announced only near the limit.
 */
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useComposeSuggestions } from './suggestions';

/** Remaining characters from which the counter is announced. */
export const COUNTER_ANNOUNCE_FROM = 20;

export interface ComposeTextProps {
  value: string;
  onChange(text: string): void;
  /** Ctrl/Cmd+Enter */
  onSubmit(): void;
  /** whose tag history and frequent emoji the suggestions use */
  accountKey: string;
  /** the counter's id, read as the textarea's description */
  counterId?: string;
  /** read-only (while posting): focus stays where it is */
  isDisabled?: boolean;
  /** the post's language (spell checking, speech) */
  lang?: string;
}

export const ComposeText = forwardRef<HTMLTextAreaElement, ComposeTextProps>(function ComposeText(props, forwarded) {
  const { value, onChange, onSubmit, accountKey, counterId, isDisabled = false, lang } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(forwarded, () => ref.current as HTMLTextAreaElement, []);
  const [caret, setCaret] = useState(value.length);
  /** where the caret goes once a replacement has been rendered */
  const pendingCaret = useRef<number | null>(null);

  const suggestions = useComposeSuggestions({
    text: value,
    caret,
    accountKey,
    onReplace(start, end, replacement) {
      const next = value.slice(0, start) + replacement + value.slice(end);
      pendingCaret.current = start + replacement.length;
      setCaret(start + replacement.length);
      onChange(next);
    },
  });

  useLayoutEffect(() => {
    const at = pendingCaret.current;
    const textarea = ref.current;
    if (at === null || textarea === null) return;
    pendingCaret.current = null;
    textarea.setSelectionRange(at, at);
  }, [value]);

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="compose-text">
      <textarea
        ref={ref}
        className="compose-text__input"
        aria-label={t('compose.text.label')}
        placeholder={t('compose.text.placeholder')}
        aria-describedby={counterId}
        value={value}
        rows={4}
        readOnly={isDisabled}
        lang={lang || undefined}
        spellCheck
        {...suggestions.inputProps}
        onChange={(event) => {
          setCaret(event.currentTarget.selectionStart);
          onChange(event.currentTarget.value);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={keyDown}
      />
      {suggestions.popup}
    </div>
  );
});

export interface CharacterCounterProps {
  id?: string;
  /** characters left (negative: over the limit) */
  remaining: number;
}

export function CharacterCounter({ id, remaining }: CharacterCounterProps) {
  const { t } = useTranslation();
  const over = remaining < 0;
  const near = remaining <= COUNTER_ANNOUNCE_FROM;
  return (
    <span
      id={id}
      className={`compose-counter${near ? ' compose-counter--near' : ''}${over ? ' compose-counter--over' : ''}`}
      aria-live={near ? 'polite' : 'off'}
    >
      {over ? t('compose.text.over', { count: -remaining }) : t('compose.text.remaining', { count: remaining })}
    </span>
  );
}
