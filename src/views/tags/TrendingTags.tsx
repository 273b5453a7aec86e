/**
 * The hashtags trending on the server (GET v1/trends/tags; 10 unless `limit` says otherwise), for the Explore
 * screen: each links to its timeline, says how many people used it in the past 2 days, and draws its posts per day
 * over the past 7 days as a sparkline labelled with the numbers. A failure raises no alert (trends are shown in
 * passing): the list says so in a polite status (not urgent, so not role=alert) and offers Retry. Needs the `tags`
 * catalogue (LazyTrendingTags loads it).
 */
import { useTranslation } from '../../i18n/react';
import { useResource } from '../../services/data/use-data';
import { hashtagPath } from '../../services/routing/paths';
import { useEntity } from '../../services/store';
import { dailyUses, tagActivity } from '../../services/tags/tag-activity';
import { TRENDING_TAGS_LIMIT, trendingTags } from '../../services/tags/tags-data';
import { EmptyNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { RetryButton } from '../common/RetryButton';
import { usePeopleText } from './activity-text';
import { Sparkline } from './Sparkline';
import './tags.css';

function TrendingTag({ tagKey }: { tagKey: string }) {
  const { t } = useTranslation();
  const record = useEntity('tags', tagKey);
  const people = usePeopleText(tagActivity(record?.history ?? [], 2).people);
  if (record === undefined) return null;
  const uses = dailyUses(record.history);
  return (
    <li className="tags-row">
      <div className="tags-row__text">
        <InternalLink to={hashtagPath(record.name)} className="tags-row__link">
          <bdi>#{record.name}</bdi>
        </InternalLink>
        <span className="tags-row__meta">{people}</span>
      </div>
      <Sparkline values={uses} label={t('tags.trending.chart', { tag: record.name, counts: uses.join(', ') })} />
    </li>
  );
}

export interface TrendingTagsProps {
  /** how many tags to show (10 unless given) */
  limit?: number;
  /** the id of the heading that names the list, when the screen has one */
  labelledBy?: string;
}

export function TrendingTags({ limit = TRENDING_TAGS_LIMIT, labelledBy }: TrendingTagsProps) {
  const { t } = useTranslation();
  const trends = useResource(trendingTags, limit);
  const texts = { loading: t('tags.loading'), failed: t('tags.trending.failed'), retry: t('tags.retry') };
  // trends are shown in passing: their failure is said politely, not as an alert
  const failed = (retry: () => void, error: unknown) => (
    <div className="data-note" role="status">
      <p>{texts.failed}</p>
      <RetryButton error={error} onRetry={retry} className="data-button">
        {texts.retry}
      </RetryButton>
    </div>
  );
  return (
    <ResourceStates data={trends} texts={texts} slots={{ failed }}>
      {(value) =>
        value.length === 0 ? (
          <EmptyNote text={t('tags.trending.empty')} />
        ) : (
          <ul
            className="tags-list"
            aria-labelledby={labelledBy}
            aria-label={labelledBy === undefined ? t('tags.trending.title') : undefined}
            aria-busy={trends.busy}
          >
            {value.map((key) => (
              <TrendingTag key={key} tagKey={key} />
            ))}
          </ul>
        )
      }
    </ResourceStates>
  );
}

export default TrendingTags;
