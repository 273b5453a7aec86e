import { useEffect, useRef } from 'react';
import { BLURHASH_CANVAS_SIZE, paintBlurhashLater } from '../../../services/blurhash/paint-later';

export interface BlurhashCanvasProps {
  /** null or empty: nothing is painted */
  hash: string | null;
  /** canvas pixels (32 by 32 by default); CSS stretches the canvas over its box */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A decorative blurhash placeholder (aria-hidden). A hash that cannot be decoded is logged and the canvas
 * stays blank.
 */
export function BlurhashCanvas({
  hash,
  width = BLURHASH_CANVAS_SIZE,
  height = BLURHASH_CANVAS_SIZE,
  className,
}: BlurhashCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (canvas === null || hash === null || hash === '') return;
    // the decoder loads once the browser is idle (about 1 KB off the first page); the canvas is blank until then
    paintBlurhashLater(canvas, hash, width, height).catch(() => undefined);
  }, [hash, width, height]);
  return (
    <canvas
      // a new hash gets a fresh (blank) canvas, so a failed decode never leaves the previous picture behind
      key={hash ?? ''}
      ref={ref}
      className={className === undefined ? 'blurhash' : `blurhash ${className}`}
      width={width}
      height={height}
      aria-hidden="true"
    />
  );
}
