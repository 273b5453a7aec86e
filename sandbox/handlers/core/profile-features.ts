/** What a profile features: its hashtags (featured tags) and the accounts it endorses (featured profiles). */
import type { SandboxDb } from '../../kernel/db';
import { int, queryParams } from '../../kernel/http';
import type { AccountRecord, VisibilityEx } from '../../kernel/records';
import { tagId } from '../../serialize/tag';
import { pageByPosition } from './lookup';

/** The posts a featured tag counts: those others can find on the profile (kmyblue counts login-only too). */
const COUNTED: readonly VisibilityEx[] = ['public', 'unlisted', 'public_unlisted', 'login'];

/**
 * GET /api/v1/accounts/:id/featured_tags as Mastodon answers it (REST::FeaturedTagSerializer): the id and the
 * count as strings, the url on this server (/@acct/tagged/tag), and the day of the last counted post
 * (YYYY-MM-DD) or null. A suspended account features nothing.
 */
export function featuredTagsOf(db: SandboxDb, account: AccountRecord) {
  if (account.suspended) return [];
  return [...db.tags.values()]
    .filter((tag) => tag.featured_by.has(account.id))
    .map((tag) => {
      const key = tag.name.toLowerCase();
      const used = [...db.statuses.values()].filter(
        (s) =>
          s.account_id === account.id &&
          !s.deleted &&
          !s.reblog_of_id &&
          COUNTED.includes(s.visibility) &&
          s.tags.some((t) => t.toLowerCase() === key),
      );
      const last = used
        .map((s) => s.created_at)
        .sort()
        .pop();
      return {
        id: tagId(tag.name),
        name: tag.name,
        url: `${db.origin}/@${db.acct(account)}/tagged/${encodeURIComponent(tag.name)}`,
        statuses_count: String(used.length),
        last_status_at: last ? last.slice(0, 10) : null,
      };
    });
}

const ENDORSEMENTS_LIMIT = { defaultLimit: 40, maxLimit: 80 };

/**
 * One page of GET /api/v1/accounts/:id/endorsements: the accounts `account` endorses (suspended ones left out;
 * none at all for a suspended account). As Mastodon, the Link header names a next page only when this page is
 * full (records_continue?), so a short list offers no "more".
 */
export function endorsementsPage(db: SandboxDb, request: Request, account: AccountRecord) {
  if (account.suspended) return { items: [] as AccountRecord[], link: null as string | null };
  const endorsed = db.endorsements
    .targets(account.id)
    .map((id) => db.accounts.get(id))
    .filter((a): a is AccountRecord => a !== undefined && !a.suspended);
  const page = pageByPosition(request, endorsed, ENDORSEMENTS_LIMIT);
  const asked = queryParams(request).limit;
  const limit = Math.min(Math.max(int(asked, ENDORSEMENTS_LIMIT.defaultLimit), 0), ENDORSEMENTS_LIMIT.maxLimit);
  if (page.link === null || page.items.length >= limit) return page;
  const prev = page.link.split(', ').filter((part) => !part.endsWith('rel="next"'));
  return { items: page.items, link: prev.length > 0 ? prev.join(', ') : null };
}
