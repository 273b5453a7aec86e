/**
 * An image in the media viewer: fitted to the stage, or zoomed (the gallery chart's scale) and panned by
 * dragging, never past its edges (the chart clamps; it is told the fitted and stage sizes whenever they change).
 * A double click toggles the zoom.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { GALLERY_ZOOM_SCALE } from '../../../machines/media-gallery-rules';
import { galleryZoomed, type MediaGalleryActor } from '../../../machines/media-gallery.machine';
import type { MediaAttachment } from '../../../domain/entities';

export function ZoomableImage({ attachment, gallery }: { attachment: MediaAttachment; gallery: MediaGalleryActor }) {
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const zoomed = useSelector(gallery, galleryZoomed);
  const pan = useSelector(gallery, (s) => s.context.pan);

  // the chart needs the fitted picture's size and the stage's, to keep a pan within the picture
  useEffect(() => {
    const image = imageRef.current;
    const stage = image?.parentElement;
    if (!image || !stage) return;
    const measure = () => {
      if (!image.complete || image.naturalWidth === 0) return;
      gallery.send({
        type: 'MEASURE',
        fitted: { width: image.offsetWidth, height: image.offsetHeight },
        viewport: { width: stage.clientWidth, height: stage.clientHeight },
      });
    };
    measure();
    image.addEventListener('load', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(stage);
    return () => {
      image.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [gallery]);

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    if (!zoomed) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    gallery.send({ type: 'PAN', dx: event.clientX - last.x, dy: event.clientY - last.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const src = attachment.url ?? attachment.preview_url ?? attachment.remote_url ?? undefined;
  return (
    <img
      ref={imageRef}
      className={`media-viewer__image${zoomed ? ' media-viewer__image--zoomed' : ''}`}
      src={src}
      alt={attachment.description ?? ''}
      draggable={false}
      style={{
        transform: zoomed ? `translate(${pan.x}px, ${pan.y}px) scale(${GALLERY_ZOOM_SCALE})` : undefined,
      }}
      onDoubleClick={() => gallery.send({ type: 'TOGGLE_ZOOM' })}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    />
  );
}
