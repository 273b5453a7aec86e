/** Which stream (server-api-facts "Streaming") carries a timeline's new posts; null when none does. */
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
      return spec.local ? { stream: 'hashtag:local', tag: spec.tag } : { stream: 'hashtag', tag: spec.tag };
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
