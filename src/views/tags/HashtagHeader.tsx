/**
 * The header of a hashtag's timeline (/tags/{tag}), under its heading: how much the tag was used in the past 7
 * days (posts, and from how many people), Follow / Unfollow hashtag, and for a signed-in reader Feature / Stop
 * featuring on their profile. Both changes show at once and are taken back (with the alert) when the server
 * refuses; the outcome is announced. Signed out, Follow opens the sign-in prompt. Loaded with the hashtag page
 * only, after its heading; it draws nothing until the tag is read.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useResource } from '../../services/data/use-data';
import { useEntity } from '../../services/store';
import { runTagAction, useTagActionBusy, type TagAction } from '../../services/tags/tag-actions';
import { tagActivity } from '../../services/tags/tag-activity';
import { tagByName } from '../../services/tags/tags-data';
import { useActivityText } from './activity-text';
import './tags.css';

export function HashtagHeader({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const { value } = useResource(tagByName, tag);
  const record = useEntity('tags', value);
  const following = useTagActionBusy(services, 'follow', tag);
  const featuring = useTagActionBusy(services, 'feature', tag);
  const activity = useActivityText(tagActivity(record?.history ?? []));
  const [said, setSaid] = useState('');
  if (record === undefined) return null;
  const name = record.name;

  const run = (action: TagAction, busy: boolean) => {
    if (busy) return;
    setSaid('');
    void runTagAction(services, action, name).then((done) => {
      if (done) setSaid(t(`tags.done.${action}`, { tag: name }));
    });
  };
  const pressFollow = () => {
    if (services.me === null) services.promptSignIn({ type: 'followTag', tag: name });
    else run(record.following ? 'unfollow' : 'follow', following);
  };

  return (
    <div className="tags-header">
      <p className="tags-header__activity">{activity}</p>
      <div className="tags-header__actions">
        {services.me !== null && (
          <button
            type="button"
            className="tags-button"
            aria-disabled={featuring || undefined}
            onClick={() => run(record.featuring ? 'unfeature' : 'feature', featuring)}
          >
            {t(record.featuring ? 'tags.action.unfeature' : 'tags.action.feature')}
          </button>
        )}
        <button
          type="button"
          className={record.following ? 'tags-button' : 'tags-button tags-button--primary'}
          aria-disabled={following || undefined}
          onClick={pressFollow}
        >
          {t(record.following ? 'tags.action.unfollow' : 'tags.action.follow')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}

export default HashtagHeader;
