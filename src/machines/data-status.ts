/**
 * What a resource or a paged list can show, read from its chart's snapshot as a typed union, so a screen
 * switches over `status.kind` instead of asking the snapshot for tag strings. The state names of the
 * charts stay their own business; this is the one place that turns them into what a reader sees.
 */
import type { PagedListSnapshot } from './paged-list.machine';
import type { ResourceSnapshot } from './resource.machine';

/** A value the server sends once (an account, a thread, the server's rules...). */
export type ResourceStatus<T> =
  /**
   * the first answer is on its way (or another try after a failure: `lastError` is that failure, null on a first
   * try); `placeholder` is what may be shown meanwhile
   */
  | { kind: 'loading'; placeholder: T | null; lastError: unknown }
  /** the answer did not come; Retry may be offered, and `error` says why; `placeholder` is what was shown meanwhile */
  | { kind: 'failed'; error: unknown; placeholder: T | null }
  /** the server says the thing does not exist (any more) */
  | { kind: 'gone' }
  /** the value can be shown; a refresh may be on its way, or may have failed (the value is kept) */
  | { kind: 'ready'; value: T; refreshing: boolean; refreshFailed: boolean };

/** How far an older page of a list has come. */
export type MoreStatus =
  /** no older page: the list is complete */
  | 'end'
  /** an older page can be asked for */
  | 'available'
  | 'loading'
  /** the last try for the older page failed; it can be asked for again */
  | 'failed';

/** A list the server sends in pages. */
export type PagedListStatus<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'gone' }
  /** the list is loaded and holds nothing, and there is no older page */
  | { kind: 'empty'; refreshing: boolean }
  | { kind: 'ready'; items: readonly T[]; more: MoreStatus; refreshing: boolean };

export function resourceStatusOf<T>(snapshot: ResourceSnapshot): ResourceStatus<T> {
  const { value, error } = snapshot.context;
  if (snapshot.hasTag('failed')) return { kind: 'failed', error, placeholder: value as T | null };
  if (snapshot.hasTag('gone')) return { kind: 'gone' };
  if (snapshot.hasTag('value'))
    return {
      kind: 'ready',
      value: value as T,
      refreshing: snapshot.matches('refreshing'),
      refreshFailed: snapshot.hasTag('refreshFailed'),
    };
  return { kind: 'loading', placeholder: value as T | null, lastError: error ?? null };
}

function moreStatusOf(snapshot: PagedListSnapshot): MoreStatus {
  if (snapshot.hasTag('loadingMore')) return 'loading';
  if (snapshot.hasTag('moreFailed')) return 'failed';
  return snapshot.context.next === null ? 'end' : 'available';
}

export function pagedListStatusOf<T>(snapshot: PagedListSnapshot): PagedListStatus<T> {
  if (snapshot.hasTag('failed')) return { kind: 'failed', error: snapshot.context.error };
  if (snapshot.hasTag('gone')) return { kind: 'gone' };
  if (!snapshot.hasTag('items')) return { kind: 'loading' };
  const items = snapshot.context.items as readonly T[];
  const more = moreStatusOf(snapshot);
  const refreshing = snapshot.hasTag('refreshing');
  if (items.length === 0 && more === 'end') return { kind: 'empty', refreshing };
  return { kind: 'ready', items, more, refreshing };
}

/** Whether any request of the chart runs (for a frame's aria-busy). */
export function dataBusy(snapshot: ResourceSnapshot | PagedListSnapshot): boolean {
  return snapshot.hasTag('busy');
}
