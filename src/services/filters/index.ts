/**
 * Content filters: the rules (filter-rules.ts, filter-context.ts), the verdict of a post in a context
 * (use-filter-verdict.ts), the feed's visible rows (use-visible-entries.ts), the per-timeline regex setting
 * (timeline-regex-setting.ts) and loading the account's v2 filters into the store (filters-loader.ts).
 */
export {
  ensureFiltersLoaded,
  ensureFiltersLoadedAfterPaint,
  filtersComplete,
  loadFilters,
  refreshFilters,
  subscribeFiltersComplete,
} from './filters-loader';
export { filterContextOf, hideRemovesPostIn } from './filter-context';
export {
  filterVerdict,
  isFilterApplicable,
  joinFilterTitles,
  matchingFilters,
  NOT_FILTERED,
  verdictOf,
  type FilterEnvironment,
  type FilterSubject,
  type FilterVerdict,
} from './filter-rules';
