/**
 * What the sandbox's generated videos show, frame by frame, in whole 16x16 macroblocks: a background in the
 * media's palette, a bright bar sweeping left to right (one sweep every two seconds) and, on the last full
 * macroblock row, a progress bar that fills as the video plays. A paused or sought frame therefore shows how
 * far into the video it is.
 */
import { pictureStyle, type Rgb } from './pixels';
import type { Vp8Picture, Yuv } from './vp8-keyframe';

export interface SceneSpec {
  width: number;
  height: number;
  frameRate: number;
  durationSeconds: number;
  /** palette seed (see pictureStyle); the same seed always gives the same colours */
  seed?: number;
}

/** Studio-range BT.601, the colour space VP8 streams declare. */
export function rgbToYuv([r, g, b]: Rgb): Yuv {
  return {
    y: 16 + 0.257 * r + 0.504 * g + 0.098 * b,
    u: 128 - 0.148 * r - 0.291 * g + 0.439 * b,
    v: 128 + 0.439 * r - 0.368 * g - 0.071 * b,
  };
}

/** Frames in a video: whole frames at the frame rate, at least one. */
export const frameCount = (spec: SceneSpec) => Math.max(1, Math.round(spec.frameRate * spec.durationSeconds));

/** The picture of frame `index` (0-based). */
export function sceneFrame(spec: SceneSpec, index: number): Vp8Picture {
  const style = pictureStyle(spec.seed ?? 0x5eed);
  const background = rgbToYuv(style.to);
  const track = rgbToYuv(style.to.map((c) => c * 0.6) as Rgb);
  const bar = rgbToYuv(style.dot);
  const progress = rgbToYuv(style.from);
  const columns = Math.ceil(spec.width / 16);
  const progressRow = Math.max(0, Math.floor(spec.height / 16) - 1);
  const barColumn = Math.floor((index * columns) / (2 * spec.frameRate)) % columns;
  const filled = Math.round(((index + 1) * columns) / frameCount(spec));
  return {
    width: spec.width,
    height: spec.height,
    colourAt(column, row) {
      if (row === progressRow) return column < filled ? progress : track;
      if (row < progressRow && column === barColumn) return bar;
      return background;
    },
  };
}
