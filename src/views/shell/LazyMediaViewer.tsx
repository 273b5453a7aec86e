import { lazy, Suspense } from 'react';
import { overlays } from '../common/overlays-loader';
import { useMediaViewerWanted } from '../../services/media/media-viewer-wanted';

/** The media viewer and the picture-in-picture player, with their strings: downloaded when media are first opened. */
const MediaViewerScope = lazy(() => overlays().then((m) => m.loadMediaViewer()));

/** Nothing on the first path but this loader: the stage loads the first time a reader opens or plays media. */
export function LazyMediaViewer() {
  const wanted = useMediaViewerWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MediaViewerScope />
    </Suspense>
  );
}
