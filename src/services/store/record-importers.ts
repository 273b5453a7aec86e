/**
 * Importers for the flat tables: filters, announcements, emoji. (Lists, antennas, circles and bookmark categories
 * are imported by collection-importers.ts, which is kept out of the store's index so that their code loads only with
 * the screens that use them.)
 */
import { normaliseAnnouncement } from '../entities/announcement';
import { normaliseCustomEmoji } from '../entities/custom-emoji';
import { normaliseFilter } from '../entities/filter';
import type { EntityStore } from './entity-store';
import { importRecords, type ImportRecordsOptions } from './importers';

export type RecordImporter = (store: EntityStore, raws: unknown, options?: ImportRecordsOptions) => string[];

export const importFilters: RecordImporter = (store, raws, options) =>
  importRecords(store, 'filters', raws, normaliseFilter, options);
export const importAnnouncements: RecordImporter = (store, raws, options) =>
  importRecords(store, 'announcements', raws, normaliseAnnouncement, options);
/** Custom emoji are keyed by shortcode. */
export const importCustomEmojis: RecordImporter = (store, raws, options) =>
  importRecords(store, 'customEmojis', raws, normaliseCustomEmoji, options);
