import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { ApiError, serverErrorText, toApiError } from '../../../src/domain/errors/api-error';

function fetchErrorWith(fields: Record<string, unknown>): FetchError {
  const error = new FetchError('[GET] "x": failed');
  for (const [key, value] of Object.entries(fields)) Object.defineProperty(error, key, { value });
  return error;
}

describe('toApiError', () => {
  it('converts an ofetch FetchError with an error answer into a response error', () => {
    const response = {
      status: 403,
      statusText: 'Forbidden',
      headers: new Headers({ a: 'b' }),
      _data: { error: 'This action is not allowed' },
    };
    const error = toApiError(fetchErrorWith({ response, data: response._data }), {
      method: 'POST',
      url: 'https://s.example/x',
    });
    expect(error).toMatchObject({
      kind: 'response',
      status: 403,
      statusText: 'Forbidden',
      serverMessage: 'This action is not allowed',
      method: 'POST',
      url: 'https://s.example/x',
    });
    expect(error.message).toBe('This action is not allowed');
  });

  it('recognises timeouts and aborts, also as a FetchError cause', () => {
    expect(toApiError(new DOMException('t', 'TimeoutError')).kind).toBe('timeout');
    expect(toApiError(new DOMException('a', 'AbortError')).kind).toBe('abort');
    const wrapped = new FetchError('[GET] "x": <no response> aborted', { cause: new DOMException('a', 'AbortError') });
    expect(toApiError(wrapped).kind).toBe('abort');
  });

  it('treats a FetchError without a response, or a TypeError, as a network error', () => {
    expect(toApiError(new FetchError('[GET] "x": <no response> fetch failed')).kind).toBe('network');
    expect(toApiError(new TypeError('fetch failed')).kind).toBe('network');
  });

  it('passes ApiErrors through and makes anything else internal', () => {
    const original = new ApiError({ kind: 'timeout', message: 't' });
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('oops'))).toMatchObject({ kind: 'internal', message: 'oops' });
    expect(toApiError(42)).toMatchObject({ kind: 'internal', message: '42' });
  });

  it('reads the server error text only from a non-empty error string', () => {
    expect(serverErrorText({ error: 'x' })).toBe('x');
    expect(serverErrorText({ error: '  ' })).toBeNull();
    expect(serverErrorText({ error: 5 })).toBeNull();
    expect(serverErrorText('error')).toBeNull();
  });
});
