/**
 * A hashtag subscription with more tags (a hashtag timeline's any, all and none lists), as the streaming runtime
 * serves it:
 * - it listens to the hashtag's own stream and to the stream of each tag it takes any of;
 * - a post heard on any of them is passed on only when it carries all of the all tags and none of the none tags
 *   (whatever their case);
 * - the connection's drops, returns and polls are passed on once, through the hashtag's own stream.
 * Any other subscription is served as it is.
 */
import type { EntityStore } from '../store';
import type { StreamListener, StreamSubscription } from './streaming-types';

const isHashtag = (stream: string) => stream === 'hashtag' || stream === 'hashtag:local';

/** Whether a post with these tags is one the lists allow. */
export function tagsAllowed(subscription: StreamSubscription, tags: readonly string[]): boolean {
  const has = new Set(tags.map((tag) => tag.toLowerCase()));
  return (
    (subscription.all ?? []).every((tag) => has.has(tag.toLowerCase())) &&
    !(subscription.none ?? []).some((tag) => has.has(tag.toLowerCase()))
  );
}

/** The plain subscriptions (and their listeners) that serve `subscription`. */
export function servedSubscriptions(
  subscription: StreamSubscription,
  listener: StreamListener,
  store: EntityStore,
): Array<[StreamSubscription, StreamListener]> {
  const { any = [], all = [], none = [], ...plain } = subscription;
  if (!isHashtag(plain.stream) || any.length + all.length + none.length === 0) return [[plain, listener]];
  const update: StreamListener['update'] = (id, time) => {
    const tags = store.get('statuses', id)?.tags.map((tag) => tag.name) ?? [];
    if (tagsAllowed(subscription, tags)) listener.update?.(id, time);
  };
  return [
    [plain, { ...listener, update }],
    ...any.map((tag): [StreamSubscription, StreamListener] => [{ ...plain, tag }, { update }]),
  ];
}
