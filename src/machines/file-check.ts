/**
 * Whether a picked file can succeed as an attachment, judged before it is sent (a pure rule of the upload
 * machine): an empty file never can; a file whose first bytes are of a kind the server does not list among its
 * supported types (configuration.media_attachments.supported_mime_types) is refused whatever its name or the type
 * the browser guessed from it says (an executable renamed setup.png is not a picture); a file over the server's
 * size limit for its kind (pictures: image_size_limit; video and audio: video_size_limit) is refused. What the
 * server does not say is not checked: the server judges.
 */

/** What the server says of the files it takes (v2/instance configuration.media_attachments). */
export interface MediaLimits {
  supportedTypes?: readonly string[];
  /** bytes */
  imageSizeLimit?: number;
  /** bytes, for video and audio */
  videoSizeLimit?: number;
}

/** Why a file is refused before sending; `kind: 'refused'` tells it from a failure of the upload. */
export type FileRefusal =
  | { kind: 'refused'; reason: 'empty' }
  | { kind: 'refused'; reason: 'type' }
  | { kind: 'refused'; reason: 'size'; limit: number };

/** How many of a file's first bytes the check reads. */
export const HEAD_BYTES = 32;

const ascii = (head: Uint8Array, at: number, text: string) =>
  [...text].every((char, offset) => head[at + offset] === char.charCodeAt(0));
const bytes = (head: Uint8Array, at: number, values: readonly number[]) =>
  values.every((value, offset) => head[at + offset] === value);

/** ISO base media (MP4, MOV, M4A, AVIF, HEIC): the types its `ftyp` major brand stands for. */
function isoTypes(brand: string): string[] {
  if (brand === 'avif' || brand === 'avis') return ['image/avif'];
  if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return ['image/heic', 'image/heif'];
  if (brand === 'qt  ') return ['video/quicktime'];
  if (brand === 'M4A ' || brand === 'M4B ') return ['audio/mp4', 'audio/x-m4a', 'audio/m4a'];
  return ['video/mp4', 'video/quicktime', 'audio/mp4', 'video/x-m4v'];
}

/**
 * The media types a file's first bytes say it is (any of them will do), or none when they are of no picture,
 * video or audio kind this rule knows.
 */
export function sniffTypes(head: Uint8Array): string[] {
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return ['image/jpeg'];
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ['image/png', 'image/apng'];
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return ['image/gif'];
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return ['image/webp'];
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE'))
    return ['audio/wave', 'audio/wav', 'audio/x-wav', 'audio/x-pn-wave', 'audio/vnd.wave'];
  if (ascii(head, 4, 'ftyp')) return isoTypes(String.fromCharCode(...head.subarray(8, 12)));
  if (bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return ['video/webm', 'audio/webm'];
  if (ascii(head, 0, 'OggS')) return ['audio/ogg', 'video/ogg', 'audio/opus'];
  if (ascii(head, 0, 'fLaC')) return ['audio/flac', 'audio/x-flac'];
  if (ascii(head, 0, 'ID3')) return ['audio/mpeg', 'audio/mp3'];
  // an MPEG audio frame (11 sync bits; layer bits not 00), or AAC's ADTS (12 sync bits, layer 00)
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) return ['audio/aac', 'audio/x-aac'];
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0)
    return ['audio/mpeg', 'audio/mp3'];
  if (ascii(head, 0, 'BM')) return ['image/bmp'];
  if (bytes(head, 0, [0x49, 0x49, 0x2a, 0x00]) || bytes(head, 0, [0x4d, 0x4d, 0x00, 0x2a])) return ['image/tiff'];
  return [];
}

/** Why `file` cannot succeed on a server with these limits, or null when the server should be asked. */
export function fileRefusal(file: { size: number; head: Uint8Array }, limits: MediaLimits): FileRefusal | null {
  if (file.size === 0) return { kind: 'refused', reason: 'empty' };
  const types = sniffTypes(file.head);
  const supported = limits.supportedTypes;
  if (supported && supported.length > 0 && !types.some((type) => supported.includes(type)))
    return { kind: 'refused', reason: 'type' };
  const picture = types.some((type) => type.startsWith('image/'));
  const limit = types.length === 0 ? undefined : picture ? limits.imageSizeLimit : limits.videoSizeLimit;
  if (limit !== undefined && limit > 0 && file.size > limit) return { kind: 'refused', reason: 'size', limit };
  return null;
}

export function isFileRefusal(error: unknown): error is FileRefusal {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'refused';
}
