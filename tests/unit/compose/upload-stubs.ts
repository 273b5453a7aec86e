/** Test helpers for the upload machine: actors that wait until the test settles them, and sample files. */
import { fromPromise } from 'xstate';
import type { ApiMediaAttachment } from '../../../src/domain/entities/api-types';
import type { UploadFile } from '../../../src/machines/upload-types';

export interface StubCall {
  src: string;
  input: any;
  signal: AbortSignal;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

const SOURCES = ['sendFile', 'poll', 'saveDescription', 'sendThumbnail'] as const;

export function stubUploadActors() {
  const calls: StubCall[] = [];
  const actors = Object.fromEntries(
    SOURCES.map((src) => [
      src,
      fromPromise<any, any>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ src, input, signal, resolve, reject });
          }),
      ),
    ]),
  ) as Record<(typeof SOURCES)[number], ReturnType<typeof fromPromise<any, any>>>;
  return {
    calls,
    actors,
    of: (src: string) => calls.filter((call) => call.src === src),
    last(src: string): StubCall {
      const call = calls.filter((c) => c.src === src).at(-1);
      if (!call) throw new Error(`no ${src} call`);
      return call;
    },
  };
}

export function sampleFile(name = 'cat.png', type = 'image/png'): UploadFile {
  const blob = new Blob([`bytes of ${name}`], { type });
  return { blob, name, type, size: blob.size };
}

export function attachment(id: string, extra: Partial<ApiMediaAttachment> = {}): ApiMediaAttachment {
  return { id, type: 'image', url: `https://files.example/${id}.png`, description: null, ...extra };
}

/** Lets promise callbacks and the actor's reactions run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
