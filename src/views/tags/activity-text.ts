/** A tag's activity in words, in the reader's language and number format. */
import { useTranslation } from '../../i18n/react';
import type { TagActivity } from '../../services/tags/tag-activity';
import { formatNumber } from '../common/number-format';

/** "12 posts from 5 participants in the past 7 days", or that there were none. */
export function useActivityText({ posts, people }: TagActivity): string {
  const { t, i18n } = useTranslation();
  if (posts === 0) return t('tags.activity.none');
  return t('tags.activity.week', {
    posts: t('tags.count.posts', { count: posts, number: formatNumber(posts, i18n.language) }),
    people: t('tags.count.people', { count: people, number: formatNumber(people, i18n.language) }),
  });
}

/** "5 people in the past 2 days" (a trend's line). */
export function usePeopleText(people: number): string {
  const { t, i18n } = useTranslation();
  return t('tags.trending.people', { count: people, number: formatNumber(people, i18n.language) });
}
