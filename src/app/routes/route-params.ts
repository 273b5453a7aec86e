/**
 * Reading account route parameters. Routes are /@{acct}, /@{acct}/{statusId}, /@{acct}/with_replies and
 * /@{acct}/media; the router's `acct` parameter keeps the leading '@' (see AccountRoute).
 */

/** '@alice' -> 'alice', '@bob@remote.example' -> 'bob@remote.example'; a value without '@' is returned as is. */
export function acctFromParam(param: string | undefined): string {
  if (!param) return '';
  return param.startsWith('@') ? param.slice(1) : param;
}

/** The profile path of an account: 'alice' or '@alice' -> '/@alice'. */
export function profilePath(acct: string): string {
  return `/@${acctFromParam(acct)}`;
}

/** The status page path: ('alice', '123') -> '/@alice/123'. */
export function statusPath(acct: string, statusId: string): string {
  return `${profilePath(acct)}/${encodeURIComponent(statusId)}`;
}
