import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

export interface ArticlePlacement {
  /** 1-based position in the feed */
  position?: number;
  /** the feed's size, or -1 while more can be loaded (ARIA: unknown) */
  setSize?: number;
}

/**
 * Gives the post's own <article> (rendered by the status renderer inside `ref`) its place in the feed
 * (aria-posinset / aria-setsize) and makes it focusable, as the feed pattern asks.
 */
export function usePlacedArticle(ref: RefObject<HTMLElement | null>, { position, setSize }: ArticlePlacement): void {
  useLayoutEffect(() => {
    const article = ref.current?.querySelector('article');
    if (!article) return;
    if (position !== undefined) article.setAttribute('aria-posinset', String(position));
    if (setSize !== undefined) article.setAttribute('aria-setsize', String(setSize));
    if (!article.hasAttribute('tabindex')) article.tabIndex = 0;
  });
}

export interface FeedItemProps extends ArticlePlacement {
  /** the row's key (a status id, or a gap / suggestions key), kept on the wrapper as data-feed-item */
  itemId: string;
  /** 0-based index in the feed (data-feed-index), for keyboard movement across virtualisation */
  index?: number;
  /** called once the row is in the DOM, with its element (the virtual feed focuses a requested row) */
  onMounted?: (index: number, element: HTMLElement) => void;
  children: ReactNode;
}

/** One row of a feed. */
export function FeedItem({ itemId, index, position, setSize, onMounted, children }: FeedItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  usePlacedArticle(ref, { position, setSize });
  useLayoutEffect(() => {
    if (index !== undefined && ref.current) onMounted?.(index, ref.current);
  });
  return (
    <div ref={ref} className="feed-item" data-feed-item={itemId} data-feed-index={index}>
      {children}
    </div>
  );
}
