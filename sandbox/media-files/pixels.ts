/**
 * Deterministic pictures for the sandbox: the same numeric seed always draws the same picture at any size,
 * so a blurhash computed from a small rendering matches the served file.
 */
export type Rgb = [number, number, number];

/** 32-bit FNV-1a hash of a string, for turning ids into picture seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The palette and shapes a seed stands for. */
export function pictureStyle(seed: number) {
  const hue = seed % 360;
  return {
    from: hsl(hue, 0.65, 0.55),
    to: hsl((hue + 40 + ((seed >>> 9) % 140)) % 360, 0.6, 0.35),
    dot: hsl((hue + 180) % 360, 0.8, 0.7),
    cx: 0.25 + ((seed >>> 3) % 50) / 100,
    cy: 0.25 + ((seed >>> 11) % 50) / 100,
    r: 0.12 + ((seed >>> 17) % 20) / 100,
  };
}

/** RGBA pixels (width * height * 4) of the picture for `seed`. */
export function renderPicture(seed: number, width: number, height: number): Uint8ClampedArray {
  const style = pictureStyle(seed);
  const out = new Uint8ClampedArray(width * height * 4);
  const aspect = width / height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = (x + 0.5) / width;
      const v = (y + 0.5) / height;
      const t = (u + v) / 2;
      const dx = (u - style.cx) * aspect;
      const dy = v - style.cy;
      const inDot = dx * dx + dy * dy < style.r * style.r;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        out[i + c] = inDot ? style.dot[c]! : style.from[c]! * (1 - t) + style.to[c]! * t;
      }
      out[i + 3] = 255;
    }
  }
  return out;
}
