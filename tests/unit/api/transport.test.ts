import { describe, expect, it } from 'vitest';
import { exchange, FetchError, parseJsonText } from '../../../src/services/api/transport';
import { toApiError } from '../../../src/domain/errors/api-error';

const URL_ = 'https://server.example/api/v1/x';
const answer =
  (body: BodyInit | null, init: ResponseInit = {}): typeof fetch =>
  async () =>
    new Response(body, init);

describe('transport: one exchange on the platform fetch', () => {
  it('parses JSON answers, also when the content type is missing', async () => {
    const typed = await exchange(
      answer('{"id":"1"}', { headers: { 'content-type': 'application/json; charset=utf-8' } }),
      URL_,
      { method: 'GET' },
    );
    expect(typed.data).toEqual({ id: '1' });
    expect(typed.response.status).toBe(200);
    const untyped = await exchange(answer('[1,2]', { headers: { 'content-type': '' } }), URL_, { method: 'GET' });
    expect(untyped.data).toEqual([1, 2]);
    const vendor = await exchange(
      answer('{"a":true}', { headers: { 'content-type': 'application/activity+json' } }),
      URL_,
      { method: 'GET' },
    );
    expect(vendor.data).toEqual({ a: true });
  });

  it('keeps a body that is not JSON as text, and reads text types as text', async () => {
    expect(
      (
        await exchange(answer('<html>oops</html>', { headers: { 'content-type': 'application/json' } }), URL_, {
          method: 'GET',
        })
      ).data,
    ).toBe('<html>oops</html>');
    expect(
      (await exchange(answer('hello', { headers: { 'content-type': 'text/plain' } }), URL_, { method: 'GET' })).data,
    ).toBe('hello');
  });

  it('has no body for 204 answers and HEAD requests', async () => {
    expect((await exchange(answer(null, { status: 204 }), URL_, { method: 'DELETE' })).data).toBeUndefined();
    expect(
      (await exchange(answer('{"x":1}', { headers: { 'content-type': 'application/json' } }), URL_, { method: 'HEAD' }))
        .data,
    ).toBeUndefined();
  });

  it('reads other types as a blob', async () => {
    const { data } = await exchange(
      answer(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } }),
      URL_,
      { method: 'GET' },
    );
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).size).toBe(3);
  });

  it('rejects an error status with the response and its parsed body, which toApiError reads', async () => {
    const failing = answer('{"error":"Record not found"}', {
      status: 404,
      statusText: 'Not Found',
      headers: { 'content-type': 'application/json' },
    });
    const error = await exchange(failing, URL_, { method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).response?.status).toBe(404);
    expect((error as FetchError).data).toEqual({ error: 'Record not found' });
    expect((error as FetchError).message).toBe(`[GET] "${URL_}": 404 Not Found`);
    const apiError = toApiError(error, { method: 'GET', url: URL_ });
    expect(apiError.kind).toBe('response');
    expect(apiError.serverMessage).toBe('Record not found');
    expect(apiError.status).toBe(404);
  });

  it('rejects a failed exchange with the cause, read as a network or abort failure', async () => {
    const dead: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await exchange(dead, URL_, { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).response).toBeUndefined();
    expect((error as FetchError).message).toBe(`[POST] "${URL_}": <no response> Failed to fetch`);
    expect(toApiError(error).kind).toBe('network');
    const aborted: typeof fetch = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    expect(toApiError(await exchange(aborted, URL_, { method: 'GET' }).catch((e: unknown) => e)).kind).toBe('abort');
  });

  it('drops keys that could reach a prototype, escaped or not', () => {
    const parsed = parseJsonText('{"a":1,"__proto__":{"polluted":true},"b":{"\\u005f_proto__":{"x":1}}}') as Record<
      string,
      unknown
    >;
    expect(parsed.a).toBe(1);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false);
    expect(Object.hasOwn(parsed.b as object, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parseJsonText('{"constructor":{"prototype":{"x":1}},"c":2}')).toEqual({ c: 2 });
    expect(parseJsonText('{"constructor":"plain text"}')).toEqual({ constructor: 'plain text' });
  });
});
