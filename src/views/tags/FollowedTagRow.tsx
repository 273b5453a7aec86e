/**
 * One hashtag the reader follows: its name linking to its timeline, its activity of the past 7 days, and
 * Unfollow. Unfollowing takes the row out at once (the tag actions do); `onUnfollow` hears of the press first, so
 * the screen can move the focus on, and `onDone` once the server agreed.
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { hashtagPath } from '../../services/routing/paths';
import { useEntity } from '../../services/store';
import { runTagAction, useTagActionBusy } from '../../services/tags/tag-actions';
import { tagActivity } from '../../services/tags/tag-activity';
import { InternalLink } from '../common/InternalLink';
import { useActivityText } from './activity-text';

interface RowProps {
  /** the tag's store key */
  tagKey: string;
  onUnfollow(key: string): void;
  onDone(name: string): void;
}

export function FollowedTagRow({ tagKey, onUnfollow, onDone }: RowProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const record = useEntity('tags', tagKey);
  const busy = useTagActionBusy(services, 'follow', tagKey);
  const activity = useActivityText(tagActivity(record?.history ?? []));
  if (record === undefined) return null;
  const { name } = record;

  const unfollow = () => {
    if (busy) return;
    onUnfollow(tagKey);
    void runTagAction(services, 'unfollow', name).then((done) => {
      if (done) onDone(name);
    });
  };

  return (
    <li className="tags-row">
      <div className="tags-row__text">
        <InternalLink to={hashtagPath(name)} className="tags-row__link">
          <bdi>#{name}</bdi>
        </InternalLink>
        <span className="tags-row__meta">{activity}</span>
      </div>
      <button
        type="button"
        className="tags-button"
        aria-label={t('tags.action.unfollowNamed', { tag: name })}
        aria-disabled={busy || undefined}
        data-tag={tagKey}
        onClick={unfollow}
      >
        {t('tags.action.unfollowShort')}
      </button>
    </li>
  );
}
