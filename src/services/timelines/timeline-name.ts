/**
 * Timeline names parsed into what they ask for:
 *   home; public, public:remote, public:media, public:remote:media; community, community:media;
 *   account:{id} with optional :with_replies, :{tag}, :pinned, :media (and :no_reblogs, the client's own: its boosts
 *   left out); list:{id}; antenna:{id};
 *   link:{url}; hashtag:{tag} with optional :local, then (the client's own) the more tags it takes, each list once
 *   and in any order: :any={a,b} (posts with any of them too), :all={c} (only posts with all of them),
 *   :none={d} (never posts with one of them), as hashtag-timeline.ts writes them;
 *   the reader's saved posts: bookmarks, favourites, emoji_reactions (kmyblue), bookmark_category:{id} (kmyblue).
 * An account name's suffixes may combine (`account:1:with_replies:birds`); the words with_replies,
 * pinned, media and no_reblogs are flags, any other suffix is the tag.
 */
export type TimelineKind =
  | 'home'
  | 'public'
  | 'community'
  | 'account'
  | 'list'
  | 'antenna'
  | 'link'
  | 'hashtag'
  | 'bookmarks'
  | 'favourites'
  | 'emoji_reactions'
  | 'bookmark_category';

export type TimelineSpec =
  | { kind: 'home' }
  | { kind: 'public'; remote: boolean; onlyMedia: boolean }
  | { kind: 'community'; onlyMedia: boolean }
  | {
      kind: 'account';
      accountId: string;
      withReplies: boolean;
      pinned: boolean;
      onlyMedia: boolean;
      /** the account's boosts left out */
      excludeReblogs: boolean;
      tagged: string | null;
    }
  | { kind: 'list'; listId: string }
  | { kind: 'antenna'; antennaId: string }
  | { kind: 'link'; url: string }
  | ({ kind: 'hashtag'; tag: string; local: boolean } & HashtagExtras)
  | { kind: 'bookmarks' }
  | { kind: 'favourites' }
  | { kind: 'emoji_reactions' }
  | { kind: 'bookmark_category'; categoryId: string };

/** The more tags of a hashtag timeline (none by default). */
export interface HashtagExtras {
  any: string[];
  all: string[];
  none: string[];
}

function parseHashtag([tag, ...rest]: readonly string[]): TimelineSpec | null {
  const local = rest[0] === 'local';
  const extras: HashtagExtras = { any: [], all: [], none: [] };
  for (const part of local ? rest.slice(1) : rest) {
    const [key, list] = part.split('=') as [keyof HashtagExtras, string?];
    // each list once, of tags that are not blank
    if (!/^(any|all|none)$/.test(key) || extras[key].length || !/^[^,]+(,[^,]+)*$/.test(list ?? '')) return null;
    extras[key] = list!.split(',');
  }
  return tag ? { kind: 'hashtag', tag, local, ...extras } : null;
}

const ACCOUNT_FLAGS = new Set(['with_replies', 'pinned', 'media', 'no_reblogs']);

function flagsOf(parts: readonly string[], allowed: readonly string[]): Set<string> | null {
  const flags = new Set<string>();
  for (const part of parts) {
    if (!allowed.includes(part) || flags.has(part)) return null;
    flags.add(part);
  }
  return flags;
}

function parseAccount(rest: readonly string[]): TimelineSpec | null {
  const [accountId, ...suffixes] = rest;
  if (!accountId) return null;
  let tagged: string | null = null;
  const flags = new Set<string>();
  for (const suffix of suffixes) {
    if (ACCOUNT_FLAGS.has(suffix) && !flags.has(suffix)) flags.add(suffix);
    else if (suffix !== '' && tagged === null && !ACCOUNT_FLAGS.has(suffix)) tagged = suffix;
    else return null;
  }
  return {
    kind: 'account',
    accountId,
    withReplies: flags.has('with_replies'),
    pinned: flags.has('pinned'),
    onlyMedia: flags.has('media'),
    excludeReblogs: flags.has('no_reblogs'),
    tagged,
  };
}

/** The parsed name, or null when it is not one of the timeline names above. */
export function parseTimelineName(name: string): TimelineSpec | null {
  const colon = name.indexOf(':');
  const head = colon === -1 ? name : name.slice(0, colon);
  const tail = colon === -1 ? '' : name.slice(colon + 1);
  const parts = colon === -1 ? [] : tail.split(':');
  switch (head) {
    case 'home':
      return colon === -1 ? { kind: 'home' } : null;
    case 'public': {
      const flags = flagsOf(parts, ['remote', 'media']);
      if (!flags || (flags.has('media') && parts.at(-1) !== 'media')) return null;
      return { kind: 'public', remote: flags.has('remote'), onlyMedia: flags.has('media') };
    }
    case 'community': {
      const flags = flagsOf(parts, ['media']);
      return flags ? { kind: 'community', onlyMedia: flags.has('media') } : null;
    }
    case 'account':
      return parseAccount(parts);
    case 'list':
      return parts.length === 1 && parts[0] ? { kind: 'list', listId: parts[0] } : null;
    case 'antenna':
      return parts.length === 1 && parts[0] ? { kind: 'antenna', antennaId: parts[0] } : null;
    case 'link':
      // a URL holds colons of its own: everything after `link:` is the URL
      return tail ? { kind: 'link', url: tail } : null;
    case 'hashtag':
      return parseHashtag(parts);
    case 'bookmarks':
    case 'favourites':
    case 'emoji_reactions':
      return colon === -1 ? { kind: head } : null;
    case 'bookmark_category':
      return parts.length === 1 && parts[0] ? { kind: 'bookmark_category', categoryId: parts[0] } : null;
    default:
      return null;
  }
}

/** calls.ts id of the call a timeline name uses (the key of its alert policy). */
export function timelineCallId(spec: TimelineSpec): string {
  switch (spec.kind) {
    case 'home':
      return 'timelines.home';
    case 'public':
    case 'community':
      return 'timelines.public';
    case 'account':
      return 'accounts.statuses';
    case 'list':
      return 'timelines.list';
    case 'antenna':
      return 'timelines.antenna';
    case 'link':
      return 'timelines.link';
    case 'hashtag':
      return 'timelines.tag';
    case 'bookmarks':
      return 'statuses.bookmarks';
    case 'favourites':
      return 'statuses.favourites';
    case 'emoji_reactions':
      return 'statuses.emojiReactions';
    case 'bookmark_category':
      return 'bookmarkCategories.statuses';
  }
}

/**
 * How a timeline's pages are asked for (the timeline chart's `paging`): the reader's saved posts are ordered by
 * when they were saved and paged by the server's record ids, so only their next link is followed (`link`);
 * every other timeline pages by status ids (`id`).
 */
export function timelinePagingOf(spec: TimelineSpec): 'id' | 'link' {
  switch (spec.kind) {
    case 'bookmarks':
    case 'favourites':
    case 'emoji_reactions':
    case 'bookmark_category':
      return 'link';
    default:
      return 'id';
  }
}
