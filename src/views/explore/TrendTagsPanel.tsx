/**
 * The Hashtags tab of Explore: the hashtags trending on the server, as the hashtag views draw them (each linking to
 * its timeline, with its people and its week as a sparkline); that list loads its own catalogue and says itself
 * when it is loading or failed (without an alert, as trends do).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { LazyTrendingTags } from '../tags/lazy-tags';

/** As many hashtags as the server gives in one answer at most (twice its default of 10). */
const EXPLORE_TAGS_LIMIT = 20;

export function TrendTagsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="explore-scroll">
      <h2 id={headingId} className="visually-hidden">
        {t('explore.tags.label')}
      </h2>
      <LazyTrendingTags limit={EXPLORE_TAGS_LIMIT} labelledBy={headingId} />
    </div>
  );
}
