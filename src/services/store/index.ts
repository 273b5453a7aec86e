/**
 * Public surface of the entity store. The importers of notifications, conversations and requests
 * ('./notification-importers') and of filters, announcements and custom emoji ('./record-importers') are
 * imported directly: re-exported here, they would ride on the first page.
 */
export { createEntityStore } from './entity-store';
export type { EntityStore, EntityStoreOptions, Listener, RecordChange, TableListener } from './entity-store';
export { TABLE_NAMES, recordKey } from './tables';
export type { HoldId, StoreRoot, StoreRoots } from './store-roots';
export type { EntityOf, EntityTables, TableName } from './tables';
export * from './importers';
export * from './use-entity';
