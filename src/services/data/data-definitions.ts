/**
 * How a screen's server data is described once, for the data registry: what the thing is called, how its
 * parameters make a key, which call's alert policy a failure follows, and how it is loaded. Loading stores what the
 * server answers in the entity store and returns what the chart keeps (ids or small rows).
 */
import type { AnyActorLogic } from 'xstate';
import type { FetchedPage, ItemKey, PagedListActor } from '../../machines/paged-list.machine';
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import type { AlertPolicy } from '../alerts';
import type { EntityStore } from '../store';

/** What a definition's loader may use: the account's API and entity store. */
export interface DataServices {
  api: Api;
  store: EntityStore;
  /** the server's origin, e.g. https://example.social */
  server: string;
}

export interface DefinitionBase<P> {
  /** unique among definitions, e.g. 'thread' */
  name: string;
  /** the catalogue id of the call whose alert policy failures follow (e.g. 'statuses.get') */
  callId: string | ((params: P) => string);
  /** the part of the registry key that tells one instance from another (e.g. the status id) */
  keyOf(params: P): string;
  /** 404 and 410 answers are a state of their own (`gone`) rather than a failure with an alert */
  goneIsState?: boolean;
  /**
   * Silence this use of the call adds to the call's own policy (it can only take alerts away), for data a
   * screen shows in passing and says nothing about when it fails (a quoted post, the follow suggestions).
   */
  alerts?: AlertPolicy;
  /**
   * What happens when a view takes the chart again after every view had let it go (the reader comes back):
   * `refresh` asks the server again (the value stays shown meanwhile) and retries a failed first load;
   * `retry` only retries a failed first load. Unset: the kept value is shown as it is.
   */
  revisit?: Revisit;
}

export type Revisit = 'refresh' | 'retry';

export interface ResourceSpec<P, T> extends DefinitionBase<P> {
  load(services: DataServices, params: P, signal: AbortSignal): Promise<T>;
  /** a value already known locally (e.g. from the store), shown while the first answer is on its way */
  placeholder?(services: DataServices, params: P): T | null;
  /**
   * While a load has failed, what tells of moments worth another try without the reader asking (an actor that
   * sends RETRY_CHANCE, e.g. when the page comes back into view or the network comes back; the chart takes
   * them throttled, see resource.machine.ts). None by default: a failure waits for RETRY.
   */
  retryChances?(services: DataServices, params: P): AnyActorLogic;
}

export interface PagedListSpec<P, T> extends DefinitionBase<P> {
  /** one page: the first when `next` is null, else the page the Link header's next URL names */
  fetchPage(services: DataServices, params: P, next: string | null, signal: AbortSignal): Promise<FetchedPage<T>>;
  itemKey?: ItemKey<T>;
}

/** What the registry gives a definition to make its chart: the services, the chart's key, the alert. */
export interface ChartContext {
  services: DataServices;
  key: string;
  /** raises the alert of the definition's call policy for the chart's last failure */
  reportFailure(args: { context: { error: unknown } }): void;
}

/**
 * A definition carries the way its chart is made, so the registry (on the first path) never imports the
 * charts themselves: they come with the screens whose definitions use them.
 */
export interface ResourceDefinition<P, T> extends ResourceSpec<P, T> {
  make(chart: ChartContext, params: P): ResourceActor;
}

export interface PagedListDefinition<P, T> extends PagedListSpec<P, T> {
  make(chart: ChartContext, params: P): PagedListActor;
}
