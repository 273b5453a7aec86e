/**
 * A hashtag timeline's more tags (like a Mastodon column's "Include additional tags"): three fields, any of these,
 * all of these, none of these, filled from the timeline as it is, tags typed separated by spaces or commas. Applied,
 * they become another timeline (services/timelines/hashtag-timeline.ts): in a deck column the column's own
 * (TimelineTargetContext), elsewhere the /tags address that says them, in place of this one.
 */
import { useContext, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import {
  EXTRA_LISTS,
  hashtagAddress,
  hashtagTimelineName,
  tagsOfText,
  type HashtagExtras,
  type HashtagTimeline,
} from '../../services/timelines/hashtag-timeline';
import { TimelineTargetContext } from './timeline-target-context';
import './hashtag-tags.css';

export function HashtagTagsForm({ timeline }: { timeline: HashtagTimeline }) {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const retarget = useContext(TimelineTargetContext);
  const id = useId();
  const [typed, setTyped] = useState<Record<keyof HashtagExtras, string>>(() => ({
    any: timeline.any.join(' '),
    all: timeline.all.join(' '),
    none: timeline.none.join(' '),
  }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: HashtagTimeline = {
      tag: timeline.tag,
      local: timeline.local,
      any: tagsOfText(typed.any),
      all: tagsOfText(typed.all),
      none: tagsOfText(typed.none),
    };
    if (retarget !== null) retarget(hashtagTimelineName(next));
    else navigate(hashtagAddress(next), { replace: true });
  };

  return (
    <form className="hashtag-tags" onSubmit={apply}>
      <fieldset className="hashtag-tags__fields" aria-describedby={`${id}-hint`}>
        <legend className="hashtag-tags__legend">{t('timelineSettings.tags.legend')}</legend>
        {EXTRA_LISTS.map((key) => (
          <div key={key} className="hashtag-tags__field">
            <label htmlFor={`${id}-${key}`}>{t(`timelineSettings.tags.${key}`)}</label>
            <input
              id={`${id}-${key}`}
              className="hashtag-tags__input"
              value={typed[key]}
              autoCapitalize="off"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTyped((current) => ({ ...current, [key]: value }));
              }}
            />
          </div>
        ))}
        <p id={`${id}-hint`} className="hashtag-tags__hint">
          {t('timelineSettings.tags.hint')}
        </p>
      </fieldset>
      <button type="submit" className="timeline-button">
        {t('timelineSettings.tags.apply')}
      </button>
    </form>
  );
}
