import type { SandboxDb } from '../kernel/db';
import type { AccountRecord, StatusRecord } from '../kernel/records';

/** A stored path ("/system/...") becomes an absolute URL under the server's origin; absolute URLs pass through. */
export function absoluteUrl(db: SandboxDb, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${db.origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function nullableUrl(db: SandboxDb, pathOrUrl: string | null): string | null {
  return pathOrUrl ? absoluteUrl(db, pathOrUrl) : null;
}

/** Origin of the server that owns the account (our origin for local accounts). */
export function accountOrigin(db: SandboxDb, account: AccountRecord): string {
  return account.domain ? `https://${account.domain}` : db.origin;
}

/** Profile page, e.g. https://example.social/@alice */
export function accountUrl(db: SandboxDb, account: AccountRecord): string {
  return `${accountOrigin(db, account)}/@${account.username}`;
}

/** ActivityPub actor id, e.g. https://example.social/users/alice */
export function accountUri(db: SandboxDb, account: AccountRecord): string {
  return `${accountOrigin(db, account)}/users/${account.username}`;
}

export function statusUri(db: SandboxDb, account: AccountRecord, status: StatusRecord): string {
  const base = `${accountUri(db, account)}/statuses/${status.id}`;
  return status.reblog_of_id ? `${base}/activity` : base;
}

export function statusUrl(db: SandboxDb, account: AccountRecord, status: StatusRecord): string {
  if (status.reblog_of_id) return statusUri(db, account, status);
  return `${accountUrl(db, account)}/${status.id}`;
}

export function tagUrl(db: SandboxDb, name: string): string {
  return `${db.origin}/tags/${encodeURIComponent(name)}`;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}
