/**
 * Importers for whole answers of screens beyond the first one: a thread (the status page), search results and bare
 * cards (trending links). Imported directly, not through the store's index, so they load with those screens: a
 * module the first page shares ships every export any screen uses.
 */
import { normaliseCard, type Card } from '../../domain/entities/card';
import { asArray, asRecord } from '../../domain/entities/coerce';
import { normaliseTag, type Tag } from '../../domain/entities/tag';
import type { EntityStore } from './entity-store';
import { importAccounts, importCardAuthors, importStatuses } from './importers';

export interface ImportedContext {
  ancestorIds: string[];
  descendantIds: string[];
  referenceIds: string[];
}

/** GET v1/statuses/{id}/context (kmyblue adds `references` with with_reference=1). */
export function importContext(store: EntityStore, raw: unknown): ImportedContext {
  const context = asRecord(raw);
  return store.batch(() => ({
    ancestorIds: importStatuses(store, context.ancestors),
    descendantIds: importStatuses(store, context.descendants),
    referenceIds: importStatuses(store, context.references),
  }));
}

export interface ImportedSearchResults {
  accountIds: string[];
  statusIds: string[];
  hashtags: Tag[];
}

export function importSearchResults(store: EntityStore, raw: unknown): ImportedSearchResults {
  const results = asRecord(raw);
  return store.batch(() => ({
    accountIds: importAccounts(store, results.accounts),
    statusIds: importStatuses(store, results.statuses),
    hashtags: asArray(results.hashtags)
      .map(normaliseTag)
      .filter((t): t is Tag => t !== null),
  }));
}

/** Trending links and other bare cards: stores the authors' accounts, returns the cards. */
export function importCards(store: EntityStore, raws: unknown): Card[] {
  return store.batch(() => {
    const cards: Card[] = [];
    for (const raw of asArray(raws)) {
      const card = normaliseCard(raw);
      if (card === null) continue;
      importCardAuthors(store, raw);
      cards.push(card);
    }
    return cards;
  });
}
