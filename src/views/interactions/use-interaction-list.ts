/** One interaction list of a post: the first page on mount, then older pages on demand (Load more). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { isApiError } from '../../services/errors';
import { appendItems, fetchInteractionPage, pagingFromNext, type InteractionList, type ListItems } from './interaction-lists';

export type InteractionListState =
  | { phase: 'loading' }
  | { phase: 'failed'; forbidden: boolean }
  | { phase: 'ready'; items: ListItems; next: string | null; more: 'idle' | 'loading' | 'failed' };

export function useInteractionList(list: InteractionList, statusId: string | undefined) {
  const { api, store } = useAppServices();
  const [state, setState] = useState<InteractionListState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    setState({ phase: 'loading' });
    if (statusId === undefined) return;
    fetchInteractionPage(api, store, list, statusId).then(
      (page) => {
        if (generation.current === current) setState({ phase: 'ready', items: page.items, next: page.next, more: 'idle' });
      },
      (error: unknown) => {
        const forbidden = isApiError(error) && (error.status === 403 || error.status === 404);
        if (generation.current === current) setState({ phase: 'failed', forbidden });
      },
    );
  }, [api, store, list, statusId, attempt]);

  const paging = state.phase === 'ready' ? pagingFromNext(state.next) : null;

  const loadMore = useCallback(() => {
    if (state.phase !== 'ready' || state.more === 'loading' || paging === null || statusId === undefined) return;
    const current = generation.current;
    setState({ ...state, more: 'loading' });
    fetchInteractionPage(api, store, list, statusId, paging).then(
      (page) => {
        if (generation.current !== current) return;
        setState((now) => now.phase !== 'ready' ? now : { phase: 'ready', items: appendItems(now.items, page.items), next: page.next, more: 'idle' });
      },
      () => {
        if (generation.current !== current) return;
        setState((now) => (now.phase !== 'ready' ? now : { ...now, more: 'failed' }));
      },
    );
  }, [api, store, list, statusId, state, paging]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, hasMore: paging !== null, loadMore, retry };
}
