/**
 * One attachment of the draft: reads its upload actor (src/machines/upload.machine.ts) and shows it with
 * UploadItemView; its buttons tell the compose actor (compose.media.*), and "Edit description" opens the
 * description dialog. A local file is previewed through an object URL, revoked when the file changes or the
 * item goes; an attachment without a local file shows the server's preview.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { UploadFile } from '../../../machines/upload-types';
import type { ApiMediaAttachment } from '../../../domain/entities/api-status-types';
import { normaliseMediaAttachment } from '../../../domain/entities/media-attachment';
import { previewImageOf } from '../../../services/media/preview-image';
import { uploadPhase, type UploadActorRef } from '../../../machines/upload.machine';
import { useTranslation } from '../../../i18n/react';
import { useComposeActor } from '../compose-actor-context';
import { DescriptionDialog, type DescriptionResult, type MediaPreview } from './DescriptionDialog';
import { attachmentName, mediaKind, type MediaKind } from './media-files';
import { uploadErrorText } from './upload-error';
import { UploadItemView } from './UploadItemView';
import { useObjectUrl } from './use-object-url';

export interface UploadItemProps {
  /** the upload key (also the upload actor's id) */
  uploadKey: string;
  upload: UploadActorRef;
  /** the server's description limit, when known */
  descriptionLimit?: number | null;
  /** after "Remove": the composer moves focus somewhere that still exists */
  onRemoved?(): void;
}

/**
 * What the item shows: the local file while there is one; else the server's preview, but only when it really is
 * a picture (an audio file sent without a cover has its own address as its preview).
 */
function previewOf(
  kind: MediaKind,
  fileUrl: string | null,
  attachment: ApiMediaAttachment | null,
): MediaPreview | null {
  if (fileUrl !== null && kind === 'image') return { url: fileUrl, element: 'img' };
  if (fileUrl !== null && kind === 'video') return { url: fileUrl, element: 'video' };
  const known = attachment === null ? null : normaliseMediaAttachment(attachment);
  const serverPreview = known === null ? null : (previewImageOf(known) ?? (kind === 'image' ? known.url : null));
  return serverPreview ? { url: serverPreview, element: 'img' } : null;
}

export function UploadItem({ uploadKey, upload, descriptionLimit, onRemoved }: UploadItemProps) {
  const { t } = useTranslation();
  const compose = useComposeActor();
  const snapshot = useSelector(upload, (s) => s);
  const [editing, setEditing] = useState(false);
  const { file, attachment, progress, description, focus, error } = snapshot.context;
  const phase = uploadPhase(snapshot);
  const kind = mediaKind(file?.type, attachment);
  const fileUrl = useObjectUrl(file?.blob);
  const preview = previewOf(kind, fileUrl, attachment);
  const canRetry = snapshot.can({ type: 'upload.retry' });
  const errorText =
    phase === 'failed' && error === null && !canRetry
      ? t('composeMedia.error.fileGone')
      : phase === 'failed' || (phase === 'attached' && error !== null)
        ? uploadErrorText(error, t)
        : null;
  const name =
    file?.name ?? snapshot.context.fileName ?? attachmentName(attachment) ?? t(`composeMedia.item.unnamed.${kind}`);

  const save = ({ description: text, focus: point, thumbnail }: DescriptionResult) => {
    setEditing(false);
    // the compose events have no thumbnail event: the upload actor takes it directly (PUT v1/media/{id})
    if (thumbnail) upload.send({ type: 'upload.thumbnail', file: thumbnail });
    compose.send({ type: 'compose.media.describe', key: uploadKey, description: text, focus: point });
  };
  const replace = (next: UploadFile) => compose.send({ type: 'compose.media.replace', key: uploadKey, file: next });
  const remove = () => {
    compose.send({ type: 'compose.media.remove', key: uploadKey });
    onRemoved?.();
  };

  return (
    <>
      <UploadItemView
        name={name}
        kind={kind}
        phase={phase}
        progress={progress}
        preview={preview}
        description={description}
        focus={focus}
        error={errorText}
        canRetry={canRetry}
        onEdit={() => setEditing(true)}
        onRetry={() => compose.send({ type: 'compose.media.retry', key: uploadKey })}
        onReplace={replace}
        onRemove={remove}
      />
      {editing && (
        <DescriptionDialog
          name={name}
          kind={kind}
          preview={preview}
          description={description}
          focus={focus}
          maxLength={descriptionLimit}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      )}
    </>
  );
}
