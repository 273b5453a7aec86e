/**
 * The media part of the composer: the "Add media" button (with its file input: images, a video or an audio
 * file, several at once), the draft's attachments (one UploadItem per upload actor) and, once there are any,
 * "Mark media as sensitive" (on and unavailable, with the reason, while a content warning is on). Everything is an event to the account's compose actor; the compose machine
 * refuses what it must (with quotes, with a poll, beyond the server's limit) and spawns one upload actor per file.
 */
import { useSelector } from '@xstate/react';
import { useId, useRef, type ChangeEvent } from 'react';
import type { ComposeSnapshot } from '../../../machines/compose.machine';
import { sensitiveLocked } from '../../../machines/compose-media-rules';
import { useTranslation } from '../../../i18n/react';
import { useComposeActor } from '../compose-actor-context';
import { MEDIA_ACCEPT, uploadFiles } from './media-files';
import { UploadItem } from './UploadItem';
import './compose-media.css';

const selectMedia = (snapshot: ComposeSnapshot) => snapshot.context.media;
const selectSensitive = (snapshot: ComposeSnapshot) => snapshot.context.draft.sensitive;
/** Media under a content warning stay sensitive: the switch is shown on and unavailable meanwhile. */
const selectSensitiveLocked = (snapshot: ComposeSnapshot) =>
  sensitiveLocked(snapshot.context.draft, snapshot.context.media.length);
/** The server's alt-text limit (v2/instance media_attachments.description_limit), when the limits carry it. */
const selectDescriptionLimit = (snapshot: ComposeSnapshot): number | null => {
  const limits: object = snapshot.context.limits;
  const limit = 'descriptionLimit' in limits ? limits.descriptionLimit : null;
  return typeof limit === 'number' && limit > 0 ? limit : null;
};

export function ComposeMedia() {
  const { t } = useTranslation();
  const compose = useComposeActor();
  const media = useSelector(compose, selectMedia);
  const sensitive = useSelector(compose, selectSensitive);
  const locked = useSelector(compose, selectSensitiveLocked);
  const lockedWhy = useId();
  const descriptionLimit = useSelector(compose, selectDescriptionLimit);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = uploadFiles(event.currentTarget.files);
    // the same files may be picked again (after a refusal, say)
    event.currentTarget.value = '';
    if (files.length > 0) compose.send({ type: 'compose.files', files });
  };

  return (
    <div className="compose-media">
      {media.length > 0 && (
        <ul className="compose-media__list" aria-label={t('composeMedia.list')}>
          {media.map(({ key, ref }) => (
            <UploadItem
              key={key}
              uploadKey={key}
              upload={ref}
              descriptionLimit={descriptionLimit}
              onRemoved={() => addButton.current?.focus()}
            />
          ))}
        </ul>
      )}
      <div className="compose-media__bar">
        <button ref={addButton} type="button" className="compose-media__add" onClick={() => input.current?.click()}>
          <span className="compose-media__add-icon" aria-hidden="true">
            +
          </span>
          {t('composeMedia.add')}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={MEDIA_ACCEPT}
          aria-label={t('composeMedia.input')}
          onChange={picked}
        />
        {media.length > 0 && (
          <>
            <label className="compose-media__sensitive">
              <input
                type="checkbox"
                checked={sensitive || locked}
                disabled={locked}
                aria-describedby={locked ? lockedWhy : undefined}
                onChange={() => compose.send({ type: 'compose.sensitive.toggle' })}
              />
              {t('composeMedia.sensitive')}
            </label>
            {locked && (
              <span id={lockedWhy} className="compose-media__hint">
                {t('composeMedia.sensitiveLocked')}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}
