import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_TIME_LIMIT_MS, createApiClient } from '../../../src/services/api/client';
import { isApiError, type ApiError } from '../../../src/domain/errors/api-error';

const SERVER = 'https://time.example';

/** A fetch that answers only when the test says so: headers first, then the body. */
function heldFetch() {
  let answerHeaders: (response: Response) => void = () => undefined;
  let bodyController!: ReadableStreamDefaultController<Uint8Array>;
  const fetchFn = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        answerHeaders = resolve;
      }),
  );
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      bodyController = controller;
    },
  });
  return {
    fetch: fetchFn as unknown as typeof fetch,
    sendHeaders: () =>
      answerHeaders(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })),
    sendBody: (text: string) => {
      bodyController.enqueue(new TextEncoder().encode(text));
      bodyController.close();
    },
  };
}

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: ApiError }> {
  try {
    return { value: await promise };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { error };
  }
}

describe('every call has a time limit, judged by progress', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('a read with no answer at all fails as a timeout after the limit, not before', async () => {
    const held = heldFetch();
    const outcome = settle(createApiClient({ server: SERVER, fetch: held.fetch }).request('GET', '/api/v1/x'));
    await vi.advanceTimersByTimeAsync(ANSWER_TIME_LIMIT_MS - 1);
    expect(held.fetch).toHaveBeenCalledTimes(1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await outcome;
    expect(error?.kind).toBe('timeout');
  });

  it('a post that shows no progress fails as a timeout too', async () => {
    const held = heldFetch();
    const outcome = settle(
      createApiClient({ server: SERVER, fetch: held.fetch }).request('POST', '/api/v1/statuses', {
        body: { status: 'hello' },
      }),
    );
    await vi.advanceTimersByTimeAsync(ANSWER_TIME_LIMIT_MS);
    expect((await outcome).error?.kind).toBe('timeout');
  });

  it('the clock starts again when the headers come: a slow answer that keeps coming is not cut', async () => {
    const held = heldFetch();
    const outcome = settle(createApiClient({ server: SERVER, fetch: held.fetch }).request('GET', '/api/v1/x'));
    await vi.advanceTimersByTimeAsync(ANSWER_TIME_LIMIT_MS - 1000);
    held.sendHeaders();
    await vi.advanceTimersByTimeAsync(ANSWER_TIME_LIMIT_MS - 1000);
    held.sendBody('[{"id":"1"}]');
    const { value, error } = await outcome;
    expect(error).toBeUndefined();
    expect(value).toEqual([{ id: '1' }]);
  });

  it('a body that stops coming after the headers fails when the limit passes again', async () => {
    const held = heldFetch();
    const outcome = settle(createApiClient({ server: SERVER, fetch: held.fetch }).request('GET', '/api/v1/x'));
    held.sendHeaders();
    await vi.advanceTimersByTimeAsync(ANSWER_TIME_LIMIT_MS);
    expect((await outcome).error?.kind).toBe('timeout');
  });

  it('0 means no limit (the sign-in page may ask for its own)', async () => {
    const held = heldFetch();
    const outcome = settle(
      createApiClient({ server: SERVER, fetch: held.fetch, timeoutMs: 0 }).request('GET', '/api/v1/x'),
    );
    await vi.advanceTimersByTimeAsync(ANSWER_TIME_LIMIT_MS * 3);
    held.sendHeaders();
    held.sendBody('{}');
    expect((await outcome).value).toEqual({});
  });
});
