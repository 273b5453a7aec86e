import './upload-xhr-global';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type ApiError } from '../../../src/domain/errors/api-error';
import { rateLimitReset } from '../../../src/services/alerts';
import { uploadForm } from '../../../src/services/compose/upload-actors';
import { xhrUpload } from '../../../src/services/compose/xhr-upload';
import { createApiClient, type UnauthorizedAnswer } from '../../../src/services/api/client';
import { uploadWithProgress } from '../../../src/services/api/media';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { sampleFile } from './upload-stubs';

/** The XMLHttpRequest upload against the sandbox, served by msw (which intercepts XMLHttpRequest). */
const contract = useContractSandbox();
let session: SignedIn;

beforeAll(async () => {
  session = await signIn(contract.origin, { username: 'alice' });
});

afterEach(() => {
  Object.assign(contract.sandbox.ctx.options, {
    latencyMs: 0,
    rateLimitEvery: 0,
    rateLimitBurst: 0,
    faultPaths: [],
    mediaProcessingMs: 1500,
  });
});

function pngFile(name = 'cat.png') {
  // the smallest PNG signature plus an IHDR chunk is enough for the sandbox to take it as an image
  const bytes = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 2, 8, 2,
    0, 0, 0, 0, 0, 0, 0,
  ]);
  const blob = new Blob([bytes], { type: 'image/png' });
  return { blob, name, type: 'image/png', size: blob.size };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the upload to fail');
}

describe('media upload over XMLHttpRequest', () => {
  it('202 means processing; the multipart body carries the file, description and focus', async () => {
    let seen: FormData | null = null;
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v2/media') {
        void request
          .clone()
          .formData()
          .then((form) => {
            seen = form;
          });
      }
    };
    contract.server.events.on('request:start', listener);
    const progress: Array<[number, number]> = [];
    const answer = await xhrUpload({
      server: contract.origin,
      token: session.token,
      body: uploadForm({ file: pngFile(), description: 'a small cat', focus: { x: 0.5, y: -0.25 }, thumbnail: null }),
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    contract.server.events.removeListener('request:start', listener);
    expect(answer.status).toBe(202);
    const body = answer.body as { id: string; description: string; meta: { focus: { x: number; y: number } } };
    expect(body.description).toBe('a small cat');
    expect(body.meta.focus).toEqual({ x: 0.5, y: -0.25 });
    const form = seen as FormData | null;
    expect(form?.get('description')).toBe('a small cat');
    expect(form?.get('focus')).toBe('0.5,-0.25');
    const file = form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('cat.png');
    expect((file as File).size).toBe(pngFile().size);
    // the same attachment, polled: 206 while processing
    const polled = await session.api.media.get(body.id);
    expect(polled.status).toBe(206);
  });

  it('200 when the server is done at once', async () => {
    contract.sandbox.ctx.options.mediaProcessingMs = 0;
    const answer = await xhrUpload({
      server: contract.origin,
      token: session.token,
      body: uploadForm({ file: pngFile(), description: '', focus: null, thumbnail: null }),
    });
    expect(answer.status).toBe(200);
  });

  it('reports upload progress, never above the total', async () => {
    const progress: Array<[number, number]> = [];
    await xhrUpload({
      server: contract.origin,
      token: session.token,
      body: uploadForm({ file: pngFile(), description: '', focus: null, thumbnail: null }),
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(progress.length).toBeGreaterThan(0);
    const [loaded, total] = progress.at(-1)!;
    expect(total).toBeGreaterThan(pngFile().size);
    expect(loaded).toBe(total);
  });

  it('is aborted through its signal', async () => {
    contract.sandbox.ctx.options.latencyMs = 200;
    const controller = new AbortController();
    const pending = xhrUpload({
      server: contract.origin,
      token: session.token,
      body: uploadForm({ file: pngFile(), description: '', focus: null, thumbnail: null }),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.kind).toBe('abort');
    // an already aborted signal sends nothing
    expect(
      (
        await failure(
          xhrUpload({ server: contract.origin, token: session.token, body: new FormData(), signal: controller.signal }),
        )
      ).kind,
    ).toBe('abort');
  });

  it('fails as a timeout when the server shows no progress for the limit, and not while it answers in time', async () => {
    contract.sandbox.ctx.options.latencyMs = 400;
    const body = () => uploadForm({ file: pngFile(), description: '', focus: null, thumbnail: null });
    const stalled = await failure(
      xhrUpload({ server: contract.origin, token: session.token, body: body(), timeoutMs: 100 }),
    );
    expect(stalled.kind).toBe('timeout');
    const answered = await xhrUpload({
      server: contract.origin,
      token: session.token,
      body: body(),
      timeoutMs: 10_000,
    });
    expect([200, 202]).toContain(answered.status);
  });

  it('maps an error answer to an ApiError with the server text', async () => {
    const error = await failure(
      xhrUpload({
        server: contract.origin,
        token: session.token,
        body: uploadForm({
          file: sampleFile('notes.txt', 'text/plain'),
          description: '',
          focus: null,
          thumbnail: null,
        }),
      }),
    );
    expect(error).toMatchObject({
      kind: 'response',
      status: 422,
      method: 'POST',
      url: `${contract.origin}/api/v2/media`,
    });
    expect(error.serverMessage).toMatch(/not supported/);
  });

  it('maps 401 without a token', async () => {
    const error = await failure(
      xhrUpload({
        server: contract.origin,
        token: null,
        body: uploadForm({ file: pngFile(), description: '', focus: null, thumbnail: null }),
      }),
    );
    expect(error).toMatchObject({ kind: 'response', status: 401 });
  });

  it("tells the client of a 401 to the token it carried (the token refusal watch hears uploads' answers too)", async () => {
    const reports: UnauthorizedAnswer[] = [];
    const sent = (token: string | null) =>
      createApiClient({ server: contract.origin, token, onUnauthorized: (answer) => void reports.push(answer) });
    const body = () => uploadForm({ file: pngFile(), description: '', focus: null, thumbnail: null });
    // accepted: nothing to tell
    await uploadWithProgress(sent(session.token), body(), () => {});
    const revoked = await signIn(contract.origin, { username: 'alice' });
    await fetch(`${contract.origin}/_sandbox/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: revoked.token }),
    });
    const error = await failure(uploadWithProgress(sent(revoked.token), body(), () => {}));
    expect(error).toMatchObject({ kind: 'response', status: 401 });
    expect(reports).toEqual([{ token: revoked.token, method: 'POST', url: `${contract.origin}/api/v2/media` }]);
    // without a token a 401 only says the call needs one
    await failure(uploadWithProgress(sent(null), body(), () => {}));
    expect(reports).toHaveLength(1);
  });

  it('maps 429 with X-RateLimit-Reset so the alert can say when to retry', async () => {
    Object.assign(contract.sandbox.ctx.options, {
      rateLimitEvery: 1,
      rateLimitBurst: 1,
      faultPaths: ['/api/v2/media'],
    });
    const error = await failure(
      xhrUpload({
        server: contract.origin,
        token: session.token,
        body: uploadForm({ file: pngFile(), description: '', focus: null, thumbnail: null }),
      }),
    );
    expect(error).toMatchObject({ kind: 'response', status: 429 });
    expect(rateLimitReset(error)).toBeInstanceOf(Date);
  });

  it('maps a dead network to a network ApiError', async () => {
    contract.server.use(http.post('https://unreachable.example/api/v2/media', () => HttpResponse.error()));
    const error = await failure(xhrUpload({ server: 'https://unreachable.example', token: 't', body: new FormData() }));
    expect(error).toMatchObject({ kind: 'network', url: 'https://unreachable.example/api/v2/media' });
    contract.server.resetHandlers();
  });
});
