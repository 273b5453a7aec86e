/**
 * Which stream (server-api-facts "Streaming") carries a timeline's new posts; null when none does. A hashtag
 * timeline's subscription carries its more tags (the streaming runtime listens to each tag it takes any of, and
 * passes on only the posts its all and none lists allow).
 */
import type { StreamSubscription } from '../streaming/streaming-types';
import { parseTimelineName, type TimelineSpec } from './timeline-name';

/** The stream of a timeline name; null for account and link timelines, saved posts and unknown names. */
export function streamFor(name: string): StreamSubscription | null {
  const spec = parseTimelineName(name);
  return spec === null ? null : streamForSpec(spec);
}

export function streamForSpec(spec: TimelineSpec): StreamSubscription | null {
  switch (spec.kind) {
    case 'home':
      return { stream: 'user' };
    case 'public':
      if (spec.remote) return { stream: spec.onlyMedia ? 'public:remote:media' : 'public:remote' };
      return { stream: spec.onlyMedia ? 'public:media' : 'public' };
    case 'community':
      return { stream: spec.onlyMedia ? 'public:local:media' : 'public:local' };
    case 'hashtag':
      return {
        stream: spec.local ? 'hashtag:local' : 'hashtag',
        tag: spec.tag,
        any: spec.any,
        all: spec.all,
        none: spec.none,
      };
    case 'list':
      return { stream: 'list', list: spec.listId };
    case 'antenna':
      return { stream: 'antenna', antenna: spec.antennaId };
    case 'account':
    case 'link':
    case 'bookmarks':
    case 'favourites':
    case 'emoji_reactions':
    case 'bookmark_category':
      return null;
  }
}
