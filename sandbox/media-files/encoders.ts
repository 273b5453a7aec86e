/** Minimal PNG (uncompressed or platform-deflated) and WAV encoders in plain TypeScript, usable in Node and browsers. */
import { concatBytes } from './ebml';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(n: number): Uint8Array {
  return new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes([new TextEncoder().encode(type), data]);
  return concatBytes([u32(data.length), typed, u32(crc32(typed))]);
}

/** zlib stream made of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let offset = 0; offset < data.length || offset === 0; offset += 65535) {
    const block = data.subarray(offset, Math.min(offset + 65535, data.length));
    const final = offset + 65535 >= data.length ? 1 : 0;
    const len = block.length;
    parts.push(new Uint8Array([final, len & 255, len >>> 8, ~len & 255, (~len >>> 8) & 255]), block);
    if (data.length === 0) break;
  }
  parts.push(u32(adler32(data)));
  return concatBytes(parts);
}

/** A truecolour PNG's scanlines from RGBA pixels (alpha dropped), each row behind filter byte 0 (none). */
function scanlines(pixels: Uint8ClampedArray, width: number, height: number): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const src = (y * width + x) * 4;
      const dst = row + 1 + x * 3;
      raw[dst] = pixels[src]!;
      raw[dst + 1] = pixels[src + 1]!;
      raw[dst + 2] = pixels[src + 2]!;
    }
  }
  return raw;
}

function pngFile(width: number, height: number, zlibData: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = concatBytes([u32(width), u32(height), new Uint8Array([8, 2, 0, 0, 0])]);
  return concatBytes([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibData),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A truecolour PNG from RGBA pixels (alpha dropped). */
export function encodePng(pixels: Uint8ClampedArray, width: number, height: number): Uint8Array<ArrayBuffer> {
  return pngFile(width, height, zlibStored(scanlines(pixels, width, height)));
}

/**
 * The same PNG compressed (the platform's zlib deflate, CompressionStream): for large pictures, which would
 * weigh megabytes stored uncompressed.
 */
export async function encodePngDeflated(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const zlib = new Blob([scanlines(pixels, width, height)]).stream().pipeThrough(new CompressionStream('deflate'));
  return pngFile(width, height, new Uint8Array(await new Response(zlib).arrayBuffer()));
}

/** A mono 8-bit PCM WAV: a fading sine tone. */
export function encodeToneWav(frequency: number, seconds: number, sampleRate = 8000): Uint8Array<ArrayBuffer> {
  const samples = Math.round(seconds * sampleRate);
  const out = new Uint8Array(44 + samples);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const fade = 1 - i / samples;
    out[44 + i] = Math.round(128 + 100 * fade * Math.sin((2 * Math.PI * frequency * i) / sampleRate));
  }
  return out;
}
