/**
 * One way to draw a resource's or a paged list's states: loading, failed with Retry, gone, empty, ready,
 * the older page loading or failed, and the end. A screen gives the words and draws only what is its own
 * (the value, the rows); slots replace a state's note where a screen needs its own (a skeleton, a sign-in
 * prompt...). Retry and Load more reach the chart through the data view's functions.
 */
import type { ReactNode } from 'react';
import type { PagedListView, ResourceView } from '../../../services/data/use-data';
import { EmptyNote, FailedNote, LoadingNote, LoadMore, type MoreTexts } from './DataNotes';

export interface StateTexts {
  loading: string;
  failed: string;
  retry: string;
  /** what a gone thing says; without it, gone reads as failed */
  gone?: string;
}

export interface StateSlots {
  /** drawn instead of the loading note */
  loading?: ReactNode;
  /** drawn instead of the failure note */
  failed?: (retry: () => void, error: unknown) => ReactNode;
  gone?: ReactNode;
}

export interface ResourceStatesProps<T> {
  data: ResourceView<T>;
  texts: StateTexts;
  slots?: StateSlots;
  /** failures are said politely (role=status), as a calm screen does, instead of at once */
  calm?: boolean;
  children: (value: T) => ReactNode;
}

export function ResourceStates<T>({ data, texts, slots = {}, calm = false, children }: ResourceStatesProps<T>) {
  const { status } = data;
  switch (status.kind) {
    case 'loading':
      return slots.loading ?? <LoadingNote text={texts.loading} />;
    case 'failed':
      return failure(texts, slots, data.retry, status.error, calm);
    case 'gone':
      return (
        slots.gone ?? (texts.gone ? <EmptyNote text={texts.gone} /> : failure(texts, slots, data.retry, null, calm))
      );
    case 'ready':
      return <>{children(status.value)}</>;
  }
}

export interface ListTexts extends StateTexts, MoreTexts {
  empty: ReactNode;
}

export interface PagedListStatesProps<T> {
  data: PagedListView<T>;
  texts: ListTexts;
  slots?: StateSlots & { empty?: ReactNode };
  /** a class of the empty note's own (a focus target, say) */
  emptyClassName?: string;
  /** failures (the first page's and an older page's) are said politely (role=status) instead of at once */
  calm?: boolean;
  /** the rows; Load more and its failure are drawn below them */
  children: (items: readonly T[]) => ReactNode;
}

export function PagedListStates<T>({
  data,
  texts,
  slots = {},
  emptyClassName,
  calm = false,
  children,
}: PagedListStatesProps<T>) {
  const { status } = data;
  switch (status.kind) {
    case 'loading':
      return slots.loading ?? <LoadingNote text={texts.loading} />;
    case 'failed':
      return failure(texts, slots, data.retry, status.error, calm);
    case 'gone':
      return (
        slots.gone ?? (texts.gone ? <EmptyNote text={texts.gone} /> : failure(texts, slots, data.retry, null, calm))
      );
    case 'empty':
      return slots.empty ?? <EmptyNote text={texts.empty} className={emptyClassName} />;
    case 'ready':
      return (
        <>
          {children(status.items)}
          <LoadMore more={status.more} texts={texts} onLoadMore={data.loadMore} calm={calm} />
        </>
      );
  }
}

function failure(texts: StateTexts, slots: StateSlots, retry: () => void, error: unknown, calm: boolean): ReactNode {
  if (slots.failed) return slots.failed(retry, error);
  return <FailedNote text={texts.failed} retryText={texts.retry} error={error} onRetry={retry} calm={calm} />;
}
