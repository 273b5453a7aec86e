/**
 * Opening the media viewer over a post's attachments: the stage is asked for (its code downloads on first use)
 * and its gallery chart opens at the chosen attachment. A video opened from an inline player carries its
 * position and whether it was playing, so the viewer goes on from there; on closing, the viewer gives the
 * position it reached back to that player (`onReturn`).
 */
import type { EntityStore } from '../store';
import { wantMediaViewer } from './media-viewer-wanted';

export interface MediaViewerRequest {
  statusId: string;
  attachmentIds: readonly string[];
  index: number;
  /** seconds into the opened video or audio (a player handing over) */
  startTime?: number;
  /** whether the opened video or audio plays at once (default yes; a handing-over player says if it played) */
  autoPlay?: boolean;
  /** called once when this viewer closes, with where the opened attachment was left (seconds) */
  onReturn?: (time: number) => void;
}

/** Opens the viewer on the stage of the account whose store this is. */
export function openMediaViewer(store: EntityStore, request: MediaViewerRequest): void {
  wantMediaViewer();
  void import('./media-viewer-scope').then(({ mediaViewerScopeOf }) => mediaViewerScopeOf(store).open(request));
}
