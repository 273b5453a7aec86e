/**
 * The avatar or the header: the picture shown now (the chosen file's preview, else the current image), a file
 * input taking the types the server takes, the chosen file's name with a way back to the current picture, and
 * the reason a file was refused (its type, or its size against the limit), announced as it happens. The input
 * is emptied after each choice, so choosing the same file again still counts.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ImageProblem, ImageSlot, ProfileLimits } from '../../machines/profile-edit-rules';
import { useObjectUrl } from '../compose/media/use-object-url';
import { fileSizeText } from './file-size';

export interface ProfileImageFieldProps {
  slot: ImageSlot;
  /** the image the server holds (an http(s) URL), or null */
  current: string | null;
  chosen: File | null;
  /** the last refused file, when it was for this picture */
  problem: ImageProblem | null;
  limits: ProfileLimits;
  busy: boolean;
  onChoose(file: File): void;
  onKeep(): void;
}

export function ProfileImageField({
  slot,
  current,
  chosen,
  problem,
  limits,
  busy,
  onChoose,
  onKeep,
}: ProfileImageFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const preview = useObjectUrl(chosen);
  const label = t(`profileEdit.images.${slot}`);
  const shown = chosen === null ? current : preview;
  const caption = chosen === null ? t('profileEdit.images.current') : t('profileEdit.images.chosen');
  const size = (bytes: number) => fileSizeText(bytes, i18n.language);
  const problemText =
    problem === null
      ? null
      : problem.reason === 'type'
        ? t('profileEdit.images.wrongType', { name: problem.fileName })
        : t(`profileEdit.images.tooLarge.${slot}`, {
            name: problem.fileName,
            size: size(problem.bytes),
            limit: size(limits.imageBytes),
          });

  return (
    <div className="profile-edit__image" data-slot={slot}>
      <figure className="profile-edit__picture">
        {shown ? (
          <img src={shown} alt={`${label} (${caption})`} className="profile-edit__picture-image" decoding="async" />
        ) : (
          <span className="profile-edit__picture-image profile-edit__picture-image--none">
            {t('profileEdit.images.none')}
          </span>
        )}
        <figcaption className="profile-edit__caption">{caption}</figcaption>
      </figure>
      <div className="profile-edit__image-controls">
        <label htmlFor={id} className="profile-edit__image-label">
          {label}
        </label>
        <input
          id={id}
          type="file"
          className="profile-edit__file"
          accept={limits.imageTypes.join(',')}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onChoose(file);
          }}
        />
        <p id={`${id}-hint`} className="profile-edit__hint">
          {t('profileEdit.images.hint', { size: size(limits.imageBytes) })}
        </p>
        {chosen !== null && (
          <p className="profile-edit__chosen">
            <span>{t('profileEdit.images.chosenFile', { name: chosen.name, size: size(chosen.size) })}</span>
            <button type="button" className="profile-edit__secondary" disabled={busy} onClick={onKeep}>
              {t(`profileEdit.images.keep.${slot}`)}
            </button>
          </p>
        )}
        <div role="alert" className="profile-edit__image-problem">
          {problemText !== null && <p className="profile-edit__problem">{problemText}</p>}
        </div>
      </div>
    </div>
  );
}
