/**
 * The media viewer: a modal gallery over one post's attachments, run by the gallery chart of the page's media
 * stage. Left and right arrows (or a swipe, or the buttons) move through the attachments, wrapping at the ends;
 * an image zooms by double click, the zoom button or + and -, and pans by dragging while zoomed; a video or an
 * audio plays in its player, starting where the gallery chart kept it (the first time from the beginning,
 * playing; coming back, paused where the reader left it) and reporting its position as it moves. The alt text
 * shows under the media; the file can be downloaded or opened in a new tab. The one dialog frame keeps focus
 * inside and gives it back to what opened the viewer.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { galleryZoomed } from '../../../machines/media-gallery.machine';
import type { MediaAttachment } from '../../../domain/entities';
import type { MediaViewerScope } from '../../../services/media/media-viewer-scope';
import { mediaPropsOf } from '../../../services/media/media-props';
import { useEntity } from '../../../services/store/use-entity';
import { DialogFrame } from '../../common/dialog/DialogFrame';
import { AudioPlayer } from '../player/AudioPlayer';
import { VideoPlayer, type VideoHandover } from '../player/VideoPlayer';
import { ZoomableImage } from './ZoomableImage';
import './media-viewer.css';

/** A horizontal drag this long (px) is a swipe to the next or previous attachment. */
const SWIPE_PX = 50;

function ViewerMedia({ attachment, stage }: { attachment: MediaAttachment; stage: MediaViewerScope }) {
  const props = mediaPropsOf(attachment);
  const { id } = attachment;
  const keepVideoTime = useCallback((state: VideoHandover) => stage.keepTime(id, state.currentTime), [stage, id]);
  const keepAudioTime = useCallback((time: number) => stage.keepTime(id, time), [stage, id]);
  if (props.src === null) return null;
  // read when the player mounts (a keyed player takes its start once)
  const start = stage.startOf(id);
  if (attachment.type === 'video' || attachment.type === 'gifv') {
    return (
      <VideoPlayer
        key={attachment.id}
        kind={attachment.type}
        src={props.src}
        poster={props.poster}
        alt={props.alt}
        duration={props.duration ?? undefined}
        frameRate={props.frameRate}
        startTime={start.time}
        aspectRatio={props.aspectRatio}
        autoPlay={start.autoPlay}
        onProgress={keepVideoTime}
      />
    );
  }
  if (attachment.type === 'audio') {
    return (
      <AudioPlayer
        key={attachment.id}
        src={props.src}
        poster={props.poster}
        alt={props.alt}
        duration={props.duration}
        colours={props.colours}
        startTime={start.time}
        startPlaying={start.autoPlay}
        onProgress={keepAudioTime}
      />
    );
  }
  return <ZoomableImage key={attachment.id} attachment={attachment} gallery={stage.gallery} />;
}

export function MediaViewer({ stage }: { stage: MediaViewerScope }) {
  const { t } = useTranslation();
  const { gallery } = stage;
  // field by field: the kept positions change as a player plays, which needs no new render here
  const statusId = useSelector(gallery, (s) => s.context.statusId);
  const attachmentIds = useSelector(gallery, (s) => s.context.attachmentIds);
  const index = useSelector(gallery, (s) => s.context.index);
  const zoomed = useSelector(gallery, galleryZoomed);
  const status = useEntity('statuses', statusId);
  const attachment = status?.media_attachments.find((a) => a.id === attachmentIds[index]);
  const count = attachmentIds.length;
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = () => gallery.send({ type: 'CLOSE' });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLInputElement) return;
    const command =
      event.key === 'ArrowRight'
        ? ({ type: 'NEXT' } as const)
        : event.key === 'ArrowLeft'
          ? ({ type: 'PREVIOUS' } as const)
          : // only a picture zooms (a zoomed gallery takes drags as pans, not swipes)
            attachment?.type === 'image' && (event.key === '+' || event.key === '=')
            ? ({ type: 'ZOOM_IN' } as const)
            : attachment?.type === 'image' && event.key === '-'
              ? ({ type: 'ZOOM_OUT' } as const)
              : null;
    if (command === null) return;
    event.preventDefault();
    gallery.send(command);
  };
  // a swipe moves through the attachments (not while zoomed: then a drag pans the picture)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!zoomed && event.pointerType !== 'mouse') swipe.current = { x: event.clientX, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX) gallery.send({ type: dx < 0 ? 'NEXT' : 'PREVIOUS' });
  };

  if (!attachment) {
    // the post or the attachment went away (deleted, or edited): nothing left to show
    return (
      <DialogFrame title={t('mediaViewer.title')} onClose={close} closeLabel={t('mediaViewer.close')}>
        <p>{t('mediaViewer.gone')}</p>
      </DialogFrame>
    );
  }
  const file = attachment.url ?? attachment.remote_url;
  const title = count > 1 ? t('mediaViewer.position', { n: index + 1, count }) : t('mediaViewer.title');
  return (
    <DialogFrame
      title={title}
      onClose={close}
      closeLabel={t('mediaViewer.close')}
      className="media-viewer"
      initialFocus={contentRef}
    >
      {/* arrows move through the gallery from anywhere in it (a player keeps the keys it answers to) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={contentRef}
        className="media-viewer__content"
        role="group"
        aria-roledescription={t('mediaViewer.gallery')}
        aria-label={title}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="media-viewer__body" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <div className="media-viewer__stage" data-media-type={attachment.type}>
            <ViewerMedia attachment={attachment} stage={stage} />
          </div>
          {count > 1 && (
            <>
              <button
                type="button"
                className="media-viewer__step media-viewer__step--previous"
                aria-label={t('mediaViewer.previous')}
                onClick={() => gallery.send({ type: 'PREVIOUS' })}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="media-viewer__step media-viewer__step--next"
                aria-label={t('mediaViewer.next')}
                onClick={() => gallery.send({ type: 'NEXT' })}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>
        <footer className="media-viewer__footer">
          {attachment.description !== null ? (
            <p className="media-viewer__alt" lang={status?.language ?? undefined}>
              <span className="media-viewer__alt-badge">{t('mediaViewer.alt')}</span> {attachment.description}
            </p>
          ) : (
            <p className="media-viewer__alt media-viewer__alt--missing">{t('mediaViewer.noAlt')}</p>
          )}
          <div className="media-viewer__actions">
            {attachment.type === 'image' && (
              <button
                type="button"
                className="media-viewer__action"
                aria-pressed={zoomed}
                onClick={() => gallery.send({ type: 'TOGGLE_ZOOM' })}
              >
                {t('mediaViewer.zoom')}
              </button>
            )}
            {file !== null && (
              <>
                <a className="media-viewer__action" href={file} download target="_blank" rel="noopener noreferrer">
                  {t('mediaViewer.download')}
                </a>
                <a className="media-viewer__action" href={file} target="_blank" rel="noopener noreferrer">
                  {t('mediaViewer.openOriginal')}
                </a>
              </>
            )}
          </div>
        </footer>
      </div>
    </DialogFrame>
  );
}
