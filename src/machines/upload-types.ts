/**
 * The contract of one attachment's upload: what the upload machine takes, holds, answers and is told. The compose
 * machine spawns one upload actor per attachment; views render an actor's snapshot; the draft store persists
 * `PersistedUpload`.
 */
import type { ApiMediaAttachment } from '../domain/entities/api-types';
import type { MediaLimits } from './file-check';

/** A focal point, both in -1..1 (sent as 'x,y'). */
export interface UploadFocus {
  x: number;
  y: number;
}

/** The file picked, dropped or pasted; the machine never reads it, the injected actors do. */
export interface UploadFile {
  /** the browser's File (a Blob in tests) */
  blob: Blob;
  name: string;
  /** MIME type, e.g. image/png, video/mp4, audio/mpeg */
  type: string;
  size: number;
}

export interface UploadInput {
  /** stable local key, also the persistence key; never the server id (not known before the answer) */
  key: string;
  /** the file to send; null when the attachment already exists on the server (restored, redraft, edit) */
  file: UploadFile | null;
  /** an attachment already on the server: start attached (or processing when `processing`) */
  existing?: { attachment: ApiMediaAttachment; processing: boolean } | null;
  description?: string;
  focus?: UploadFocus | null;
  /** the picked file's name and type when the file itself is not here (restored from a saved draft) */
  fileName?: string | null;
  fileType?: string | null;
  /** what the server says of the files it takes: a file that cannot succeed is refused before it is sent */
  limits?: MediaLimits;
}

export interface UploadContext {
  key: string;
  file: UploadFile | null;
  /** the name and type of the file picked (kept when the file itself is not: a draft restored after a reload) */
  fileName: string | null;
  fileType: string | null;
  /** the server's attachment once the upload answered (null before) */
  attachment: ApiMediaAttachment | null;
  /** percentage 0..100, capped at 100 */
  progress: number;
  /** polls made while processing (the delay before poll n is log2(n) x 1000 ms) */
  attempts: number;
  /** the alt text: kept through retry and through replacing the file */
  description: string;
  focus: UploadFocus | null;
  /** the description/focus last saved on the server (to know whether a PATCH is due) */
  savedDescription: string;
  savedFocus: UploadFocus | null;
  /** a chosen thumbnail (video and audio) waiting to be sent, or null */
  thumbnail: UploadFile | null;
  /** the last failure (ApiError or Error, or the FileRefusal of a file refused before sending), null when none */
  error: unknown;
  /** what the server says of the files it takes (empty when it says nothing) */
  limits: MediaLimits;
}

/** The phases a view and the compose machine care about (from the snapshot's state value). */
export type UploadPhase = 'uploading' | 'processing' | 'attached' | 'failed' | 'removed';

export type UploadEvent =
  /** from the `sendFile` actor: bytes sent so far (the machine caps the percentage at 100) */
  | { type: 'upload.progress'; loaded: number; total: number }
  /** send the file again after a failure (same file, same description) */
  | { type: 'upload.retry' }
  /** a new file for this attachment: the description and focus are kept */
  | { type: 'upload.replace'; file: UploadFile }
  /** description and/or focal point edited (saved on the server once attached) */
  | { type: 'upload.describe'; description: string; focus: UploadFocus | null }
  /** a thumbnail for video or audio (PUT v1/media/{id}) */
  | { type: 'upload.thumbnail'; file: UploadFile }
  | { type: 'upload.remove' };

/** Injected actors (promise actors; `sendFile` also sends `upload.progress` to its parent). */
export interface UploadActorContracts {
  /** the file's first HEAD_BYTES bytes (file-check.ts judges the file by them) */
  readFileHead: { input: { file: UploadFile }; output: Uint8Array };
  /** POST v2/media: 200 -> processing false, 202 -> processing true */
  sendFile: {
    input: { file: UploadFile; description: string; focus: UploadFocus | null; thumbnail: UploadFile | null };
    output: { attachment: ApiMediaAttachment; processing: boolean };
  };
  /** GET v1/media/{id}: 206 -> processing true, 200 -> false */
  poll: { input: { id: string }; output: { attachment: ApiMediaAttachment; processing: boolean } };
  /** PATCH v1/media/{id} with description and focus 'x,y' */
  saveDescription: {
    input: { id: string; description: string; focus: UploadFocus | null };
    output: ApiMediaAttachment;
  };
  /** PUT v1/media/{id} with the thumbnail */
  sendThumbnail: { input: { id: string; file: UploadFile }; output: ApiMediaAttachment };
}

/** What the draft store keeps of one attachment (localStorage JSON; the file itself goes to IndexedDB when it can). */
export interface PersistedUpload {
  key: string;
  phase: 'uploading' | 'processing' | 'attached' | 'failed';
  attachment: ApiMediaAttachment | null;
  description: string;
  focus: UploadFocus | null;
  fileName: string | null;
  fileType: string | null;
}
