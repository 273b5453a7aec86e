/**
 * Where a link in post content goes. Mentions become in-app links to the account's profile (/@acct),
 * but only when the link is one of the post's own mentions (matched by URL); hashtags go to the tag's
 * timeline (/tags/:tag); everything else stays an outside link opened in a new tab.
 */
import { hashtagPath, profilePath } from '../routing/paths';
import { safeHttpUrl } from './policy';
import { safeTreeText, type SafeLink } from './safe-tree';

export interface MentionRef {
  acct: string;
  url: string | null;
  username?: string;
}
export interface TagRef {
  name: string;
  url: string | null;
}

export type LinkTarget =
  | { kind: 'mention'; acct: string; path: string }
  | { kind: 'hashtag'; tag: string; path: string }
  | { kind: 'outside'; href: string; rel: string };

export type LinkResolver = (link: SafeLink) => LinkTarget;

/** A valid hashtag name: letters, marks, digits, underscores and the middle dot Mastodon allows. */
const TAG_NAME = /^[\p{L}\p{M}\p{N}_\u00b7\u200c]+$/u;

function classes(link: SafeLink): string[] {
  return link.className === '' ? [] : link.className.split(' ');
}

function normalised(url: string | null): string | null {
  return url === null ? null : safeHttpUrl(url);
}

/** Builds the resolver for one post from its mention and tag lists. */
export function linkResolver(mentions: readonly MentionRef[], tags: readonly TagRef[]): LinkResolver {
  const mentionByUrl = new Map<string, string>();
  for (const mention of mentions) {
    const url = normalised(mention.url);
    if (url !== null && mention.acct !== '') mentionByUrl.set(url, mention.acct);
  }
  const tagByUrl = new Map<string, string>();
  for (const tag of tags) {
    const url = normalised(tag.url);
    if (url !== null) tagByUrl.set(url, tag.name);
  }
  const tagNames = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.name]));

  return (link) => {
    const acct = mentionByUrl.get(link.href);
    if (acct !== undefined) return { kind: 'mention', acct, path: profilePath(acct) };
    const linkClasses = classes(link);
    const text = safeTreeText(link.children).trim();
    const knownTag = tagByUrl.get(link.href);
    const looksLikeTag = linkClasses.includes('hashtag') || link.rel.split(' ').includes('tag');
    if (knownTag !== undefined || (looksLikeTag && text.startsWith('#'))) {
      const name = knownTag ?? tagNames.get(text.slice(1).toLowerCase()) ?? text.slice(1);
      if (TAG_NAME.test(name)) return { kind: 'hashtag', tag: name, path: hashtagPath(name) };
    }
    return { kind: 'outside', href: link.href, rel: link.rel };
  };
}
