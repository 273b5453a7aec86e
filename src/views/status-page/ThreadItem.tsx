import { useRef, type CSSProperties } from 'react';
import { Status } from '../status/Status';
import { usePlacedArticle } from '../timelines/FeedItem';
import { MAX_INDENT_LEVEL } from './thread-depth';

export interface ThreadItemProps {
  statusId: string;
  /** reply level below the focused post (1 = direct reply); undefined outside the replies */
  depth?: number;
}

/** A post of the thread as a list item; replies carry their level (aria-level) and are indented by it. */
export function ThreadItem({ statusId, depth }: ThreadItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  usePlacedArticle(ref, {});
  const style =
    depth === undefined ? undefined : ({ '--thread-indent': Math.min(depth, MAX_INDENT_LEVEL) - 1 } as CSSProperties);
  return (
    <li
      ref={ref}
      className={depth === undefined ? 'thread-item' : 'thread-item thread-reply'}
      data-feed-item={statusId}
      aria-level={depth}
      style={style}
    >
      <Status statusId={statusId} variant="timeline" contextType="thread" />
    </li>
  );
}
