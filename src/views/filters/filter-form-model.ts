/**
 * The filter form's state and what it sends (v2 filters): title, keywords with whole-word flags (added,
 * changed, removed), an expiry choice, the contexts and the action.
 */
import type { ApiFilterAction, ApiFilterContext } from '../../domain/entities/api-types';
import { FILTER_ACTIONS, FILTER_CONTEXTS, type Filter } from '../../domain/entities/filter';
import type { FilterKeywordAttribute, FilterWriteFields } from '../../services/filters/filter-calls';

export { FILTER_ACTIONS, FILTER_CONTEXTS };

/** Expiry choices, in seconds; 'never' clears it, 'keep' leaves an existing filter's expiry alone. */
export const EXPIRY_CHOICES = ['never', '1800', '3600', '21600', '43200', '86400', '604800'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number] | 'keep';

export interface KeywordRow {
  /** a stable key for the row (the keyword's id when stored) */
  key: string;
  /** the stored keyword's id; absent for a new row */
  id?: string;
  keyword: string;
  whole_word: boolean;
}

export interface FilterFormState {
  title: string;
  keywords: KeywordRow[];
  expiry: ExpiryChoice;
  context: ApiFilterContext[];
  action: ApiFilterAction;
}

let nextRow = 0;
export function newKeywordRow(keyword = ''): KeywordRow {
  nextRow += 1;
  return { key: `new-${nextRow}`, keyword, whole_word: true };
}

export function emptyFilterForm(): FilterFormState {
  return { title: '', keywords: [newKeywordRow()], expiry: 'never', context: ['home'], action: 'warn' };
}

export function formFromFilter(filter: Filter): FilterFormState {
  return {
    title: filter.title,
    keywords: filter.keywords.map((k) => ({ key: k.id, id: k.id, keyword: k.keyword, whole_word: k.whole_word })),
    expiry: filter.expires_at === null ? 'never' : 'keep',
    context: [...filter.context],
    action: filter.filter_action,
  };
}

/** The payload: blank keyword rows are left out; stored keywords missing from the form are destroyed. */
export function fieldsFromForm(form: FilterFormState, stored?: Filter): FilterWriteFields {
  const keywords: FilterKeywordAttribute[] = form.keywords
    .filter((row) => row.keyword.trim() !== '')
    .map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      keyword: row.keyword.trim(),
      whole_word: row.whole_word,
    }));
  const kept = new Set(form.keywords.filter((row) => row.keyword.trim() !== '').map((row) => row.id));
  for (const k of stored?.keywords ?? []) {
    if (!kept.has(k.id)) keywords.push({ id: k.id, keyword: k.keyword, whole_word: k.whole_word, _destroy: true });
  }
  const fields: FilterWriteFields = {
    title: form.title.trim(),
    context: FILTER_CONTEXTS.filter((c) => form.context.includes(c)),
    filter_action: form.action,
    keywords_attributes: keywords,
  };
  // never: nothing to send when creating; null clears an existing filter's expiry
  if (form.expiry === 'never' && stored !== undefined) fields.expires_in = null;
  else if (form.expiry !== 'keep') fields.expires_in = Number(form.expiry);
  return fields;
}

/** What the client checks before sending (the server's 422 answers are shown as they come). */
export function formProblems(form: FilterFormState): Array<'title' | 'context'> {
  const problems: Array<'title' | 'context'> = [];
  if (form.title.trim() === '') problems.push('title');
  if (form.context.length === 0) problems.push('context');
  return problems;
}
