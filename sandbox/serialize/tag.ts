import type { SandboxDb } from '../kernel/db';
import { tagUrl } from './urls';

export interface TagJson {
  id: string;
  name: string;
  url: string;
  history: Array<{ day: string; uses: string; accounts: string }>;
  following?: boolean;
  featuring?: boolean;
}

const DAY_MS = 86_400_000;

/** A stable numeric id derived from the lower-cased name (FNV-1a). */
export function tagId(name: string): string {
  let hash = 0x811c9dc5;
  for (const ch of name.toLowerCase()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash);
}

/**
 * A hashtag with 7 days of usage history (newest day first, UNIX midnight as a string) counted from
 * non-deleted statuses; following/featuring only for a signed-in viewer.
 */
export function serializeTag(db: SandboxDb, name: string, viewerId: string | null): TagJson {
  const key = name.toLowerCase();
  const record = [...db.tags.values()].find((t) => t.name.toLowerCase() === key);
  const displayName = record?.name ?? name;
  const today = Math.floor(db.now() / DAY_MS) * DAY_MS;
  const uses = new Array<number>(7).fill(0);
  const accounts = Array.from({ length: 7 }, () => new Set<string>());
  for (const status of db.statuses.values()) {
    if (status.deleted || !status.tags.some((t) => t.toLowerCase() === key)) continue;
    const index = Math.floor((today - Math.floor(Date.parse(status.created_at) / DAY_MS) * DAY_MS) / DAY_MS);
    if (index < 0 || index > 6) continue;
    uses[index] = uses[index]! + 1;
    accounts[index]!.add(status.account_id);
  }
  const json: TagJson = {
    id: tagId(displayName),
    name: displayName,
    url: tagUrl(db, displayName),
    history: uses.map((count, i) => ({
      day: String((today - i * DAY_MS) / 1000),
      uses: String(count),
      accounts: String(accounts[i]!.size),
    })),
  };
  if (viewerId !== null) {
    json.following = record?.followers.has(viewerId) ?? false;
    json.featuring = record?.featured_by.has(viewerId) ?? false;
  }
  return json;
}
