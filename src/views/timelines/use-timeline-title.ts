/**
 * The heading of a timeline, in the reader's language (list, antenna, category and account names from the store; a
 * link's title when it was opened from the trending links).
 */
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { linkTitleFromState } from '../../services/explore/link-title-state';
import type { TimelineSpec } from '../../services/timelines';
import { useAccount, useEntity } from '../../services/store';
import { decodeDomain } from '../../services/text/idn';

function linkLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${decodeDomain(parsed.hostname).display}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

export function useTimelineTitle(spec: TimelineSpec | null): string {
  const { t } = useTranslation();
  const list = useEntity('lists', spec?.kind === 'list' ? spec.listId : null);
  const antenna = useEntity('antennas', spec?.kind === 'antenna' ? spec.antennaId : null);
  const category = useEntity('bookmarkCategories', spec?.kind === 'bookmark_category' ? spec.categoryId : null);
  const account = useAccount(spec?.kind === 'account' ? spec.accountId : null);
  // a link opened from the trending links names its article (the history entry carries its card's title)
  const { state } = useLocation();
  if (spec === null) return t('timeline.title.unknown');
  switch (spec.kind) {
    case 'home':
      return t('timeline.title.home');
    case 'community':
      return t(spec.onlyMedia ? 'timeline.title.communityMedia' : 'timeline.title.community');
    case 'public':
      if (spec.remote) return t(spec.onlyMedia ? 'timeline.title.remoteMedia' : 'timeline.title.remote');
      return t(spec.onlyMedia ? 'timeline.title.publicMedia' : 'timeline.title.public');
    case 'account': {
      const name = account ? account.display_name.trim() || account.username : null;
      return name ? t('timeline.title.accountOf', { name }) : t('timeline.title.account');
    }
    case 'list':
      return list ? t('timeline.title.listNamed', { title: list.title }) : t('timeline.title.list');
    case 'antenna':
      return antenna ? t('timeline.title.antennaNamed', { title: antenna.title }) : t('timeline.title.antenna');
    case 'link':
      return t('timeline.title.link', { url: linkTitleFromState(state, spec.url) ?? linkLabel(spec.url) });
    case 'hashtag':
      return t(spec.local ? 'timeline.title.hashtagLocal' : 'timeline.title.hashtag', { tag: spec.tag });
    case 'bookmarks':
      return t('timeline.title.bookmarks');
    case 'favourites':
      return t('timeline.title.favourites');
    case 'emoji_reactions':
      return t('timeline.title.emojiReactions');
    case 'bookmark_category':
      return category
        ? t('timeline.title.bookmarkCategoryNamed', { title: category.title })
        : t('timeline.title.bookmarkCategory');
  }
}
