/** Small display rules of the profile page. */
import { displayAcct } from '../../services/text/idn';

/** The full @acct: a local account's acct gets the server's host, and IDN domains are shown decoded. */
export function fullAcct(acct: string, serverHost: string): string {
  const withDomain = acct.includes('@') || serverHost === '' ? acct : `${acct}@${serverHost}`;
  return displayAcct(withDomain);
}

/** A role colour usable in CSS (#rgb, #rgba, #rrggbb, #rrggbbaa), or null. Server text never reaches a style otherwise. */
export function roleColour(colour: string): string | null {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colour) ? colour : null;
}

export type ProfileTab = 'posts' | 'with_replies' | 'media';

/** Which tab a profile path shows: /@a, /@a/with_replies, /@a/media (with or without /deck). */
export function tabOfPath(pathname: string): ProfileTab {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/with_replies')) return 'with_replies';
  if (path.endsWith('/media')) return 'media';
  return 'posts';
}

export function timelineOfTab(accountId: string, tab: ProfileTab): string {
  return tab === 'posts' ? `account:${accountId}` : `account:${accountId}:${tab}`;
}

/** '@alice' -> 'alice' (the router keeps the '@' of /@{acct}). */
export function acctOfParam(param: string | undefined): string {
  if (!param) return '';
  return param.startsWith('@') ? param.slice(1) : param;
}
