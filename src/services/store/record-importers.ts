/** Importers for the flat tables: filters, lists, antennas, circles, bookmark categories, announcements, emoji. */
import { normaliseAnnouncement } from '../entities/announcement';
import { normaliseAntenna, normaliseBookmarkCategory, normaliseCircle, normaliseList } from '../entities/collections';
import { normaliseCustomEmoji } from '../entities/custom-emoji';
import { normaliseFilter } from '../entities/filter';
import type { EntityStore } from './entity-store';
import { importRecords, type ImportRecordsOptions } from './importers';

type RecordImporter = (store: EntityStore, raws: unknown, options?: ImportRecordsOptions) => string[];

export const importFilters: RecordImporter = (store, raws, options) =>
  importRecords(store, 'filters', raws, normaliseFilter, options);
export const importLists: RecordImporter = (store, raws, options) =>
  importRecords(store, 'lists', raws, normaliseList, options);
export const importAntennas: RecordImporter = (store, raws, options) =>
  importRecords(store, 'antennas', raws, normaliseAntenna, options);
export const importCircles: RecordImporter = (store, raws, options) =>
  importRecords(store, 'circles', raws, normaliseCircle, options);
export const importBookmarkCategories: RecordImporter = (store, raws, options) =>
  importRecords(store, 'bookmarkCategories', raws, normaliseBookmarkCategory, options);
export const importAnnouncements: RecordImporter = (store, raws, options) =>
  importRecords(store, 'announcements', raws, normaliseAnnouncement, options);
/** Custom emoji are keyed by shortcode. */
export const importCustomEmojis: RecordImporter = (store, raws, options) =>
  importRecords(store, 'customEmojis', raws, normaliseCustomEmoji, options);
