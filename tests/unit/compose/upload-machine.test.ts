import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, sendTo, setup, type AnyActorRef } from 'xstate';
import { persistUpload, restoredUploadInput, uploadMachine, uploadPhase } from '../../../src/machines/upload.machine';
import type { UploadInput } from '../../../src/machines/upload-types';
import { attachment, sampleFile, settle, stubUploadActors } from './upload-stubs';
import { waitForState } from '../../support/wait-for-state';

function start(input: Partial<UploadInput> = {}) {
  const stubs = stubUploadActors();
  const actor = createActor(uploadMachine.provide({ actors: stubs.actors }), {
    input: { key: 'u1', file: sampleFile(), ...input },
  });
  actor.start();
  const phase = () => uploadPhase(actor.getSnapshot());
  return { actor, stubs, phase, context: () => actor.getSnapshot().context };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('upload machine', () => {
  it('progress capped at 100 while the file is sent, and 100 once the server has it', async () => {
    const { actor, stubs, context } = start();
    actor.send({ type: 'upload.progress', loaded: 30, total: 120 });
    expect(context().progress).toBe(25);
    actor.send({ type: 'upload.progress', loaded: 130, total: 120 });
    expect(context().progress).toBe(100);
    stubs.last('sendFile').resolve({ attachment: attachment('m1'), processing: false });
    await settle();
    expect(context().progress).toBe(100);
  });

  it('206 means still processing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, stubs, phase, context } = start();
    stubs.last('sendFile').resolve({ attachment: attachment('m1'), processing: true });
    await settle();
    expect(phase()).toBe('processing');
    // poll 1: log2(1) x 1000 = 0 ms
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ processing: 'polling' })).toBe(true);
    expect(stubs.last('poll').input).toEqual({ id: 'm1' });
    stubs.last('poll').resolve({ attachment: attachment('m1'), processing: true });
    await settle();
    expect(actor.getSnapshot().matches({ processing: 'waiting' })).toBe(true);
    expect(context().attempts).toBe(1);
    // poll 2 waits log2(2) x 1000 ms
    await vi.advanceTimersByTimeAsync(999);
    expect(stubs.of('poll')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stubs.of('poll')).toHaveLength(2);
    stubs.last('poll').resolve({ attachment: attachment('m1', { preview_url: 'p' }), processing: true });
    await settle();
    // poll 3 waits log2(3) x 1000 ms
    await vi.advanceTimersByTimeAsync(1584);
    expect(stubs.of('poll')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    stubs.last('poll').resolve({ attachment: attachment('m1', { url: 'done' }), processing: false });
    await settle();
    expect(phase()).toBe('attached');
    expect(context().attachment?.url).toBe('done');
  });

  it('replacing a file keeps its description', async () => {
    const { actor, stubs, context } = start({ description: 'a cat', focus: { x: 0.5, y: -0.5 } });
    const first = stubs.last('sendFile');
    const dog = sampleFile('dog.png');
    actor.send({ type: 'upload.replace', file: dog });
    // the first file's request is abandoned
    expect(first.signal.aborted).toBe(true);
    expect(stubs.last('sendFile').input).toEqual({
      file: dog,
      description: 'a cat',
      focus: { x: 0.5, y: -0.5 },
      thumbnail: null,
    });
    // also once attached: the attachment goes, the description stays
    stubs.last('sendFile').resolve({
      attachment: attachment('m1', { description: 'a cat', meta: { focus: { x: 0.5, y: -0.5 } } }),
      processing: false,
    });
    await settle();
    const bird = sampleFile('bird.png');
    actor.send({ type: 'upload.replace', file: bird });
    expect(context()).toMatchObject({
      file: bird,
      attachment: null,
      progress: 0,
      description: 'a cat',
      focus: { x: 0.5, y: -0.5 },
    });
    expect(stubs.last('sendFile').input.description).toBe('a cat');
  });

  it('failed upload retries with the same file and description', async () => {
    const file = sampleFile();
    const { actor, stubs, phase, context } = start({ file, description: 'alt', focus: { x: 0.1, y: 0.2 } });
    const failure = new Error('offline');
    stubs.last('sendFile').reject(failure);
    await settle();
    expect(phase()).toBe('failed');
    expect(context().error).toBe(failure);
    actor.send({ type: 'upload.retry' });
    expect(phase()).toBe('uploading');
    expect(context().error).toBeNull();
    expect(stubs.of('sendFile')).toHaveLength(2);
    expect(stubs.last('sendFile').input).toEqual({
      file,
      description: 'alt',
      focus: { x: 0.1, y: 0.2 },
      thumbnail: null,
    });
  });

  it('an upload restored without its file cannot be retried, only replaced or removed', () => {
    const { actor, stubs, phase } = start({ file: null, description: 'kept' });
    expect(phase()).toBe('failed');
    expect(actor.getSnapshot().can({ type: 'upload.retry' })).toBe(false);
    actor.send({ type: 'upload.retry' });
    expect(stubs.of('sendFile')).toHaveLength(0);
    actor.send({ type: 'upload.replace', file: sampleFile() });
    expect(stubs.last('sendFile').input.description).toBe('kept');
  });

  it('a failed poll retries by polling, not by sending the file again', async () => {
    const { actor, stubs, phase } = start({ file: null, existing: { attachment: attachment('m9'), processing: true } });
    expect(phase()).toBe('processing');
    // the first poll comes after log2(1) x 1000 = 0 ms
    await waitForState(() => expect(stubs.of('poll')).toHaveLength(1));
    stubs.last('poll').reject(new Error('503'));
    await settle();
    expect(phase()).toBe('failed');
    actor.send({ type: 'upload.retry' });
    await waitForState(() => expect(stubs.of('poll')).toHaveLength(2));
    expect(stubs.of('sendFile')).toHaveLength(0);
  });

  it('description saved with PATCH once attached', async () => {
    const { actor, stubs, context } = start();
    // before the upload finished: only the context changes
    actor.send({ type: 'upload.describe', description: 'first', focus: null });
    expect(stubs.of('saveDescription')).toHaveLength(0);
    stubs.last('sendFile').resolve({ attachment: attachment('m1', { description: 'first' }), processing: false });
    await settle();
    // the server already has it: nothing to save
    expect(actor.getSnapshot().matches({ attached: 'idle' })).toBe(true);
    expect(stubs.of('saveDescription')).toHaveLength(0);
    actor.send({ type: 'upload.describe', description: 'first', focus: null });
    expect(stubs.of('saveDescription')).toHaveLength(0);
    actor.send({ type: 'upload.describe', description: 'second', focus: { x: -1, y: 1 } });
    expect(actor.getSnapshot().matches({ attached: { saving: 'description' } })).toBe(true);
    expect(stubs.last('saveDescription').input).toEqual({ id: 'm1', description: 'second', focus: { x: -1, y: 1 } });
    // a failed save goes back to idle keeping the edit and the error
    const failure = new Error('422');
    stubs.last('saveDescription').reject(failure);
    await settle();
    expect(actor.getSnapshot().matches({ attached: 'idle' })).toBe(true);
    expect(context()).toMatchObject({
      description: 'second',
      focus: { x: -1, y: 1 },
      savedDescription: 'first',
      error: failure,
    });
    actor.send({ type: 'upload.describe', description: 'second', focus: { x: -1, y: 1 } });
    expect(context().error).toBeNull();
    stubs.last('saveDescription').resolve(attachment('m1', { description: 'second' }));
    await settle();
    expect(actor.getSnapshot().matches({ attached: 'idle' })).toBe(true);
    expect(context()).toMatchObject({ savedDescription: 'second', savedFocus: { x: -1, y: 1 }, error: null });
  });

  it('an edit made during an upload is saved once attached', async () => {
    const { actor, stubs } = start({ description: 'sent' });
    actor.send({ type: 'upload.describe', description: 'typed later', focus: null });
    stubs.last('sendFile').resolve({ attachment: attachment('m1', { description: 'sent' }), processing: false });
    await settle();
    expect(stubs.last('saveDescription').input).toEqual({ id: 'm1', description: 'typed later', focus: null });
  });

  it('a thumbnail chosen for a video or audio is PUT once attached, and not twice', async () => {
    const { actor, stubs, context } = start({ file: sampleFile('clip.mp4', 'video/mp4') });
    const early = sampleFile('early.png');
    actor.send({ type: 'upload.thumbnail', file: early });
    // the thumbnail is taken by the request only when the request starts
    expect(stubs.last('sendFile').input.thumbnail).toBeNull();
    stubs.last('sendFile').resolve({ attachment: attachment('m1', { type: 'video' }), processing: false });
    await settle();
    expect(stubs.last('sendThumbnail').input).toEqual({ id: 'm1', file: early });
    stubs.last('sendThumbnail').resolve(attachment('m1', { type: 'video', preview_url: 'thumb' }));
    await settle();
    expect(context()).toMatchObject({ thumbnail: null });
    expect(actor.getSnapshot().matches({ attached: 'idle' })).toBe(true);

    // sent with the file on a retry: no PUT afterwards
    const retried = start({ file: sampleFile('song.mp3', 'audio/mpeg') });
    const cover = sampleFile('cover.png');
    retried.actor.send({ type: 'upload.thumbnail', file: cover });
    retried.stubs.last('sendFile').reject(new Error('offline'));
    await settle();
    retried.actor.send({ type: 'upload.retry' });
    expect(retried.stubs.last('sendFile').input.thumbnail).toBe(cover);
    retried.stubs.last('sendFile').resolve({ attachment: attachment('m2', { type: 'audio' }), processing: false });
    await settle();
    expect(retried.stubs.of('sendThumbnail')).toHaveLength(0);
    expect(retried.context().thumbnail).toBeNull();
  });

  it('removing aborts the request in flight and ends the actor', () => {
    const { actor, stubs, phase } = start();
    actor.send({ type: 'upload.remove' });
    expect(stubs.last('sendFile').signal.aborted).toBe(true);
    expect(phase()).toBe('removed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an existing attachment starts attached with what the server has', () => {
    const existing = attachment('m5', { description: 'server alt', meta: { focus: { x: 0.25, y: 0 } } });
    const { phase, context, stubs } = start({ file: null, existing: { attachment: existing, processing: false } });
    expect(phase()).toBe('attached');
    expect(context()).toMatchObject({
      attachment: existing,
      description: 'server alt',
      savedDescription: 'server alt',
      focus: { x: 0.25, y: 0 },
      progress: 100,
    });
    expect(stubs.calls).toHaveLength(0);
  });

  it('tells its parent on entering each phase', async () => {
    const stubs = stubUploadActors();
    const seen: string[] = [];
    const parent = setup({
      actors: { upload: uploadMachine.provide({ actors: stubs.actors }) },
    }).createMachine({
      invoke: { id: 'child', src: 'upload', input: { key: 'k7', file: sampleFile() } },
      on: {
        'compose.media.changed': { actions: ({ event }) => seen.push((event as unknown as { key: string }).key) },
        relay: { actions: sendTo('child', { type: 'upload.remove' }) },
      },
    });
    const actor = createActor(parent).start();
    expect(seen).toEqual(['k7']);
    stubs.last('sendFile').resolve({ attachment: attachment('m1'), processing: true });
    await settle();
    expect(seen).toEqual(['k7', 'k7']);
    // an edit is not a phase change
    (actor.getSnapshot().children.child as AnyActorRef).send({
      type: 'upload.describe',
      description: 'x',
      focus: null,
    });
    expect(seen).toHaveLength(2);
    actor.send({ type: 'relay' });
    expect(seen).toEqual(['k7', 'k7', 'k7']);
  });

  it('persists what the draft store keeps', async () => {
    const { stubs, actor } = start({ description: 'alt' });
    expect(persistUpload(actor.getSnapshot())).toEqual({
      key: 'u1',
      phase: 'uploading',
      attachment: null,
      description: 'alt',
      focus: null,
      fileName: 'cat.png',
      fileType: 'image/png',
    });
    stubs.last('sendFile').resolve({ attachment: attachment('m1', { description: 'alt' }), processing: false });
    await settle();
    expect(persistUpload(actor.getSnapshot())).toMatchObject({ phase: 'attached', attachment: { id: 'm1' } });
  });

  it('a persisted upload comes back where it stood', async () => {
    const { stubs, actor } = start({ description: 'alt', focus: { x: 0.1, y: 0.1 } });
    const saved = persistUpload(actor.getSnapshot());
    const file = sampleFile();
    // not on the server yet: sent again from its file, or failed without it
    expect(restoredUploadInput(saved, file)).toEqual({
      key: 'u1',
      file,
      existing: null,
      description: 'alt',
      focus: { x: 0.1, y: 0.1 },
      fileName: saved.fileName,
      fileType: saved.fileType,
    });
    expect(uploadPhase(start(restoredUploadInput(saved, null)).actor.getSnapshot())).toBe('failed');
    stubs.last('sendFile').resolve({ attachment: attachment('m1', { description: 'alt' }), processing: true });
    await settle();
    const processing = persistUpload(actor.getSnapshot());
    expect(processing.phase).toBe('processing');
    expect(uploadPhase(start(restoredUploadInput(processing, file)).actor.getSnapshot())).toBe('processing');
    const attached = { ...processing, phase: 'attached' as const };
    const restored = start(restoredUploadInput(attached, null));
    expect(uploadPhase(restored.actor.getSnapshot())).toBe('attached');
    // the edit the server had not saved yet is saved now
    expect(restored.stubs.last('saveDescription').input).toEqual({
      id: 'm1',
      description: 'alt',
      focus: { x: 0.1, y: 0.1 },
    });
  });
});
