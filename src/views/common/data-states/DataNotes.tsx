/**
 * The pieces every data screen draws the same way: a note while loading (announced politely), a failure
 * with its Retry (announced at once; a 429 makes Retry wait for the server), the empty note (focusable, so
 * focus has somewhere to go when the last row leaves), and the older page's Load more with its failure.
 * A calm screen (trends, the about page) says its failures politely, as a status rather than an alarm.
 */
import type { ReactNode } from 'react';
import type { MoreStatus } from '../../../machines/data-status';
import { RetryButton } from '../RetryButton';
import './data-states.css';

export function LoadingNote({ text }: { text: string }) {
  return (
    <p className="data-note" role="status">
      {text}
    </p>
  );
}

export interface FailedNoteProps {
  text: string;
  /** the Retry button's words */
  retryText: string;
  error: unknown;
  onRetry(): void;
  /** said politely (role=status) instead of at once */
  calm?: boolean;
}

export function FailedNote({ text, retryText, error, onRetry, calm = false }: FailedNoteProps) {
  return (
    <div className="data-note" role={calm ? 'status' : 'alert'}>
      <p>{text}</p>
      <RetryButton error={error} onRetry={onRetry} className="data-button">
        {retryText}
      </RetryButton>
    </div>
  );
}

export function EmptyNote({ text, className }: { text: ReactNode; className?: string }) {
  return (
    <p className={className ? `data-note ${className}` : 'data-note'} tabIndex={-1}>
      {text}
    </p>
  );
}

export interface MoreTexts {
  loadMore: string;
  loadingMore: string;
  moreFailed: string;
}

/** Under a list: Load more while an older page exists (busy while it comes), the last try's failure above it. */
export interface LoadMoreProps {
  more: MoreStatus;
  texts: MoreTexts;
  onLoadMore(): void;
  /** the failure said politely (role=status) instead of at once */
  calm?: boolean;
}

export function LoadMore({ more, texts, onLoadMore, calm = false }: LoadMoreProps) {
  if (more === 'end') return null;
  const loading = more === 'loading';
  return (
    <div className="data-more">
      {more === 'failed' && <p role={calm ? 'status' : 'alert'}>{texts.moreFailed}</p>}
      <button
        type="button"
        className="data-button"
        aria-busy={loading}
        onClick={() => {
          if (!loading) onLoadMore();
        }}
      >
        {loading ? texts.loadingMore : texts.loadMore}
      </button>
    </div>
  );
}
