/**
 * The hashtags an account features on its profile (GET v1/accounts/{id}/featured_tags), as a resource keyed
 * by the account's id. The rows are small and kept by the chart itself: the name, how many of the account's
 * posts use it, and the day of the last one. A profile shows them only when there are some; a failure (or a
 * server without the call) leaves them out quietly, with no alert.
 */
import { asArray, asCount, asString, isRecord } from '../../../domain/entities/coerce';
import { defineResource } from '../define-resource';

export interface FeaturedTagRow {
  id: string;
  /** the tag as the account wrote it, without '#' */
  name: string;
  statusesCount: number;
  /** the day of the account's last post with the tag (YYYY-MM-DD), or null */
  lastStatusAt: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The server's featured tags as rows; entries without a name are dropped. */
export function featuredTagRows(raws: unknown): FeaturedTagRow[] {
  const rows: FeaturedTagRow[] = [];
  for (const raw of asArray(raws)) {
    if (!isRecord(raw)) continue;
    const name = asString(raw.name).replace(/^#/, '');
    if (name === '') continue;
    const last = asString(raw.last_status_at);
    rows.push({
      id: asString(raw.id, name),
      name,
      // Mastodon sends the count as a string
      statusesCount: asCount(raw.statuses_count),
      lastStatusAt: DAY.test(last) ? last.slice(0, 10) : null,
    });
  }
  return rows;
}

export const accountFeaturedTags = defineResource<string, readonly FeaturedTagRow[]>({
  name: 'account.featuredTags',
  callId: 'accounts.featuredTags',
  keyOf: (accountId) => accountId,
  goneIsState: true,
  alerts: { skipAlert: true },
  revisit: 'refresh',
  async load({ api }, accountId, signal) {
    return featuredTagRows(await api.accounts.featuredTags(accountId, { signal }));
  },
});
