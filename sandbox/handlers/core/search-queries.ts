import type { SandboxDb } from '../../kernel/db';
import type { AccountRecord, StatusRecord } from '../../kernel/records';
import { canSearch, canSee } from '../../kernel/visibility';
import { accountUri, accountUrl, statusUri, statusUrl } from '../../serialize/urls';
import { newestFirst } from './lookup';
import { htmlToText } from './translate';

export interface AccountQuery {
  q: string;
  viewerId: string | null;
  following: boolean;
  /** kmyblue: only accounts following the viewer (its circle editor's search) */
  follower?: boolean;
}

/**
 * Accounts matching a query: an exact acct (`@user` / `@user@domain`) first, then username or display-name
 * matches (prefix before substring), followed accounts before others. Suspended accounts and blockers are left out;
 * `following` keeps only accounts the viewer follows, `follower` (kmyblue) only accounts following the viewer.
 */
export function searchAccounts(db: SandboxDb, query: AccountQuery): AccountRecord[] {
  const q = query.q.trim().replace(/^@/, '').toLowerCase();
  if (!q) return [];
  const exact = db.findAccountByAcct(q);
  const [userPart] = q.split('@');
  const scored: Array<{ account: AccountRecord; score: number }> = [];
  for (const account of db.accounts.values()) {
    if (account.suspended) continue;
    const { viewerId } = query;
    if (viewerId && (db.blocks.has(account.id, viewerId) || db.blocks.has(viewerId, account.id))) continue;
    if (query.following && (!viewerId || !db.follows.has(viewerId, account.id))) continue;
    if (query.follower && (!viewerId || !db.follows.has(account.id, viewerId))) continue;
    const username = account.username.toLowerCase();
    const acct = db.acct(account).toLowerCase();
    const name = account.display_name.toLowerCase();
    let score: number;
    if (account === exact) score = 0;
    else if (username.startsWith(userPart ?? q) || acct.startsWith(q)) score = 1;
    else if (name.startsWith(q)) score = 2;
    else if (username.includes(q) || name.includes(q) || acct.includes(q)) score = 3;
    else continue;
    if (viewerId && score > 0 && !db.follows.has(viewerId, account.id)) score += 0.5;
    scored.push({ account, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.account.username.localeCompare(b.account.username))
    .map((s) => s.account);
}

/** Hashtags known to the server (records or used in live posts) whose name starts with (then contains) the query. */
export function searchHashtags(db: SandboxDb, q: string): string[] {
  const wanted = q.trim().replace(/^#/, '').toLowerCase();
  if (!wanted) return [];
  const names = new Map<string, string>();
  for (const tag of db.tags.values()) names.set(tag.name.toLowerCase(), tag.name);
  for (const status of db.statuses.values()) {
    if (status.deleted) continue;
    for (const tag of status.tags) if (!names.has(tag.toLowerCase())) names.set(tag.toLowerCase(), tag);
  }
  const hits = [...names.entries()].filter(([key]) => key.includes(wanted));
  hits.sort(
    ([a], [b]) =>
      Number(!a.startsWith(wanted)) - Number(!b.startsWith(wanted)) || a.length - b.length || a.localeCompare(b),
  );
  return hits.map(([, name]) => name);
}

export interface StatusQuery {
  q: string;
  viewerId: string | null;
  accountId?: string;
}

/** Full-text status search honouring kmyblue searchability; every word must appear in the text or spoiler. */
export function searchStatuses(db: SandboxDb, query: StatusQuery): StatusRecord[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits = [...db.statuses.values()].filter((status) => {
    if (status.deleted || status.reblog_of_id) return false;
    if (query.accountId && status.account_id !== query.accountId) return false;
    const haystack = `${htmlToText(status.content)}\n${status.text}\n${status.spoiler_text}`.toLowerCase();
    return words.every((w) => haystack.includes(w)) && canSearch(db, query.viewerId, status);
  });
  return newestFirst(hits);
}

/** A status or account of this server addressed by one of its URLs (url or uri), if the viewer may see it. */
export function resolveUrl(
  db: SandboxDb,
  q: string,
  viewerId: string | null,
): { account?: AccountRecord; status?: StatusRecord } {
  let url: URL;
  try {
    url = new URL(q.trim());
  } catch {
    return {};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {};
  const wanted = `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  for (const status of db.statuses.values()) {
    if (status.deleted || status.reblog_of_id) continue;
    const author = db.accounts.get(status.account_id);
    if (!author) continue;
    if (statusUrl(db, author, status) === wanted || statusUri(db, author, status) === wanted) {
      return canSee(db, viewerId, status) ? { status } : {};
    }
  }
  for (const account of db.accounts.values()) {
    if (account.suspended) continue;
    if (accountUrl(db, account) === wanted || accountUri(db, account) === wanted) return { account };
  }
  return {};
}
