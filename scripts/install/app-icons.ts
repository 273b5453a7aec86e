/**
 * The app's icons, made at build time from one source picture (app-icon.svg: the mark in white on a 100 x 100
 * field) laid on the accent colour:
 * - `any` icons at 192 and 512 pixels: a rounded square, the mark filling most of it;
 * - a `maskable` 512 icon: the colour to every edge, the mark inside the middle 80 % circle that every platform's
 *   mask keeps (the safe zone), so a round or squircle crop never cuts it;
 * - the apple-touch icon (180, square: iOS rounds it itself), and the favicon (the SVG itself, and a 32 PNG).
 * Rasterised by resvg (a Rust renderer shipped as a Node addon: no browser needed).
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

export const ICON_SOURCE = new URL('./app-icon.svg', import.meta.url);

export type IconPurpose = 'any' | 'maskable';

export interface IconSpec {
  /** the file's path from the site's root */
  file: string;
  size: number;
  purpose: IconPurpose;
  /** the field's corner radius, as a share of its side (0: square) */
  corner: number;
  /** how much of the side the mark's 100-unit field takes */
  markShare: number;
  /** listed in the web app manifest (the apple-touch icon and favicon are linked from the page instead) */
  inManifest: boolean;
}

export const ICONS: readonly IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', corner: 0.1875, markShare: 0.72, inManifest: true },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', corner: 0.1875, markShare: 0.72, inManifest: true },
  // the safe zone is a circle whose radius is 40 % of the side; the mark's farthest point (a wing tip) is 44 units
  // of its 100 from the centre, so at a share of 0.6 it reaches 26 % of the side: well inside
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable', corner: 0, markShare: 0.6, inManifest: true },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'any', corner: 0, markShare: 0.66, inManifest: false },
  { file: 'icons/favicon-32.png', size: 32, purpose: 'any', corner: 0.1875, markShare: 0.8, inManifest: false },
];

/** The source picture's drawing (what is inside its <svg>), without comments. */
export function markDrawing(source: string): string {
  const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(source.replace(/<!--[\s\S]*?-->/g, ''));
  if (!inner?.[1]) throw new Error('app icon: the source picture has no <svg> drawing');
  return inner[1].trim();
}

/** One icon as SVG: the field in `colour`, the mark centred on it at its share of the side. */
export function iconSvg(
  spec: Pick<IconSpec, 'size' | 'corner' | 'markShare'>,
  drawing: string,
  colour: string,
): string {
  const { size, corner, markShare } = spec;
  const scale = (size * markShare) / 100;
  const offset = (size - size * markShare) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${size * corner}" fill="${colour}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`
  );
}

/** Every icon as PNG bytes, by file. */
export function renderIcons(colour: string, source = readFileSync(ICON_SOURCE, 'utf8')): Map<string, Uint8Array> {
  const drawing = markDrawing(source);
  const files = new Map<string, Uint8Array>();
  for (const spec of ICONS) {
    const png = new Resvg(iconSvg(spec, drawing, colour), { fitTo: { mode: 'width', value: spec.size } })
      .render()
      .asPng();
    files.set(spec.file, png);
  }
  return files;
}

/** The favicon as SVG (browsers that take one get it sharp at every size). */
export function faviconSvg(colour: string, source = readFileSync(ICON_SOURCE, 'utf8')): string {
  return iconSvg({ size: 100, corner: 0.1875, markShare: 0.8 }, markDrawing(source), colour);
}

/** The width and height a PNG says in its header. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
