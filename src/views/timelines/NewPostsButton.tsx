import { useTranslation } from '../../i18n/react';

/**
 * "N new posts": shows the posts waiting above (APPLY_PENDING) and takes the reader to the top. Its count is
 * announced by the timeline's polite live region, not here, so a stream of arrivals is not read out one by one.
 * When more arrived than the timeline keeps waiting, it says "40+": the rest load through the gap under them.
 */
export interface NewPostsButtonProps {
  count: number;
  /** more arrived than `count`: shown as "{count}+" */
  more?: boolean;
  onApply(): void;
}

export function NewPostsButton({ count, more = false, onApply }: NewPostsButtonProps) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <div className="timeline-new-posts">
      <button type="button" className="timeline-new-posts__button" onClick={onApply}>
        <span aria-hidden="true" className="timeline-new-posts__arrow">
          ↑
        </span>
        {t(more ? 'feedParts.newPosts.showMore' : 'feedParts.newPosts.show', { count })}
      </button>
    </div>
  );
}
