/**
 * The page's media stage, one per app (keyed by its services object): the media gallery chart (the viewer over
 * one post's attachments) and the one picture-in-picture chart. Loaded with the first media viewer or player.
 *
 * - Opening the viewer remembers where a handing-over player was (`startTime`), for the attachment it opened on
 *   only: moving to another attachment starts that one from its beginning.
 * - The picture-in-picture player closes when its post is deleted: the stage watches that post in the entity
 *   store and tells the chart once the post is gone.
 */
import { createActor } from 'xstate';
import { mediaGalleryMachine, type MediaGalleryActor } from '../../machines/media-gallery.machine';
import { pipPlayerMachine, type PipMedia, type PipPlayerActor } from '../../machines/pip-player.machine';
import type { EntityStore } from '../store';
import type { MediaViewerRequest } from './open-media-viewer';

export interface MediaStage {
  gallery: MediaGalleryActor;
  pip: PipPlayerActor;
  open(request: MediaViewerRequest): void;
  /** where the opened attachment starts (seconds), 0 for any other */
  startTimeOf(attachmentId: string): number;
  /** a playing video or audio left the screen: the picture-in-picture player takes over (refused on mobile) */
  handOver(media: PipMedia): void;
  /** the entity store whose deletions close the picture-in-picture player (set by the stage view) */
  watchDeletions(store: EntityStore): () => void;
}

const stages = new WeakMap<object, MediaStage>();

function createMediaStage(): MediaStage {
  const gallery = createActor(mediaGalleryMachine).start();
  const pip = createActor(pipPlayerMachine, { input: { mobile: false } }).start();
  let opened: { attachmentId: string; time: number } | null = null;
  return {
    gallery,
    pip,
    open(request) {
      const attachmentId = request.attachmentIds[request.index];
      opened = attachmentId === undefined ? null : { attachmentId, time: request.startTime ?? 0 };
      gallery.send({
        type: 'OPEN',
        statusId: request.statusId,
        attachmentIds: request.attachmentIds,
        index: request.index,
      });
    },
    startTimeOf: (attachmentId) => (opened?.attachmentId === attachmentId ? opened.time : 0),
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

export function mediaStageOf(owner: object): MediaStage {
  let stage = stages.get(owner);
  if (!stage) stages.set(owner, (stage = createMediaStage()));
  return stage;
}
