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
  /** the status id shown (kept on the wrapper as data-feed-item) */
  itemId: string;
  children: ReactNode;
}

/** One post of a feed. */
export function FeedItem({ itemId, position, setSize, children }: FeedItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  usePlacedArticle(ref, { position, setSize });
  return (
    <div ref={ref} className="feed-item" data-feed-item={itemId}>
      {children}
    </div>
  );
}
