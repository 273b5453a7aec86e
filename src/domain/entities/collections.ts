/** Lists, antennas, circles and bookmark categories (kmyblue additions included). */
import { asBoolean, asCount, asEnum, asId, asString, isRecord, mapDefined } from './coerce';
import type { ApiRepliesPolicy } from './api-types';

export const REPLIES_POLICIES: readonly ApiRepliesPolicy[] = ['followed', 'list', 'none'];

export interface ListAntennaRef {
  id: string;
  title: string;
  stl: boolean;
}

export interface List {
  id: string;
  title: string;
  exclusive: boolean;
  replies_policy: ApiRepliesPolicy;
  notify: boolean;
  favourite: boolean;
  antennas: ListAntennaRef[];
}

export interface Antenna {
  id: string;
  title: string;
  stl: boolean;
  ltl: boolean;
  insert_feeds: boolean;
  with_media_only: boolean;
  ignore_reblog: boolean;
  favourite: boolean;
  list: { id: string; title: string } | null;
  list_id: string | null;
  accounts_count: number;
  domains_count: number;
  tags_count: number;
  keywords_count: number;
}

export interface Circle {
  id: string;
  title: string;
}
export interface BookmarkCategory {
  id: string;
  title: string;
}

export function normaliseList(raw: unknown): List | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  return {
    id,
    title: asString(raw.title),
    exclusive: asBoolean(raw.exclusive, false),
    replies_policy: asEnum(raw.replies_policy, REPLIES_POLICIES, 'list'),
    notify: asBoolean(raw.notify, false),
    favourite: asBoolean(raw.favourite, true),
    antennas: mapDefined(raw.antennas, (a) => {
      if (!isRecord(a)) return null;
      const antennaId = asId(a.id);
      return antennaId === null ? null : { id: antennaId, title: asString(a.title), stl: asBoolean(a.stl, false) };
    }),
  };
}

export function normaliseAntenna(raw: unknown): Antenna | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  const listId = isRecord(raw.list) ? asId(raw.list.id) : null;
  const list = isRecord(raw.list) && listId !== null ? { id: listId, title: asString(raw.list.title) } : null;
  return {
    id,
    title: asString(raw.title),
    stl: asBoolean(raw.stl, false),
    ltl: asBoolean(raw.ltl, false),
    insert_feeds: asBoolean(raw.insert_feeds, false),
    with_media_only: asBoolean(raw.with_media_only, false),
    ignore_reblog: asBoolean(raw.ignore_reblog, false),
    favourite: asBoolean(raw.favourite, true),
    list,
    list_id: list?.id ?? asId(raw.list_id),
    accounts_count: asCount(raw.accounts_count),
    domains_count: asCount(raw.domains_count),
    tags_count: asCount(raw.tags_count),
    keywords_count: asCount(raw.keywords_count),
  };
}

function normaliseTitled(raw: unknown): { id: string; title: string } | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  return id === null ? null : { id, title: asString(raw.title) };
}

export const normaliseCircle: (raw: unknown) => Circle | null = normaliseTitled;
export const normaliseBookmarkCategory: (raw: unknown) => BookmarkCategory | null = normaliseTitled;
