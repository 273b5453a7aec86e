/**
 * The "Media description" dialog: the alt text (with the server's limit when known), the focal point on images
 * and videos, and a thumbnail for video and audio. Nothing is sent until Save; Cancel or Escape leave the
 * attachment as it was. Focus stays inside while open and goes back to the button that opened it; a click
 * outside does not close it (a half-written description would be lost).
 */
import { Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import type { UploadFile, UploadFocus } from '../../../machines/upload-types';
import { useTranslation } from '../../../i18n/react';
import { DialogFrame } from '../../common/dialog/DialogFrame';
import { FocalPoint } from './FocalPoint';
import { hasFocalPoint, takesThumbnail, THUMBNAIL_ACCEPT, toUploadFile, type MediaKind } from './media-files';
import { useObjectUrl } from './use-object-url';

export interface MediaPreview {
  url: string;
  /** how the URL is shown: a local video file plays as a video, everything else is an image */
  element: 'img' | 'video';
}

export interface DescriptionResult {
  description: string;
  /** null when the attachment has no focal point (audio) and none was chosen */
  focus: UploadFocus | null;
  /** a thumbnail picked for a video or audio attachment, or null */
  thumbnail: UploadFile | null;
}

export interface DescriptionDialogProps {
  /** the file name, shown under the title */
  name: string;
  kind: MediaKind;
  preview: MediaPreview | null;
  description: string;
  focus: UploadFocus | null;
  /** the server's description limit (characters), when known */
  maxLength?: number | null;
  onSave(result: DescriptionResult): void;
  onCancel(): void;
}

const length = (text: string) => [...text].length;

/** The upload's video plays in the player's editable media mode: shown at once, nothing to hide or download. */
const EditableVideo = lazyWithMessages(['player'], () => import('../../media/player/VideoPlayer'));

function PreviewMedia({ preview }: { preview: MediaPreview }) {
  if (preview.element === 'video') {
    return (
      <div className="description-dialog__media">
        <Suspense fallback={null}>
          <EditableVideo kind="video" src={preview.url} poster={null} alt={null} editable />
        </Suspense>
      </div>
    );
  }
  return <img className="description-dialog__media" src={preview.url} alt="" draggable={false} />;
}

export function DescriptionDialog({
  name,
  kind,
  preview,
  description,
  focus,
  maxLength,
  onSave,
  onCancel,
}: DescriptionDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(description);
  const [point, setPoint] = useState<UploadFocus | null>(focus);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const thumbnailUrl = useObjectUrl(thumbnail);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ids = { description: useId(), counter: useId(), thumbnail: useId() };
  const limit = typeof maxLength === 'number' && maxLength > 0 ? maxLength : null;
  const left = limit === null ? null : limit - length(text);
  const over = left !== null && left < 0;

  // the text is what most people come for: start there rather than on the close button
  useEffect(() => {
    textarea.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles a portal's events to the compose form that rendered it: this submit is not a post
    event.stopPropagation();
    if (over) return;
    onSave({ description: text, focus: point, thumbnail: thumbnail ? toUploadFile(thumbnail) : null });
  };
  const pickThumbnail = (event: ChangeEvent<HTMLInputElement>) => {
    setThumbnail(event.currentTarget.files?.[0] ?? null);
  };
  const shown: MediaPreview | null =
    thumbnailUrl !== null && kind === 'audio' ? { url: thumbnailUrl, element: 'img' } : preview;

  return (
    <DialogFrame
      title={t('composeMedia.dialog.title')}
      onClose={onCancel}
      dismissable={false}
      className="description-dialog"
    >
      <form className="description-dialog__form" onSubmit={submit}>
        <p className="description-dialog__file">{name}</p>
        {hasFocalPoint(kind) ? (
          <FocalPoint focus={point ?? { x: 0, y: 0 }} onChange={setPoint}>
            {shown ? (
              <PreviewMedia preview={shown} />
            ) : (
              <span className="description-dialog__media description-dialog__media--blank" />
            )}
          </FocalPoint>
        ) : shown ? (
          <div className="description-dialog__preview">
            <PreviewMedia preview={shown} />
          </div>
        ) : null}
        <div className="description-dialog__field">
          <label htmlFor={ids.description}>{t('composeMedia.dialog.description')}</label>
          <textarea
            ref={textarea}
            id={ids.description}
            className="description-dialog__text"
            rows={4}
            value={text}
            placeholder={t(
              `composeMedia.dialog.placeholder.${kind === 'audio' ? 'audio' : kind === 'video' ? 'video' : 'image'}`,
            )}
            aria-invalid={over || undefined}
            aria-describedby={limit === null ? undefined : ids.counter}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {left !== null && (
            <span
              id={ids.counter}
              className={
                over ? 'description-dialog__counter description-dialog__counter--over' : 'description-dialog__counter'
              }
            >
              {t('composeMedia.dialog.charactersLeft', { count: left })}
            </span>
          )}
        </div>
        {takesThumbnail(kind) && (
          <div className="description-dialog__field">
            <label htmlFor={ids.thumbnail}>{t('composeMedia.dialog.thumbnail')}</label>
            <input id={ids.thumbnail} type="file" accept={THUMBNAIL_ACCEPT} onChange={pickThumbnail} />
            {thumbnailUrl !== null && kind === 'video' && (
              <img
                className="description-dialog__thumbnail"
                src={thumbnailUrl}
                alt={t('composeMedia.dialog.thumbnailChosen')}
              />
            )}
          </div>
        )}
        <div className="dialog-frame__actions">
          <button type="button" className="dialog-frame__button" onClick={onCancel}>
            {t('composeMedia.dialog.cancel')}
          </button>
          <button type="submit" className="dialog-frame__button dialog-frame__button--primary" disabled={over}>
            {t('composeMedia.dialog.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
