/**
 * Routes /bookmarks, /favourites and /emoji_reactions: the posts the reader saved, newest saved first as the
 * server gives them, in the timeline's feed (paged by the next link, keys and status actions as on any timeline;
 * a post unsaved here leaves once the server agrees). Emoji reactions are kmyblue's: on a server without them the
 * screen says so instead of asking for the list. On a server with bookmark categories, bookmarks link to them.
 * Loaded on first use only.
 */
import { useTranslation } from '../../i18n/react';
import { InternalLink } from '../common/InternalLink';
import { SavedTimelineFrame } from './SavedTimelineFrame';
import { useFeatureNote, useSavedFeatures } from './use-saved-features';

export type SavedList = 'bookmarks' | 'favourites' | 'emoji_reactions';

function BookmarksScreen() {
  const { t } = useTranslation();
  const { features } = useSavedFeatures();
  const links = features?.bookmarkCategories ? (
    <InternalLink to="/bookmark_categories" className="timeline-button timeline-button-quiet">
      {t('saved.bookmarks.categories')}
    </InternalLink>
  ) : undefined;
  return <SavedTimelineFrame timeline="bookmarks" links={links} />;
}

function ReactionsScreen() {
  const { t } = useTranslation();
  const note = useFeatureNote((features) => features.emojiReactions, t('saved.features.noReactions'));
  return <SavedTimelineFrame timeline="emoji_reactions" {...(note === null ? {} : { note })} />;
}

export function SavedScreen({ list }: { list: SavedList }) {
  switch (list) {
    case 'bookmarks':
      return <BookmarksScreen />;
    case 'favourites':
      return <SavedTimelineFrame timeline="favourites" />;
    case 'emoji_reactions':
      return <ReactionsScreen />;
  }
}

export default SavedScreen;
