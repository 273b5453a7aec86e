import './upload-xhr-global';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { uploadMachine, uploadPhase } from '../../../src/machines/upload.machine';
import type { UploadFile, UploadInput } from '../../../src/machines/upload-types';
import { createUploadActors } from '../../../src/services/compose/upload-actors';
import type { XhrSender } from '../../../src/services/compose/xhr-upload';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { sampleFile } from './upload-stubs';

/** The real upload actors against the sandbox (msw), driven by the upload machine. */
const contract = useContractSandbox();
let session: SignedIn;

interface Seen {
  method: string;
  path: string;
  form: FormData | null;
  json: unknown;
}
const seen: Seen[] = [];
const pending: Array<Promise<void>> = [];

beforeAll(async () => {
  session = await signIn(contract.origin, { username: 'alice' });
  contract.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/v2/media') && !path.startsWith('/api/v1/media')) return;
    const copy = request.clone();
    const type = copy.headers.get('content-type') ?? '';
    pending.push(
      (async () => {
        const entry: Seen = { method: copy.method, path, form: null, json: undefined };
        if (type.includes('multipart/form-data')) entry.form = await copy.formData();
        else if (type.includes('json')) entry.json = await copy.json();
        seen.push(entry);
      })(),
    );
  });
});

afterEach(() => {
  seen.length = 0;
  contract.sandbox.ctx.options.mediaProcessingMs = 1500;
});

function png(name = 'cat.png'): UploadFile {
  const bytes = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 3, 8, 2,
    0, 0, 0,
  ]);
  const blob = new Blob([bytes], { type: 'image/png' });
  return { blob, name, type: 'image/png', size: blob.size };
}

function run(input: Partial<UploadInput>, send?: XhrSender) {
  const actors = createUploadActors({ api: session.api, client: session.client, ...(send ? { send } : {}) });
  const actor = createActor(uploadMachine.provide({ actors }), { input: { key: 'k', file: png(), ...input } });
  actor.start();
  return actor;
}

const idle = (actor: ReturnType<typeof run>) =>
  waitFor(actor, (s) => s.matches({ attached: 'idle' }) || s.matches('failed'), { timeout: 10_000 });

async function requests(method: string): Promise<Seen[]> {
  await Promise.all(pending);
  return seen.filter((entry) => entry.method === method);
}

describe('upload actors against the sandbox', () => {
  it('uploads, polls while the server processes (202, then 206), and ends attached', async () => {
    contract.sandbox.ctx.options.mediaProcessingMs = 1200;
    const actor = run({ description: 'a cat' });
    await waitFor(actor, (s) => uploadPhase(s) === 'processing', { timeout: 5000 });
    const snapshot = await idle(actor);
    expect(uploadPhase(snapshot)).toBe('attached');
    expect(snapshot.context.progress).toBe(100);
    expect(snapshot.context.attempts).toBeGreaterThanOrEqual(1);
    expect(snapshot.context.attachment?.description).toBe('a cat');
    expect((await requests('GET')).length).toBe(snapshot.context.attempts + 1);
  });

  it('focus is sent as x,y', async () => {
    contract.sandbox.ctx.options.mediaProcessingMs = 0;
    const actor = run({ description: 'focused', focus: { x: 0.5, y: -0.25 } });
    let snapshot = await idle(actor);
    const [post] = await requests('POST');
    expect(post?.form?.get('focus')).toBe('0.5,-0.25');
    expect(snapshot.context.attachment?.meta?.focus).toEqual({ x: 0.5, y: -0.25 });
    expect(snapshot.context.savedFocus).toEqual({ x: 0.5, y: -0.25 });
    // a new focal point once attached: PATCH with 'x,y'
    actor.send({ type: 'upload.describe', description: 'focused', focus: { x: -1, y: 0.75 } });
    snapshot = await idle(actor);
    const [patch] = await requests('PATCH');
    expect(patch?.json).toEqual({ description: 'focused', focus: '-1,0.75' });
    expect(snapshot.context.attachment?.meta?.focus).toEqual({ x: -1, y: 0.75 });
  });

  it('description saved with PATCH once attached (through the API)', async () => {
    contract.sandbox.ctx.options.mediaProcessingMs = 0;
    const actor = run({ description: '' });
    await idle(actor);
    actor.send({ type: 'upload.describe', description: 'written after', focus: null });
    const snapshot = await idle(actor);
    expect(snapshot.context).toMatchObject({ savedDescription: 'written after', error: null });
    expect(snapshot.context.attachment?.description).toBe('written after');
    expect((await requests('PATCH')).map((p) => p.path)).toEqual([`/api/v1/media/${snapshot.context.attachment?.id}`]);
  });

  it.each([
    ['video', sampleFile('clip.mp4', 'video/mp4')],
    ['audio', sampleFile('song.mp3', 'audio/mpeg')],
  ])('thumbnail for video and audio: %s', async (kind, file) => {
    contract.sandbox.ctx.options.mediaProcessingMs = 0;
    const actor = run({ file });
    let snapshot = await idle(actor);
    expect(snapshot.context.attachment?.type).toBe(kind);
    actor.send({ type: 'upload.thumbnail', file: png('cover.png') });
    snapshot = await idle(actor);
    const [put] = await requests('PUT');
    expect(put?.path).toBe(`/api/v1/media/${snapshot.context.attachment?.id}`);
    const thumbnail = put?.form?.get('thumbnail') as File | null;
    expect(thumbnail?.name).toBe('cover.png');
    expect(thumbnail?.type).toBe('image/png');
    expect(snapshot.context.thumbnail).toBeNull();
    expect(snapshot.context.attachment?.preview_url).toMatch(/thumbnail/);
  });

  it('sendFile reports progress to the machine and honours the abort of a removal', async () => {
    let signal: AbortSignal | undefined;
    const send: XhrSender = (request) => {
      signal = request.signal;
      request.onProgress?.(50, 200);
      request.onProgress?.(300, 200);
      return new Promise(() => {});
    };
    const actor = run({}, send);
    await waitFor(actor, (s) => s.context.progress === 100);
    expect(signal?.aborted).toBe(false);
    actor.send({ type: 'upload.remove' });
    expect(signal?.aborted).toBe(true);
  });

  it('a refused file fails with the server text and can be replaced', async () => {
    contract.sandbox.ctx.options.mediaProcessingMs = 0;
    const actor = run({ file: sampleFile('notes.txt', 'text/plain'), description: 'kept' });
    const failed = await idle(actor);
    expect(uploadPhase(failed)).toBe('failed');
    expect(failed.context.error).toMatchObject({ kind: 'response', status: 422 });
    actor.send({ type: 'upload.replace', file: png() });
    const attached = await idle(actor);
    expect(attached.context.attachment?.description).toBe('kept');
  });
});
