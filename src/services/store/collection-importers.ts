/**
 * Importers for the reader's collections: lists, antennas, circles and bookmark categories. Imported directly
 * (not through the store's index), so their normalisers load with the screens that show collections, not with the
 * first page.
 */
import {
  normaliseAntenna,
  normaliseBookmarkCategory,
  normaliseCircle,
  normaliseList,
} from '../../domain/entities/collections';
import { importRecords } from './importers';
import type { RecordImporter } from './record-importers';

export const importLists: RecordImporter = (store, raws, options) =>
  importRecords(store, 'lists', raws, normaliseList, options);
export const importAntennas: RecordImporter = (store, raws, options) =>
  importRecords(store, 'antennas', raws, normaliseAntenna, options);
export const importCircles: RecordImporter = (store, raws, options) =>
  importRecords(store, 'circles', raws, normaliseCircle, options);
export const importBookmarkCategories: RecordImporter = (store, raws, options) =>
  importRecords(store, 'bookmarkCategories', raws, normaliseBookmarkCategory, options);
