/** Filters, results and posts for the filter rule tests. */
import type { Filter, StatusFilterResult } from '../../../src/domain/entities/filter';
import type { FilterEnvironment, FilterSubject } from '../../../src/services/filters';

export const NOW = Date.parse('2025-03-03T12:00:00.000Z');

export function filter(id: string, overrides: Partial<Filter> = {}): Filter {
  return {
    id,
    title: `Filter ${id}`,
    context: ['home', 'public'],
    filter_action: 'warn',
    keywords: [],
    statuses: [],
    expires_at: null,
    ...overrides,
  };
}

export function resultOf(f: Filter): StatusFilterResult {
  return {
    filterId: f.id,
    title: f.title,
    context: f.context,
    filter_action: f.filter_action,
    expires_at: f.expires_at,
    keyword_matches: [],
    status_matches: [],
  };
}

export function post(overrides: Partial<FilterSubject> = {}): FilterSubject {
  return { id: 's1', accountId: 'author', filtered: [], searchText: 'A quiet morning', ...overrides };
}

export function env(overrides: Partial<FilterEnvironment> = {}): FilterEnvironment {
  return { me: 'me', contextType: 'home', now: NOW, filters: new Map(), filtersComplete: false, ...overrides };
}

export function tableOf(...filters: Filter[]): ReadonlyMap<string, Filter> {
  return new Map(filters.map((f) => [f.id, f]));
}
