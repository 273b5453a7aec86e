/**
 * How a screen's server data is described once, for the data registry: what the thing is called, how its
 * parameters make a key, which call's alert policy (spec 8) a failure follows, and how it is loaded. Loading
 * stores what the server answers in the entity store and returns what the chart keeps (ids or small rows).
 */
import type { FetchedPage, ItemKey } from '../../machines/paged-list.machine';
import type { Api } from '../api';
import type { EntityStore } from '../store';

/** What a definition's loader may use: the account's API and entity store. */
export interface DataServices {
  api: Api;
  store: EntityStore;
  /** the server's origin, e.g. https://example.social */
  server: string;
}

interface DefinitionBase<P> {
  /** unique among definitions, e.g. 'thread' */
  name: string;
  /** the catalogue id of the call whose alert policy failures follow (e.g. 'statuses.get') */
  callId: string | ((params: P) => string);
  /** the part of the registry key that tells one instance from another (e.g. the status id) */
  keyOf(params: P): string;
  /** 404 and 410 answers are a state of their own (`gone`) rather than a failure with an alert */
  goneIsState?: boolean;
}

export interface ResourceDefinition<P, T> extends DefinitionBase<P> {
  load(services: DataServices, params: P, signal: AbortSignal): Promise<T>;
  /** a value already known locally (e.g. from the store), shown while the first answer is on its way */
  placeholder?(services: DataServices, params: P): T | null;
}

export interface PagedListDefinition<P, T> extends DefinitionBase<P> {
  /** one page: the first when `next` is null, else the page the Link header's next URL names */
  fetchPage(services: DataServices, params: P, next: string | null, signal: AbortSignal): Promise<FetchedPage<T>>;
  itemKey?: ItemKey<T>;
}

/** Typed helpers, so a definition's parameter and value types are inferred where it is written. */
export const defineResource = <P, T>(definition: ResourceDefinition<P, T>) => definition;
export const definePagedList = <P, T>(definition: PagedListDefinition<P, T>) => definition;

export function callIdOf<P>(definition: DefinitionBase<P>, params: P): string {
  return typeof definition.callId === 'function' ? definition.callId(params) : definition.callId;
}
