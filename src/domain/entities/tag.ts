/** Hashtag as returned by search, trends and followed tags. */
import { asBoolean, asCount, asString, isRecord, mapDefined } from './coerce';
import { asHttpUrl } from './urls';

export interface TagHistoryDay {
  day: string;
  uses: number;
  accounts: number;
}

export interface Tag {
  name: string;
  url: string | null;
  history: TagHistoryDay[];
  following: boolean;
  featuring: boolean;
}

export function normaliseTag(raw: unknown): Tag | null {
  if (!isRecord(raw)) return null;
  const name = asString(raw.name);
  if (name === '') return null;
  return {
    name,
    url: asHttpUrl(raw.url),
    history: mapDefined(raw.history, (h) =>
      isRecord(h) ? { day: asString(h.day), uses: asCount(h.uses), accounts: asCount(h.accounts) } : null,
    ),
    following: asBoolean(raw.following, false),
    featuring: asBoolean(raw.featuring, false),
  };
}
