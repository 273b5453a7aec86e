/** Follow suggestion (sources, account id) and read markers. */
import { asCount, asId, asRecord, asString, asStringArray, isRecord } from './coerce';

export interface FollowSuggestion {
  accountId: string;
  sources: string[];
}

export interface Marker {
  last_read_id: string;
  version: number;
  updated_at: string;
}
export interface Markers {
  home: Marker | null;
  notifications: Marker | null;
}

/** Null without an account id. A legacy single `source` becomes a one-item list. */
export function normaliseFollowSuggestion(raw: unknown): FollowSuggestion | null {
  if (!isRecord(raw) || !isRecord(raw.account)) return null;
  const accountId = asId(raw.account.id);
  if (accountId === null) return null;
  const sources = asStringArray(raw.sources);
  const legacy = asString(raw.source);
  return { accountId, sources: sources.length > 0 ? sources : legacy === '' ? [] : [legacy] };
}

export function normaliseMarker(raw: unknown): Marker | null {
  if (!isRecord(raw)) return null;
  const lastReadId = asId(raw.last_read_id);
  if (lastReadId === null) return null;
  return { last_read_id: lastReadId, version: asCount(raw.version), updated_at: asString(raw.updated_at) };
}

export function normaliseMarkers(raw: unknown): Markers {
  const m = asRecord(raw);
  return { home: normaliseMarker(m.home), notifications: normaliseMarker(m.notifications) };
}
