/**
 * The product's paths for accounts, posts and hashtags, and reading the account route parameter. Routes are
 * /@{acct}, /@{acct}/{statusId}, /@{acct}/with_replies and /@{acct}/media (the router's `acct` parameter
 * keeps the leading '@'), and /tags/{tag}. Every part that comes from a server is encoded as one path segment,
 * so a crafted acct or id can never walk to another route; the '@' of a remote acct stays readable.
 */

/** '@alice' -> 'alice', '@bob@remote.example' -> 'bob@remote.example'; a value without '@' is returned as is. */
export function acctFromParam(param: string | undefined): string {
  if (!param) return '';
  return param.startsWith('@') ? param.slice(1) : param;
}

/** The profile path of an account: 'alice' or '@alice' -> '/@alice'; 'bob@remote.example' -> '/@bob@remote.example'. */
export function profilePath(acct: string): string {
  return `/@${encodeURIComponent(acctFromParam(acct)).replace(/%40/g, '@')}`;
}

/** The status page path: ('alice', '123') -> '/@alice/123'. */
export function statusPath(acct: string, statusId: string): string {
  return `${profilePath(acct)}/${encodeURIComponent(statusId)}`;
}

/** A hashtag's timeline: 'cat' -> '/tags/cat'. */
export function hashtagPath(tag: string): string {
  return `/tags/${encodeURIComponent(tag)}`;
}

/** A link's timeline (the posts sharing it): the whole URL is one percent-encoded segment, '/links/https%3A%2F%2F...'. */
export function linkTimelinePath(url: string): string {
  return `/links/${encodeURIComponent(url)}`;
}
