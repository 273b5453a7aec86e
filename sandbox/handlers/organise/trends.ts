import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import type { CardRecord, StatusRecord } from '../../kernel/records';

const DAY_MS = 86_400_000;
export const TREND_WINDOW_DAYS = 7;

/** Public, undeleted, original posts of the last week (the raw material of trends). */
export function trendableStatuses(db: SandboxDb): StatusRecord[] {
  const since = db.now() - TREND_WINDOW_DAYS * DAY_MS;
  return [...db.statuses.values()].filter(
    (s) =>
      !s.deleted &&
      !s.reblog_of_id &&
      s.visibility === 'public' &&
      Date.parse(s.created_at) >= since &&
      !db.accounts.get(s.account_id)?.suspended,
  );
}

/** Interactions a status gathered: favourites, reblogs and emoji reactions. */
export function interactionScore(db: SandboxDb, status: StatusRecord): number {
  let score = db.favourites.sources(status.id).length;
  for (const other of db.statuses.values()) if (other.reblog_of_id === status.id && !other.deleted) score += 1;
  for (const reaction of db.emojiReactions) if (reaction.status_id === status.id) score += 1;
  return score;
}

/** Tag names used in the last week, most used (then by most accounts) first. */
export function trendingTagNames(db: SandboxDb): string[] {
  const uses = new Map<string, { name: string; uses: number; accounts: Set<string> }>();
  for (const status of trendableStatuses(db)) {
    for (const tag of status.tags) {
      const key = tag.toLowerCase();
      const entry = uses.get(key) ?? { name: tag, uses: 0, accounts: new Set<string>() };
      entry.uses += 1;
      entry.accounts.add(status.account_id);
      uses.set(key, entry);
    }
  }
  return [...uses.values()]
    .sort((a, b) => b.accounts.size - a.accounts.size || b.uses - a.uses || a.name.localeCompare(b.name))
    .map((e) => e.name);
}

/** Posts of the last week with at least one interaction, most interactions first. */
export function trendingStatuses(db: SandboxDb): StatusRecord[] {
  return trendableStatuses(db)
    .map((status) => ({ status, score: interactionScore(db, status) }))
    .filter((e) => e.score > 0)
    .sort((a, b) => b.score - a.score || compareIds(b.status.id, a.status.id))
    .map((e) => e.status);
}

export interface TrendingLink {
  card: CardRecord;
  history: Array<{ day: string; uses: string; accounts: string }>;
}

/** Link cards shared in the last week, most shared first, with 7 days of history. */
export function trendingLinks(db: SandboxDb): TrendingLink[] {
  const today = Math.floor(db.now() / DAY_MS) * DAY_MS;
  const byUrl = new Map<string, { card: CardRecord; statuses: StatusRecord[] }>();
  for (const status of trendableStatuses(db)) {
    if (!status.card) continue;
    const entry = byUrl.get(status.card.url) ?? { card: status.card, statuses: [] };
    entry.statuses.push(status);
    byUrl.set(status.card.url, entry);
  }
  return [...byUrl.values()]
    .sort((a, b) => b.statuses.length - a.statuses.length || a.card.url.localeCompare(b.card.url))
    .map(({ card, statuses }) => ({
      card,
      history: Array.from({ length: TREND_WINDOW_DAYS }, (_, i) => {
        const dayStart = today - i * DAY_MS;
        const onDay = statuses.filter((s) => {
          const at = Date.parse(s.created_at);
          return at >= dayStart && at < dayStart + DAY_MS;
        });
        return {
          day: String(dayStart / 1000),
          uses: String(onDay.length),
          accounts: String(new Set(onDay.map((s) => s.account_id)).size),
        };
      }),
    }));
}
