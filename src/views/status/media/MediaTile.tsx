import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { MediaAttachment } from '../../../domain/entities';
import { previewImageOf } from '../../../services/media/preview-image';
import { reducedMotion } from '../../../services/settings/reduced-motion';
import { BlurhashCanvas } from './BlurhashCanvas';
import { attachmentDuration, focusPosition, formatDuration } from './media-layout';
import { isUncached } from './media-visibility';

export interface MediaTileProps {
  attachment: MediaAttachment;
  index: number;
  /** false: only the blurhash placeholder is drawn (nothing is loaded) */
  visible: boolean;
  onOpen?: (index: number, attachment: MediaAttachment) => void;
}

/**
 * React sets a video's `muted` as a property only; the attribute tells the markup's readers too (accessibility
 * checkers look for `video[autoplay]` without `muted` as media that may play sound on its own).
 */
const markMuted = (video: HTMLVideoElement | null): void => {
  video?.setAttribute('muted', '');
};

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One attachment of the grid: a link (new tab, or onOpen) around its thumbnail, over a blurhash placeholder. */
export function MediaTile({ attachment, index, visible, onOpen }: MediaTileProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const uncached = isUncached(attachment);
  const href = uncached ? (attachment.remote_url ?? attachment.url) : (attachment.url ?? attachment.remote_url);
  const description = attachment.description;
  const kindLabel = t(`media.kind.${attachment.type}`);
  const duration = attachmentDuration(attachment);
  const playable = attachment.type === 'video' || attachment.type === 'audio';
  const position = focusPosition(attachment.meta.focus);
  const background = attachment.meta.colors?.background ?? undefined;
  // the preview only when it is a picture (audio without a cover comes with the audio file as its preview)
  const preview = previewImageOf(attachment);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onOpen === undefined || uncached || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen(index, attachment);
  };

  let picture = null;
  if (visible && !uncached) {
    if (attachment.type === 'gifv' && attachment.url !== null) {
      picture = (
        <video
          ref={markMuted}
          className="media-tile__picture"
          src={attachment.url}
          poster={preview ?? undefined}
          aria-label={description ?? kindLabel}
          title={description ?? undefined}
          style={{ objectPosition: position }}
          muted
          loop
          playsInline
          // a GIF plays on its own unless motion is reduced (the reader's choice, else the system's)
          autoPlay={!reducedMotion()}
          onLoadedData={() => setLoaded(true)}
        />
      );
    } else {
      const src = attachment.type === 'image' ? (preview ?? attachment.url) : preview;
      if (src !== null) {
        picture = (
          <img
            className="media-tile__picture"
            src={src}
            alt={description ?? ''}
            title={description ?? undefined}
            style={{ objectPosition: position }}
            loading="lazy"
            decoding="async"
            onLoad={() => setLoaded(true)}
          />
        );
      }
    }
  }

  return (
    <div
      className={`media-tile media-tile--${attachment.type}`}
      style={attachment.type === 'audio' && background !== undefined ? { backgroundColor: background } : undefined}
      data-loaded={loaded ? 'true' : 'false'}
    >
      {!loaded && <BlurhashCanvas hash={attachment.blurhash} className="media-tile__blurhash" />}
      {(visible || uncached) && href !== null && (
        <a
          className="media-tile__link"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={open}
          // An image with alt text names the link; otherwise say what the file is.
          aria-label={
            picture !== null && attachment.type === 'image' && description !== null
              ? undefined
              : (description ?? kindLabel)
          }
        >
          {picture}
          {playable && !uncached && <span className="media-tile__play" aria-hidden="true" />}
        </a>
      )}
      {visible && !uncached && (
        <span className="media-tile__badges" aria-hidden="true">
          {attachment.type === 'gifv' && <span className="media-tile__badge">{t('media.badge.gif')}</span>}
          {description !== null && (
            <span className="media-tile__badge" title={description}>
              {t('media.badge.alt')}
            </span>
          )}
          {playable && duration !== null && <span className="media-tile__badge">{formatDuration(duration)}</span>}
        </span>
      )}
    </div>
  );
}
