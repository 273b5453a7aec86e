/**
 * The frame of a saved-posts screen (bookmarks, favourites, emoji reactions, a bookmark category): the timeline
 * screen's look, its heading (the timeline's title) with links beside it, and a body that is the timeline's feed
 * or, when the feed cannot be shown (the server lacks the feature, the category was deleted), a note instead.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { parseTimelineName } from '../../services/timelines';
import { Timeline } from '../timelines/Timeline';
import { useTimelineTitle } from '../timelines/use-timeline-title';
import '../timelines/timeline.css';
import './saved.css';

export interface SavedTimelineFrameProps {
  /** a saved-posts timeline name: bookmarks, favourites, emoji_reactions, bookmark_category:{id} */
  timeline: string;
  /** links shown beside the heading */
  links?: ReactNode;
  /** shown instead of the feed; the feed when absent */
  note?: ReactNode;
  /** a line under the heading saying how the list is changed */
  hint?: string;
}

/** What an empty list of saved posts says (the `saved` catalogue, which the saved screens load). */
function emptyKey(timeline: string): string {
  if (timeline === 'favourites') return 'saved.empty.favourites';
  if (timeline === 'emoji_reactions') return 'saved.empty.emojiReactions';
  return timeline === 'bookmarks' ? 'saved.empty.bookmarks' : 'saved.empty.bookmarkCategory';
}

export function SavedTimelineFrame({ timeline, links, note, hint }: SavedTimelineFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = useTimelineTitle(parseTimelineName(timeline));
  return (
    <section className="timeline-screen saved-screen" aria-labelledby={headingId}>
      <header className="timeline-header">
        <h1 id={headingId} className="timeline-heading">
          {title}
        </h1>
        {links !== undefined && <div className="saved-screen__links">{links}</div>}
      </header>
      {hint !== undefined && note === undefined && <p className="saved-screen__hint">{hint}</p>}
      {note ?? <Timeline key={timeline} timeline={timeline} labelledBy={headingId} emptyText={t(emptyKey(timeline))} />}
    </section>
  );
}

/** A note in place of the feed: its text and what the reader can do about it. */
export function SavedNote({ text, role, children }: { text: string; role?: 'status' | 'alert'; children?: ReactNode }) {
  return (
    <div className="saved-screen__note">
      <p role={role}>{text}</p>
      {children}
    </div>
  );
}
