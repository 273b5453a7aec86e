/**
 * The relationships importer. Imported directly, not through the store's index: relationships are read by profiles,
 * account rows and actions, none of which the first page shows.
 */
import { normaliseRelationship } from '../../domain/entities/relationship';
import type { EntityStore } from './entity-store';
import { importRecords } from './importers';

export function importRelationships(store: EntityStore, raws: unknown): string[] {
  return importRecords(store, 'relationships', raws, normaliseRelationship);
}
