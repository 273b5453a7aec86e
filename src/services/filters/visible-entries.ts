/**
 * The feed's rows without the posts a `hide` filter removes in this context and without those the timeline's regex
 * setting leaves out. Pure; the verdicts are remembered per post record (verdict-cache.ts).
 */
import type { EntityStore } from '../store';
import type { FilterEnvironment } from './filter-rules';
import { cachedFilterVerdict } from './verdict-cache';

export interface VisibleEntriesInput {
  store: EntityStore;
  env: FilterEnvironment;
  /** the timeline's own regex setting (null when blank or invalid) */
  regex: RegExp | null;
}

/** Returns `entries` itself when nothing is left out. */
export function visibleEntries<T extends { kind: string }>(
  entries: T[],
  { store, env, regex }: VisibleEntriesInput,
): T[] {
  let kept: T[] | null = null;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    if (!dropped(entry, store, env, regex)) {
      kept?.push(entry);
    } else if (kept === null) {
      kept = entries.slice(0, index);
    }
  }
  return kept ?? entries;
}

function dropped(entry: { kind: string }, store: EntityStore, env: FilterEnvironment, regex: RegExp | null): boolean {
  if (entry.kind !== 'status') return false;
  const wrapper = store.get('statuses', (entry as unknown as { id: string }).id);
  if (wrapper === undefined) return false;
  const shown = (wrapper.reblogId === null ? undefined : store.get('statuses', wrapper.reblogId)) ?? wrapper;
  if (env.me !== null && shown.accountId === env.me) return false;
  if (cachedFilterVerdict(shown, env).hidden) return true;
  return regex !== null && regex.test(shown.searchText);
}
