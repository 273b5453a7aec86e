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
import { InternalLink } from '../common/InternalLink';
import { SavedNote, SavedTimelineFrame } from '../saved/SavedTimelineFrame';
import { useFeatureNote } from '../saved/use-saved-features';

function CategoryPosts({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const { snapshot, send } = useResource(bookmarkCategory, categoryId);
  const back = (
    <InternalLink to="/bookmark_categories" className="timeline-button timeline-button-quiet">
      {t('saved.category.back')}
    </InternalLink>
  );
  let note;
  if (snapshot.hasTag('gone')) note = <SavedNote text={t('saved.category.deleted')} role="status" />;
  else if (snapshot.hasTag('failed'))
    note = (
      <SavedNote text={t('saved.category.failed')} role="alert">
        <button type="button" className="timeline-button" onClick={() => send({ type: 'RETRY' })}>
          {t('saved.category.retry')}
        </button>
      </SavedNote>
    );
  else if (!snapshot.hasTag('value')) note = <SavedNote text={t('saved.category.loading')} role="status" />;
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
