/**
 * How the audio visualiser is drawn on its square canvas: the poster's circle sits in the middle with a
 * diameter of half the canvas, and the three band levels (low, middle, high; each 0..1) push a wavy outline out
 * from it, one layer per band, in the accent colour. While every band is silent (paused, reduced motion, no
 * analyser) only a still ring is drawn around the circle.
 */
import type { BandLevels } from '../../../machines/audio-visualiser';

/** The canvas is this many pixels wide and high; CSS scales it to the player's height. */
export const VISUALISER_CANVAS_SIZE = 400;

/** The parts of a 2D canvas context the drawing uses. */
export type VisualiserContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'beginPath' | 'arc' | 'moveTo' | 'lineTo' | 'closePath' | 'fill' | 'stroke'
> & {
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  strokeStyle: CanvasRenderingContext2D['strokeStyle'];
  globalAlpha: number;
  lineWidth: number;
};

/** Levels below this count as silence. */
const SILENCE = 0.005;
/** Each band's layer has this many bulges around the circle, turned by this much, so the layers differ. */
const LOBES = [3, 5, 7] as const;
const TURNS = [0, Math.PI / 5, Math.PI / 3] as const;
/** The low band is drawn outermost and faintest, the high band innermost and strongest. */
const ALPHAS = [0.3, 0.45, 0.6] as const;
const POINTS = 120;

export function isSilent(bands: BandLevels): boolean {
  return bands.every((level) => !(level > SILENCE));
}

/** Draws one frame: the still ring, or one layer per band. */
export function drawVisualiser(context: VisualiserContext, bands: BandLevels, accent: string): void {
  const size = VISUALISER_CANVAS_SIZE;
  const centre = size / 2;
  const base = size / 4 + 4;
  context.clearRect(0, 0, size, size);
  context.fillStyle = accent;
  context.strokeStyle = accent;

  if (isSilent(bands)) {
    context.globalAlpha = 0.6;
    context.lineWidth = 2;
    context.beginPath();
    context.arc(centre, centre, base, 0, 2 * Math.PI);
    context.stroke();
    context.globalAlpha = 1;
    return;
  }

  const reach = size / 2 - base - 4;
  for (let band = 0; band < bands.length; band += 1) {
    const level = Math.min(1, Math.max(0, bands[band] ?? 0));
    const lobes = LOBES[band] ?? 3;
    const turn = TURNS[band] ?? 0;
    context.globalAlpha = ALPHAS[band] ?? 0.5;
    context.beginPath();
    for (let point = 0; point <= POINTS; point += 1) {
      const angle = (point / POINTS) * 2 * Math.PI;
      const radius = base + reach * level * (0.55 + 0.45 * Math.cos(lobes * angle + turn));
      const x = centre + radius * Math.cos(angle);
      const y = centre + radius * Math.sin(angle);
      if (point === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.closePath();
    context.fill();
  }
  context.globalAlpha = 1;
}
