/**
 * One attachment in the composer, as shown (no actor here; UploadItem.tsx feeds it): a group named by the file
 * name with its preview, an accessible progress bar while the file is sent ("Uploading {name}", percentage) and
 * while the server processes it ("Processing {name}", indeterminate), the error and "Retry upload" when it
 * failed, and the buttons "Edit description", "Replace file" and "Remove {name}". An ALT badge shows that the
 * attachment is described.
 */
import { useId, useRef, type ChangeEvent } from 'react';
import { useProgressBar } from 'react-aria/useProgressBar';
import type { UploadFile, UploadFocus, UploadPhase } from '../../../machines/upload-types';
import { useTranslation } from '../../../i18n/react';
import type { MediaPreview } from './DescriptionDialog';
import { focusPosition } from './FocalPoint';
import { MEDIA_ACCEPT, toUploadFile, type MediaKind } from './media-files';

export interface UploadItemViewProps {
  name: string;
  kind: MediaKind;
  phase: UploadPhase;
  /** 0..100 while uploading */
  progress: number;
  preview: MediaPreview | null;
  description: string;
  focus: UploadFocus | null;
  /** the failure's text (failed, or a description that could not be saved) */
  error: string | null;
  /** whether "Retry upload" can do anything (not for a restored attachment whose file is gone) */
  canRetry: boolean;
  onEdit(): void;
  onRetry(): void;
  onReplace(file: UploadFile): void;
  onRemove(): void;
}

export function UploadProgress({ label, value }: { label: string; value: number | null }) {
  const { progressBarProps, labelProps } = useProgressBar({
    label,
    value: value ?? undefined,
    minValue: 0,
    maxValue: 100,
    isIndeterminate: value === null,
  });
  const width = value === null ? undefined : `${Math.min(100, Math.max(0, value))}%`;
  return (
    <div {...progressBarProps} className="upload-item__progress">
      <div className="upload-item__progress-text">
        <span {...labelProps} className="upload-item__progress-label">
          {label}
        </span>
        {value !== null && (
          <span className="upload-item__progress-value" aria-hidden="true">
            {progressBarProps['aria-valuetext']}
          </span>
        )}
      </div>
      <div className={value === null ? 'upload-item__track upload-item__track--indeterminate' : 'upload-item__track'}>
        <div className="upload-item__fill" style={width === undefined ? undefined : { width }} />
      </div>
    </div>
  );
}

function Thumbnail({ kind, preview, focus }: Pick<UploadItemViewProps, 'kind' | 'preview' | 'focus'>) {
  const position = focus ? focusPosition(focus) : null;
  const objectPosition = position ? `${position.left}% ${position.top}%` : undefined;
  if (preview?.element === 'video') {
    return (
      <video
        className="upload-item__media"
        src={preview.url}
        muted
        playsInline
        preload="metadata"
        aria-hidden="true"
        style={{ objectPosition }}
      />
    );
  }
  if (preview)
    return <img className="upload-item__media" src={preview.url} alt="" draggable={false} style={{ objectPosition }} />;
  return (
    <span className={`upload-item__media upload-item__media--${kind}`} aria-hidden="true">
      {kind === 'audio' ? '♪' : kind === 'video' ? '▶' : '▦'}
    </span>
  );
}

export function UploadItemView(props: UploadItemViewProps) {
  const {
    name,
    kind,
    phase,
    progress,
    preview,
    description,
    focus,
    error,
    canRetry,
    onEdit,
    onRetry,
    onReplace,
    onRemove,
  } = props;
  const { t } = useTranslation();
  const nameId = useId();
  const replaceInput = useRef<HTMLInputElement>(null);
  if (phase === 'removed') return null;

  const replaced = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // the same file may be picked again later
    event.currentTarget.value = '';
    if (file) onReplace(toUploadFile(file));
  };

  return (
    <li className={`upload-item upload-item--${phase}`}>
      <div role="group" aria-labelledby={nameId} className="upload-item__group">
        <div className="upload-item__preview">
          <Thumbnail kind={kind} preview={preview} focus={focus} />
          {description.trim() !== '' && (
            <span className="upload-item__alt">
              <span aria-hidden="true">{t('composeMedia.item.altBadge')}</span>
              <span className="visually-hidden">{t('composeMedia.item.described')}</span>
            </span>
          )}
        </div>
        <div className="upload-item__body">
          <span id={nameId} className="upload-item__name">
            {name}
          </span>
          {phase === 'uploading' && (
            <UploadProgress label={t('composeMedia.item.uploading', { name })} value={progress} />
          )}
          {phase === 'processing' && (
            <UploadProgress label={t('composeMedia.item.processing', { name })} value={null} />
          )}
          {phase === 'failed' && (
            <p role="alert" className="upload-item__error">
              {error ?? t('composeMedia.error.generic')}
            </p>
          )}
          {phase === 'attached' && error !== null && (
            <p role="alert" className="upload-item__error">
              {t('composeMedia.error.notSaved', { reason: error })}
            </p>
          )}
          <div className="upload-item__actions">
            {phase === 'failed' && canRetry && (
              <button type="button" className="upload-item__button upload-item__button--retry" onClick={onRetry}>
                {t('composeMedia.item.retry')}
              </button>
            )}
            <button type="button" className="upload-item__button" onClick={onEdit}>
              {t('composeMedia.item.edit')}
            </button>
            <button type="button" className="upload-item__button" onClick={() => replaceInput.current?.click()}>
              {t('composeMedia.item.replace')}
            </button>
            <input
              ref={replaceInput}
              type="file"
              hidden
              accept={MEDIA_ACCEPT}
              aria-label={t('composeMedia.item.replaceInput', { name })}
              onChange={replaced}
            />
            <button
              type="button"
              className="upload-item__button upload-item__button--remove"
              aria-label={t('composeMedia.item.remove', { name })}
              onClick={onRemove}
            >
              {t('composeMedia.item.removeShort')}
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
