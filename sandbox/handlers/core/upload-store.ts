import type { SandboxDb } from '../../kernel/db';
import { MEDIA_ROOT } from '../../media-files';

/** Uploaded files (media, thumbnails, avatars, headers) kept in memory per sandbox, served under MEDIA_ROOT/uploads. */
interface StoredFile {
  bytes: ArrayBuffer;
  type: string;
}

const stores = new WeakMap<SandboxDb, Map<string, StoredFile>>();

function storeOf(db: SandboxDb): Map<string, StoredFile> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/ogg': 'ogv',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/webm': 'weba',
};

/** Stores a file and returns its path, e.g. /system/media/uploads/{key}/original.png */
export async function storeUpload(
  db: SandboxDb,
  key: string,
  name: string,
  file: File,
): Promise<{ path: string; bytes: ArrayBuffer }> {
  const bytes = await file.arrayBuffer();
  const ext = EXTENSIONS[file.type] ?? 'bin';
  const path = `${MEDIA_ROOT}/uploads/${encodeURIComponent(key)}/${name}.${ext}`;
  storeOf(db).set(path, { bytes, type: file.type || 'application/octet-stream' });
  return { path, bytes };
}

/** The stored upload for a request path, or null. */
export function uploadResponse(db: SandboxDb, pathname: string): Response | null {
  const file = storeOf(db).get(pathname);
  if (!file) return null;
  return new Response(file.bytes, {
    status: 200,
    headers: { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=31536000' },
  });
}

/** Width and height from PNG, GIF or JPEG headers; null for anything else. */
export function imageSize(buffer: ArrayBuffer): { width: number; height: number } | null {
  const b = new Uint8Array(buffer);
  const view = new DataView(buffer);
  if (b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < b.length) {
      if (b[offset] !== 0xff) return null;
      const marker = b[offset + 1]!;
      const length = view.getUint16(offset + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      offset += 2 + length;
    }
  }
  return null;
}
