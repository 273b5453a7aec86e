/**
 * Importers for the flat tables: filters and custom emoji. Announcements have theirs in announcement-importer.ts,
 * which loads with the announcements panel after the first posts; lists, antennas, circles and bookmark
 * categories are imported by collection-importers.ts, which loads only with the screens that use them.
 */
import { normaliseCustomEmoji } from '../../domain/entities/custom-emoji';
import { normaliseFilter } from '../../domain/entities/filter';
import type { EntityStore } from './entity-store';
import { importRecords, type ImportRecordsOptions } from './importers';

export type RecordImporter = (store: EntityStore, raws: unknown, options?: ImportRecordsOptions) => string[];

export const importFilters: RecordImporter = (store, raws, options) =>
  importRecords(store, 'filters', raws, normaliseFilter, options);
/** Custom emoji are keyed by shortcode. */
export const importCustomEmojis: RecordImporter = (store, raws, options) =>
  importRecords(store, 'customEmojis', raws, normaliseCustomEmoji, options);
