/** Public surface of the entity store. */
export { createEntityStore } from './entity-store';
export type { EntityStore, EntityStoreOptions, Listener, RecordChange, TableListener } from './entity-store';
export { TABLE_NAMES, recordKey } from './tables';
export type { EntityOf, EntityTables, TableName } from './tables';
export * from './importers';
export * from './notification-importers';
export * from './record-importers';
export * from './use-entity';
