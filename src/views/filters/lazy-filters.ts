/**
 * Lazy entries into the filter views, each downloading the `filters` catalogue with its module (nothing here
 * is on the first-load path). Routes: /filters, /filters/new, /filters/:id. The FILTER modal and the
 * per-timeline regex setting are for the status menu and the timeline's settings.
 */
import { importWithMessages } from '../../i18n/lazy-catalogues';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

export const LazyFiltersScreen = lazyWithMessages(['filters'], () => import('./FiltersScreen'));
export const LazyFilterEditScreen = lazyWithMessages(['filters'], () => import('./FilterEditScreen'));
export const LazyFilterPostDialog = lazyWithMessages(['filters'], () => import('./FilterPostDialog'));

/** The FILTER modal's module with its strings, for an opener that renders it itself. */
export function loadFilterPostDialog() {
  return importWithMessages(['filters'], () => import('./FilterPostDialog'));
}
