/**
 * The page's media overlays, one per account (a part of its scope, both charts stopped with it): the media gallery
 * chart (the viewer over one post's attachments) and the one picture-in-picture chart. Loaded with the first media
 * viewer or player.
 *
 * - Where each video or audio starts is the gallery chart's kept positions (machines/media-gallery-positions.ts):
 *   the opened attachment where a handing-over player was, any other from its beginning the first time, and one
 *   the reader comes back to paused where it was left.
 * - The opener's `onReturn` hears, once, where the opened attachment was when the viewer closed (nothing when it
 *   has no kept position, or when another open replaced this one before closing).
 * - The picture-in-picture player closes when its post is deleted: the stage watches that post in the entity
 *   store and tells the chart once the post is gone.
 */
import { createActor } from 'xstate';
import { startOf, type MediaStart } from '../../machines/media-gallery-positions';
import { mediaGalleryMachine, type MediaGalleryActor } from '../../machines/media-gallery.machine';
import { pipPlayerMachine, type PipMedia, type PipPlayerActor } from '../../machines/pip-player.machine';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import type { MediaViewerRequest } from './open-media-viewer';

export interface MediaViewerScope {
  gallery: MediaGalleryActor;
  pip: PipPlayerActor;
  open(request: MediaViewerRequest): void;
  /** where and how the attachment's player starts when it is shown now */
  startOf(attachmentId: string): MediaStart;
  /** the shown attachment's player is at `time` seconds */
  keepTime(attachmentId: string, time: number): void;
  /** a playing video or audio left the screen: the picture-in-picture player takes over (refused on mobile) */
  handOver(media: PipMedia): void;
  /** the entity store whose deletions close the picture-in-picture player (set by the stage view) */
  watchDeletions(store: EntityStore): () => void;
}

/** The account's stage: its gallery and picture-in-picture charts stop when the account is let go. */
export const MEDIA_VIEWER_SCOPE = definePart<MediaViewerScope>('media-stage', ({ gallery, pip }) => {
  pip.stop();
  gallery.stop();
});

function createMediaViewerScope(): MediaViewerScope {
  const gallery = createActor(mediaGalleryMachine).start();
  const pip = createActor(pipPlayerMachine, { input: { mobile: false } }).start();
  // the opener waiting for its attachment's position, until the viewer closes or another open replaces it
  let opener: { attachmentId: string; onReturn: (time: number) => void } | null = null;
  gallery.on('gallery.closed', ({ positions }) => {
    const waiting = opener;
    opener = null;
    if (waiting && Object.hasOwn(positions, waiting.attachmentId))
      waiting.onReturn(positions[waiting.attachmentId]!.time);
  });
  return {
    gallery,
    pip,
    open(request) {
      const { statusId, attachmentIds, index, startTime, autoPlay, onReturn } = request;
      gallery.send({ type: 'OPEN', statusId, attachmentIds, index, startTime, autoPlay });
      // the gallery refuses an open without attachments: what is open (and its opener) stays
      if (attachmentIds.length === 0) return;
      const snapshot = gallery.getSnapshot();
      const attachmentId = snapshot.context.attachmentIds[snapshot.context.index];
      opener = onReturn && attachmentId !== undefined ? { attachmentId, onReturn } : null;
    },
    startOf: (attachmentId) => startOf(gallery.getSnapshot().context.positions, attachmentId),
    keepTime: (attachmentId, time) => gallery.send({ type: 'KEEP_TIME', attachmentId, time }),
    handOver: (media) => pip.send({ type: 'DEPLOY', media }),
    watchDeletions(store) {
      let watched: string | null = null;
      let stopWatching = () => {};
      const check = (statusId: string) => {
        if (store.get('statuses', statusId) === undefined) pip.send({ type: 'STATUS_DELETED', id: statusId });
      };
      const follow = () => {
        const statusId = pip.getSnapshot().context.media?.statusId ?? null;
        if (statusId === watched) return;
        stopWatching();
        watched = statusId;
        stopWatching = statusId === null ? () => {} : store.subscribe('statuses', statusId, () => check(statusId));
      };
      follow();
      const subscription = pip.subscribe(follow);
      return () => {
        subscription.unsubscribe();
        stopWatching();
      };
    },
  };
}

/** The account's media overlays (made on first use). */
export function mediaViewerScopeOf(store: EntityStore): MediaViewerScope {
  return store.scope.use(MEDIA_VIEWER_SCOPE, createMediaViewerScope);
}
