/** Relationship between the signed-in user and another account; every flag defaults to false. */
import { asBoolean, asId, asString, asStringArray, asStringOrNull, isRecord } from './coerce';

export interface Relationship {
  id: string;
  following: boolean;
  showing_reblogs: boolean;
  notifying: boolean;
  languages: string[] | null;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  muting_expires_at: string | null;
  requested: boolean;
  requested_by: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

export function normaliseRelationship(raw: unknown): Relationship | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  const flag = (value: unknown): boolean => asBoolean(value, false);
  return {
    id,
    following: flag(raw.following),
    showing_reblogs: flag(raw.showing_reblogs),
    notifying: flag(raw.notifying),
    languages: Array.isArray(raw.languages) ? asStringArray(raw.languages) : null,
    followed_by: flag(raw.followed_by),
    blocking: flag(raw.blocking),
    blocked_by: flag(raw.blocked_by),
    muting: flag(raw.muting),
    muting_notifications: flag(raw.muting_notifications),
    muting_expires_at: asStringOrNull(raw.muting_expires_at),
    requested: flag(raw.requested),
    requested_by: flag(raw.requested_by),
    domain_blocking: flag(raw.domain_blocking),
    endorsed: flag(raw.endorsed),
    note: asString(raw.note),
  };
}
