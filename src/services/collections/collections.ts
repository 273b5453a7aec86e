/**
 * The reader's titled collections of accounts: lists, and (kmyblue) circles and antennas. Each kind says once how it is
 * read, made, renamed and deleted, where its records are stored, who may be in it (its member set) and which
 * timeline shows its posts, so the index, edit and membership screens serve both.
 */
import type { Api } from '../api';
import type { EntityStore } from '../store';
import { importAntennas, importCircles, importLists } from '../store/collection-importers';
import { ANTENNA_ACCOUNTS, CIRCLE_MEMBERS, LIST_MEMBERS, type MemberSet } from './member-sets';

export type CollectionKind = 'lists' | 'circles' | 'antennas';

export const COLLECTION_KINDS: readonly CollectionKind[] = ['lists', 'circles', 'antennas'];

export interface CollectionSpec {
  kind: CollectionKind;
  /** the store table of its records */
  table: CollectionKind;
  /** calls.ts ids */
  calls: { list: string; get: string; create: string; update: string; remove: string; ofAccount: string };
  fetchAll(api: Api, signal?: AbortSignal): Promise<unknown>;
  fetchOne(api: Api, id: string, signal?: AbortSignal): Promise<unknown>;
  create(api: Api, title: string): Promise<unknown>;
  rename(api: Api, id: string, title: string): Promise<unknown>;
  remove(api: Api, id: string): Promise<unknown>;
  /** the reader's collections holding an account (an antenna's: catching its posts) */
  ofAccount(api: Api, accountId: string, signal?: AbortSignal): Promise<unknown>;
  /** stores raw records and answers their ids (`replace`: the answer is the whole set) */
  importRecords(store: EntityStore, raws: unknown, options?: { replace?: boolean }): string[];
  /** who is in it (an antenna's accounts; its excluded accounts are a second set: ANTENNA_EXCLUDED_ACCOUNTS) */
  members: MemberSet;
  /** the app path of the collection's posts */
  postsPath(id: string): string;
  /** the timeline registry's name for its posts, when they are a timeline (a list's); null otherwise */
  timelineName(id: string): string | null;
}

export const COLLECTIONS: Readonly<Record<CollectionKind, CollectionSpec>> = {
  lists: {
    kind: 'lists',
    table: 'lists',
    calls: {
      list: 'lists.list',
      get: 'lists.get',
      create: 'lists.create',
      update: 'lists.update',
      remove: 'lists.delete',
      ofAccount: 'accounts.lists',
    },
    fetchAll: (api, signal) => api.lists.list({ signal }),
    fetchOne: (api, id, signal) => api.lists.get(id, { signal }),
    create: (api, title) => api.lists.create({ title }),
    rename: (api, id, title) => api.lists.update(id, { title }),
    remove: (api, id) => api.lists.delete(id),
    ofAccount: (api, accountId, signal) => api.accounts.lists(accountId, { signal }),
    importRecords: (store, raws, options) => importLists(store, raws, options),
    members: LIST_MEMBERS,
    postsPath: (id) => `/lists/${encodeURIComponent(id)}`,
    timelineName: (id) => `list:${id}`,
  },
  circles: {
    kind: 'circles',
    table: 'circles',
    calls: {
      list: 'circles.list',
      get: 'circles.get',
      create: 'circles.create',
      update: 'circles.update',
      remove: 'circles.delete',
      ofAccount: 'accounts.circles',
    },
    fetchAll: (api, signal) => api.circles.list({ signal }),
    fetchOne: (api, id, signal) => api.circles.get(id, { signal }),
    create: (api, title) => api.circles.create(title),
    rename: (api, id, title) => api.circles.update(id, title),
    remove: (api, id) => api.circles.delete(id),
    ofAccount: (api, accountId, signal) => api.accounts.circles(accountId, { signal }),
    importRecords: (store, raws, options) => importCircles(store, raws, options),
    members: CIRCLE_MEMBERS,
    postsPath: (id) => `/circles/${encodeURIComponent(id)}`,
    timelineName: () => null,
  },
  antennas: {
    kind: 'antennas',
    table: 'antennas',
    calls: {
      list: 'antennas.list',
      get: 'antennas.get',
      create: 'antennas.create',
      update: 'antennas.update',
      remove: 'antennas.delete',
      ofAccount: 'accounts.antennas',
    },
    fetchAll: (api, signal) => api.antennas.list({ signal }),
    fetchOne: (api, id, signal) => api.antennas.get(id, { signal }),
    create: (api, title) => api.antennas.create({ title }),
    rename: (api, id, title) => api.antennas.update(id, { title }),
    remove: (api, id) => api.antennas.delete(id),
    ofAccount: (api, accountId, signal) => api.accounts.antennas(accountId, { signal }),
    importRecords: (store, raws, options) => importAntennas(store, raws, options),
    members: ANTENNA_ACCOUNTS,
    postsPath: (id) => `/antennas/${encodeURIComponent(id)}`,
    timelineName: (id) => `antenna:${id}`,
  },
};

/** The app path of a collection's edit screen. */
export function editPath(kind: CollectionKind, id: string): string {
  return `${COLLECTIONS[kind].postsPath(id)}/edit`;
}

/** The app path of a kind's index screen (/lists, /circles, /antennas). */
export function indexPath(kind: CollectionKind): string {
  return `/${kind}`;
}
