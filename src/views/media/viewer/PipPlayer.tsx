/**
 * The picture-in-picture player: the video (or audio) that left the screen while playing goes on in a corner
 * of the page, from where it was, whatever the reader scrolls to or opens. Its close button stops it; the
 * chart closes it when its post is deleted or the layout turns mobile. Its position and volume are kept in the
 * chart as it plays.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { MediaViewerScope } from '../../../services/media/media-viewer-scope';
import { AudioPlayer } from '../player/AudioPlayer';
import { VideoPlayer, type VideoHandover } from '../player/VideoPlayer';
import './pip-player.css';

export function PipPlayer({ stage }: { stage: MediaViewerScope }) {
  const { t } = useTranslation();
  const media = useSelector(stage.pip, (s) => s.context.media);
  const progress = useCallback((state: VideoHandover) => stage.pip.send({ type: 'PROGRESS', ...state }), [stage]);
  if (media === null) return null;
  return (
    <aside className="pip-player" aria-label={t('player.pictureInPicture')}>
      <button
        type="button"
        className="pip-player__close"
        aria-label={t('player.closePictureInPicture')}
        onClick={() => stage.pip.send({ type: 'CLOSE' })}
      >
        <span aria-hidden="true">×</span>
      </button>
      {media.kind === 'video' ? (
        <VideoPlayer
          // a new handover is a new player
          key={`${media.statusId}:${media.src}`}
          kind="video"
          src={media.src}
          poster={media.poster}
          alt={null}
          startTime={media.currentTime}
          autoPlay
          onProgress={progress}
        />
      ) : (
        <AudioPlayer
          key={`${media.statusId}:${media.src}`}
          src={media.src}
          poster={media.poster}
          alt={null}
          duration={null}
          colours={null}
          startTime={media.currentTime}
          startPlaying
        />
      )}
    </aside>
  );
}
