import { lazy, Suspense } from 'react';
import { overlays } from '../common/overlays-doorway';
import { useMediaStageWanted } from '../../services/media/media-stage-signal';

/** The media viewer and the picture-in-picture player, with their strings: downloaded when media are first opened. */
const MediaStage = lazy(() => overlays().then((m) => m.loadMediaStage()));

/** Nothing on the first path but this doorway: the stage loads the first time a reader opens or plays media. */
export function MediaStageDoorway() {
  const wanted = useMediaStageWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MediaStage />
    </Suspense>
  );
}
