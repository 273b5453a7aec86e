/**
 * A post's video or audio playing in place (the grid swaps its tile for this once the reader presses play).
 * A playing video that scrolls out of view goes on in the picture-in-picture corner (not on the mobile layout,
 * where it only pauses); the expand button opens the media viewer at the same position (a video goes on playing
 * there if it was playing, and when the viewer closes this player takes back the position it reached, paused).
 */
import { useCallback } from 'react';
import type { MediaAttachment } from '../../../domain/entities';
import { mediaPropsOf } from '../../../services/media/media-props';
import { mediaViewerScopeOf } from '../../../services/media/media-viewer-scope';
import { wantMediaViewer } from '../../../services/media/media-viewer-wanted';
import { openMediaViewer } from '../../../services/media/open-media-viewer';
import { useEntityStore } from '../../../services/store/use-entity';
import { useLayout } from '../../shell/layout-context';
import { AudioPlayer } from './AudioPlayer';
import { VideoPlayer, type ExpandHandover, type VideoHandover } from './VideoPlayer';

export interface InlinePlayerProps {
  statusId: string;
  accountId: string;
  attachment: MediaAttachment;
  /** every attachment of the post, for the viewer */
  attachmentIds: readonly string[];
  index: number;
}

export default function InlinePlayer({ statusId, accountId, attachment, attachmentIds, index }: InlinePlayerProps) {
  const store = useEntityStore();
  const { mode } = useLayout();
  const props = mediaPropsOf(attachment);
  const expandAudio = useCallback(
    (startTime: number) => openMediaViewer(store, { statusId, attachmentIds, index, startTime }),
    [store, statusId, attachmentIds, index],
  );
  const expandVideo = useCallback(
    ({ currentTime, playing, takeBack }: ExpandHandover) =>
      openMediaViewer(store, {
        statusId,
        attachmentIds,
        index,
        startTime: currentTime,
        autoPlay: playing,
        onReturn: takeBack,
      }),
    [store, statusId, attachmentIds, index],
  );
  const handOver = useCallback(
    (state: VideoHandover) => {
      if (props.src === null) return;
      wantMediaViewer();
      mediaViewerScopeOf(store).handOver({
        kind: 'video',
        statusId,
        accountId,
        src: props.src,
        poster: props.poster,
        ...state,
      });
    },
    [store, statusId, accountId, props.src, props.poster],
  );
  if (props.src === null) return null;
  if (attachment.type === 'audio') {
    return (
      <AudioPlayer
        src={props.src}
        poster={props.poster}
        alt={props.alt}
        duration={props.duration}
        colours={props.colours}
        startPlaying
        onExpand={expandAudio}
      />
    );
  }
  return (
    <VideoPlayer
      kind={attachment.type === 'gifv' ? 'gifv' : 'video'}
      src={props.src}
      poster={props.poster}
      alt={props.alt}
      duration={props.duration ?? undefined}
      frameRate={props.frameRate}
      aspectRatio={props.aspectRatio}
      autoPlay
      takeFocus
      pictureInPicture
      mobile={mode === 'mobile'}
      onHandOver={handOver}
      onExpand={expandVideo}
    />
  );
}
