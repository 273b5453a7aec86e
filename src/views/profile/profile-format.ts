/** Small display rules of the profile page. */
import { hidesNetworkList, type AccountNetworkList } from '../../services/data/definitions/account-network';
import type { Account } from '../../domain/entities';
import { profilePath } from '../../services/routing/paths';
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

export type ProfileTab = 'posts' | 'with_replies' | 'media' | 'tagged';

/** What a profile path shows: a tab, and for the tagged view (/@a/tagged/{tag}) its hashtag. */
export interface ProfileSection {
  tab: ProfileTab;
  /** the hashtag of the tagged view, without '#'; '' on the other tabs */
  tag: string;
}

/**
 * Which section a profile path shows: /@a, /@a/with_replies, /@a/media, /@a/tagged/{tag} (with or without
 * /deck). `tagParam` is the router's decoded {tag} (else the path's last segment is decoded); a tagged path
 * without a tag shows the posts.
 */
export function sectionOfPath(pathname: string, tagParam?: string): ProfileSection {
  const path = pathname.replace(/\/+$/, '');
  const tagged = /\/tagged\/([^/]+)$/.exec(path);
  if (tagged) {
    const tag = (tagParam ?? decodedSegment(tagged[1]!)).replace(/^#/, '');
    if (tag !== '') return { tab: 'tagged', tag };
  }
  if (path.endsWith('/with_replies')) return { tab: 'with_replies', tag: '' };
  if (path.endsWith('/media')) return { tab: 'media', tag: '' };
  return { tab: 'posts', tag: '' };
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The words a timeline name reads as flags of an account timeline rather than as its tag. */
const FLAG_WORDS = new Set(['with_replies', 'pinned', 'media', 'no_reblogs']);

/**
 * The timeline a section shows: account:{id}, account:{id}:with_replies (account:{id}:with_replies:no_reblogs with
 * the boosts left out: a timeline of its own), account:{id}:media, or account:{id}:{tag}. A tag spelt like one of
 * the name's flag words is sent with its first letter upper-cased, which the server matches all the same (hashtags
 * match whatever their case). Only posts and replies can leave the boosts out.
 */
export function timelineOfSection(accountId: string, { tab, tag }: ProfileSection, boostsShown = true): string {
  if (tab === 'posts') return `account:${accountId}`;
  if (tab === 'with_replies' && !boostsShown) return `account:${accountId}:with_replies:no_reblogs`;
  if (tab !== 'tagged') return `account:${accountId}:${tab}`;
  const name = FLAG_WORDS.has(tag) ? `${tag.charAt(0).toUpperCase()}${tag.slice(1)}` : tag;
  return `account:${accountId}:${name}`;
}

/** The address's word for posts and replies without boosts (`?boosts=hide`); shown otherwise. */
const BOOSTS_HIDDEN = 'hide';

/** Whether the posts-and-replies address (its query, `location.search`) shows the account's boosts. */
export function boostsShownOf(search: string): boolean {
  return new URLSearchParams(search).get('boosts') !== BOOSTS_HIDDEN;
}

/** The posts-and-replies address of an account with its boosts shown or left out. */
export function withRepliesPath(acct: string, boostsShown: boolean): string {
  return `${profilePath(acct)}/with_replies${boostsShown ? '' : `?boosts=${BOOSTS_HIDDEN}`}`;
}

/** The tagged view of an account: ('alice', 'birds') -> '/@alice/tagged/birds'. */
export function taggedPath(acct: string, tag: string): string {
  return `${profilePath(acct)}/tagged/${encodeURIComponent(tag.replace(/^#/, ''))}`;
}

/**
 * Whether a profile's following or followers number links to its list: not when the account hides the list
 * from others (the list could not be shown), except on the reader's own profile, whose lists are shown in full.
 */
export function linksNetworkList(account: Account, list: AccountNetworkList, me: string | null): boolean {
  return me === account.id || !hidesNetworkList(account, list);
}

/** '@alice' -> 'alice' (the router keeps the '@' of /@{acct}). */
export function acctOfParam(param: string | undefined): string {
  if (!param) return '';
  return param.startsWith('@') ? param.slice(1) : param;
}
