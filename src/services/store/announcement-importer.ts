/**
 * The announcements' importer, in a module of its own: it loads with the announcements panel (after the first
 * posts have painted), not with the other flat tables' importers on the first screen's path.
 */
import { normaliseAnnouncement } from '../../domain/entities/announcement';
import { importRecords } from './importers';
import type { RecordImporter } from './record-importers';

export const importAnnouncements: RecordImporter = (store, raws, options) =>
  importRecords(store, 'announcements', raws, normaliseAnnouncement, options);
