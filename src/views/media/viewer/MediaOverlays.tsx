/**
 * The page's media overlays (services/media/media-viewer-scope.ts) on screen: the media viewer while the gallery chart is
 * open, and the picture-in-picture player while its chart shows one. It keeps the picture-in-picture chart told
 * of the layout (no picture-in-picture on mobile) and of deletions (its post deleted, it closes).
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { galleryOpen } from '../../../machines/media-gallery.machine';
import { pipShowing } from '../../../machines/pip-player.machine';
import { useAppServices } from '../../../services/app-services/app-services';
import { mediaViewerScopeOf } from '../../../services/media/media-viewer-scope';
import { useLayout } from '../../shell/layout-context';
import { MediaViewer } from './MediaViewer';
import { PipPlayer } from './PipPlayer';

export default function MediaOverlays() {
  const services = useAppServices();
  const stage = mediaViewerScopeOf(services.store);
  const { mode } = useLayout();
  const mobile = mode === 'mobile';
  useEffect(() => stage.pip.send({ type: 'LAYOUT', mobile }), [stage, mobile]);
  useEffect(() => stage.watchDeletions(services.store), [stage, services.store]);
  const viewerOpen = useSelector(stage.gallery, galleryOpen);
  const pipOnScreen = useSelector(stage.pip, pipShowing);
  return (
    <>
      {viewerOpen && <MediaViewer stage={stage} />}
      {pipOnScreen && <PipPlayer stage={stage} />}
    </>
  );
}
