/**
 * Route /bookmark_categories/:id (kmyblue): a bookmark category's posts in the timeline's feed (next-link paging,
 * keys and status actions as on any timeline), titled with its name. The category is asked for first: a 404 means
 * it was deleted, and the screen says so instead of showing the feed. A post taken out of the category (its menu's
 * "Bookmark categories", or unbookmarked) leaves the feed once the server agrees. Loaded on first use only.
 */
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { bookmarkCategory } from '../../services/bookmark-categories/category-data';
import { useResource } from '../../services/data/use-data';
import { ResourceStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { SavedNote, SavedTimelineFrame } from '../saved/SavedTimelineFrame';
import { useFeatureNote } from '../saved/use-saved-features';

function CategoryPosts({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const category = useResource(bookmarkCategory, categoryId);
  const back = (
    <InternalLink to="/bookmark_categories" className="timeline-button timeline-button-quiet">
      {t('saved.category.back')}
    </InternalLink>
  );
  const texts = {
    loading: t('saved.category.loading'),
    failed: t('saved.category.failed'),
    retry: t('saved.category.retry'),
  };
  // the feed shows once the category is known; until then (or when it failed, or was deleted) a note does
  const note =
    category.status.kind === 'ready' ? undefined : (
      <ResourceStates
        data={category}
        texts={texts}
        slots={{ gone: <SavedNote text={t('saved.category.deleted')} role="status" /> }}
      >
        {() => null}
      </ResourceStates>
    );
  return (
    <SavedTimelineFrame
      timeline={`bookmark_category:${categoryId}`}
      links={back}
      {...(note === undefined ? { hint: t('saved.category.hint') } : { note })}
    />
  );
}

export function BookmarkCategoryScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const note = useFeatureNote((features) => features.bookmarkCategories, t('saved.features.noCategories'));
  if (note !== null) return <SavedTimelineFrame timeline={`bookmark_category:${id}`} note={note} />;
  return <CategoryPosts key={id} categoryId={id} />;
}

export default BookmarkCategoryScreen;
