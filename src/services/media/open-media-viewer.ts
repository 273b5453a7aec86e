/**
 * Opening the media viewer over a post's attachments: the stage is asked for (its code downloads on first use)
 * and its gallery chart opens at the chosen attachment. A video opened from a playing inline player carries its
 * position, so the viewer goes on from there.
 */
import { wantMediaStage } from './media-stage-signal';

export interface MediaViewerRequest {
  statusId: string;
  attachmentIds: readonly string[];
  index: number;
  /** seconds into the opened video or audio (a player handing over) */
  startTime?: number;
}

export function openMediaViewer(owner: object, request: MediaViewerRequest): void {
  wantMediaStage();
  void import('./media-stage').then(({ mediaStageOf }) => mediaStageOf(owner).open(request));
}
