/**
 * The server's own pictures (Mastodon's site uploads), which the v2 instance names: the thumbnail at Mastodon's
 * two sizes (1200x630 and twice that) and the two app icons. Each is one calm generated landscape (a pale sky
 * over two soft hills, a low sun), drawn from where each pixel lies in the frame, so a tiny rendering gives the
 * blurhash the instance answers and every size looks the same. Files are compressed PNGs made once per process.
 */
import { encode } from 'blurhash';
import { bytesResponse } from './byte-range';
import { encodePngDeflated } from './encoders';
import type { Rgb } from './pixels';

export const SITE_UPLOADS = '/system/site_uploads';

/** Every site upload the sandbox serves, by file name, with its size in pixels. */
const FILES: ReadonlyMap<string, readonly [number, number]> = new Map([
  ['thumbnail.png', [1200, 630]],
  ['thumbnail@2x.png', [2400, 1260]],
  ['icon-36.png', [36, 36]],
  ['icon-192.png', [192, 192]],
]);

export const siteUploadPaths = {
  thumbnail: `${SITE_UPLOADS}/thumbnail.png`,
  thumbnail2x: `${SITE_UPLOADS}/thumbnail@2x.png`,
  icon: (size: 36 | 192) => `${SITE_UPLOADS}/icon-${size}.png`,
};

const SKY_TOP: Rgb = [201, 220, 236];
const SKY_LOW: Rgb = [244, 232, 218];
const SUN: Rgb = [253, 246, 232];
const FAR_HILL: Rgb = [178, 197, 212];
const NEAR_HILL: Rgb = [134, 158, 176];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((c) => a[c]! + (b[c]! - a[c]!) * t) as Rgb;

/** RGBA pixels (width * height * 4) of the landscape. */
export function renderSiteThumbnail(width: number, height: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  const aspect = width / height;
  for (let x = 0; x < width; x += 1) {
    const u = (x + 0.5) / width;
    // where each hill's ridge is in this column (0 top, 1 bottom)
    const far = 0.64 + 0.04 * Math.sin(u * 8.2 + 0.5);
    const near = 0.78 + 0.05 * Math.sin(u * 5 + 2);
    for (let y = 0; y < height; y += 1) {
      const v = (y + 0.5) / height;
      const dx = (u - 0.7) * aspect;
      const dy = v - 0.5;
      let colour: Rgb;
      if (v >= near) colour = mix(NEAR_HILL, FAR_HILL, (1 - v) * 0.8);
      else if (v >= far) colour = FAR_HILL;
      else if (dx * dx + dy * dy < 0.01) colour = SUN;
      else colour = mix(SKY_TOP, SKY_LOW, v / far);
      const i = (y * width + x) * 4;
      out[i] = colour[0];
      out[i + 1] = colour[1];
      out[i + 2] = colour[2];
      out[i + 3] = 255;
    }
  }
  return out;
}

let blurhash: string | null = null;

/** The thumbnail's blurhash (4x4 components, as Mastodon makes a site upload's). */
export function siteThumbnailBlurhash(): string {
  if (blurhash === null) {
    const [width, height] = [38, 20];
    blurhash = encode(renderSiteThumbnail(width, height), width, height, 4, 4);
  }
  return blurhash;
}

const made = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** Serves a site upload by path (`range` is the request's Range header); any other name answers 404. */
export async function serveSiteUpload(path: string, range: string | null = null): Promise<Response> {
  const name = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  const size = path.startsWith(`${SITE_UPLOADS}/`) ? FILES.get(name) : undefined;
  if (size === undefined) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  let bytes = made.get(name);
  if (bytes === undefined) {
    bytes = encodePngDeflated(renderSiteThumbnail(size[0], size[1]), size[0], size[1]);
    made.set(name, bytes);
  }
  const headers = { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' };
  return bytesResponse(await bytes, headers, range);
}
