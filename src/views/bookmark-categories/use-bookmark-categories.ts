/**
 * The bookmark categories of the account and which of them hold one post: GET v1/bookmark_categories and
 * GET v1/statuses/{id}/bookmark_categories, together. Toggling one adds the post (POST .../statuses
 * status_ids[], which also bookmarks it: the store's bookmarked flag follows) or removes it (DELETE); the
 * checkbox changes at once and goes back, with the alert, when the server refuses.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import type { BookmarkCategory } from '../../services/entities';
import { reportError } from '../../services/errors';
import { importBookmarkCategories } from '../../services/store';

export type CategoriesState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; categories: BookmarkCategory[]; holding: ReadonlySet<string>; busy: ReadonlySet<string> };

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((item) => item !== id));
const withItem = (set: ReadonlySet<string>, id: string) => new Set([...set, id]);

/** `enabled` false (signed out): nothing is fetched. */
export function useBookmarkCategories(statusId: string, enabled = true) {
  const { api, store, alerts } = useAppServices();
  const [state, setState] = useState<CategoriesState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ phase: 'loading' });
    Promise.all([api.bookmarkCategories.list(), api.statuses.bookmarkCategories(statusId)]).then(
      ([all, holding]) => {
        if (!live) return;
        const ids = importBookmarkCategories(store, all, { replace: true });
        const categories = ids.map((id) => store.get('bookmarkCategories', id)).filter((c): c is BookmarkCategory => c !== undefined);
        setState({ phase: 'ready', categories, holding: new Set(holding.map((c) => String(c.id))), busy: new Set() });
      },
      // shown in the dialog with a retry button
      () => {
        if (live) setState({ phase: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, store, statusId, attempt, enabled]);

  const setHeld = (categoryId: string, held: boolean, busy: boolean) =>
    setState((current) => current.phase !== 'ready' ? current : {
      ...current,
      holding: held ? withItem(current.holding, categoryId) : without(current.holding, categoryId),
      busy: busy ? withItem(current.busy, categoryId) : without(current.busy, categoryId),
    });

  const toggle = useCallback(async (categoryId: string, add: boolean) => {
    setHeld(categoryId, add, true);
    try {
      if (add) {
        await api.bookmarkCategories.addStatuses(categoryId, [statusId]);
        store.patch('statuses', statusId, { bookmarked: true });
      } else {
        await api.bookmarkCategories.removeStatuses(categoryId, [statusId]);
      }
      setHeld(categoryId, add, false);
    } catch (error) {
      setHeld(categoryId, !add, false);
      reportError(alerts, error, { callId: add ? 'bookmarkCategories.addStatuses' : 'bookmarkCategories.removeStatuses' });
    }
  }, [api, store, alerts, statusId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, toggle, retry };
}
