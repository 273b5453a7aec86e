/**
 * The server's announcements above the home timeline (and the deck's home column), like Mastodon's: a bar with
 * the "Announcements" toggle (aria-expanded, the unread count beside it) and, expanded, the open announcement
 * (its content, dates and reactions) with "N of M" paging by buttons (or the arrow keys on them). Nothing shows without
 * announcements. Loaded after the first posts have painted; its behaviour is services/announcements and the
 * panel chart.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAnnouncements, type AnnouncementsPanelView } from '../../services/announcements/use-announcements';
import type { Announcement } from '../../domain/entities';
import { DisclosureButton } from '../common/DisclosureButton';
import { RichText } from '../common/RichText';
import { formatNumber } from '../common/number-format';
import { AnnouncementDates } from './AnnouncementDates';
import { AnnouncementReactions } from './AnnouncementReactions';
import { announcementTree } from './announcement-content';
import './announcements.css';

function AnnouncementBody({ announcement, view }: { announcement: Announcement; view: AnnouncementsPanelView }) {
  const [now] = useState(() => new Date());
  const tree = announcementTree(announcement);
  return (
    <>
      <div className="announcement__content rich-text">
        <RichText nodes={tree.content} resolveLink={tree.resolveLink} />
      </div>
      <AnnouncementDates announcement={announcement} now={now} />
      <AnnouncementReactions
        announcement={announcement}
        onToggle={(name) => view.toggleReaction(announcement.id, name)}
        onAdd={(name, images) => view.addReaction(announcement.id, name, images)}
      />
    </>
  );
}

export default function AnnouncementsPanel() {
  const { t, i18n } = useTranslation();
  const view = useAnnouncements();
  const headingId = useId();
  const bodyId = useId();
  if (view.state === 'empty') return null;
  const expanded = view.state === 'expanded';
  const place = { index: formatNumber(view.index + 1, i18n.language), total: formatNumber(view.total, i18n.language) };

  // on the paging buttons, the arrow keys page too
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') view.next();
    else if (event.key === 'ArrowLeft') view.previous();
    else return;
    event.preventDefault();
  };

  return (
    <section className="announcements" aria-labelledby={headingId}>
      <div className="announcements__bar">
        <h2 id={headingId} className="announcements__heading">
          <DisclosureButton
            className="announcements__toggle"
            expanded={expanded}
            controls={bodyId}
            onToggle={() => view.toggle()}
          >
            <span className="announcements__chevron" aria-hidden="true" />
            {t('announcements.title')}
            {view.unread > 0 && (
              <span className="announcements__badge">
                <span aria-hidden="true">{formatNumber(view.unread, i18n.language)}</span>
                <span className="visually-hidden">{t('announcements.unread', { count: view.unread })}</span>
              </span>
            )}
          </DisclosureButton>
        </h2>
        {expanded && view.total > 1 && (
          <div className="announcements__paging">
            <button
              type="button"
              className="announcements__page"
              aria-label={t('announcements.previous')}
              title={t('announcements.previous')}
              aria-controls={bodyId}
              onClick={view.previous}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <span className="announcements__place" aria-live="polite">
              {t('announcements.place', place)}
            </span>
            <button
              type="button"
              className="announcements__page"
              aria-label={t('announcements.next')}
              title={t('announcements.next')}
              aria-controls={bodyId}
              onClick={view.next}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <div
        id={bodyId}
        className="announcements__body"
        hidden={!expanded}
        role="group"
        aria-label={t('announcements.label', place)}
      >
        {expanded && view.open !== undefined && <AnnouncementBody announcement={view.open} view={view} />}
      </div>
    </section>
  );
}
