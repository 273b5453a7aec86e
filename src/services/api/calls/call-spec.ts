import type { AnswerCheck } from '../answer-check';
import type { ApiClient, ApiResponse, RequestOptions } from '../client';
import type { LinkedResult, Page } from '../page';
import { registerCall } from './registry';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One server call of the catalogue (../calls.ts). */
export interface CallSpec {
  /** Stable id, `area.name`: the name is the call function's in its area module. */
  id: string;
  method: HttpMethod;
  /** Absolute from the server origin, with `{name}` placeholders. */
  path: string;
  /** What the client relies on in the answer: the check it passes before anything reads it (../answer-check.ts). */
  answer: AnswerCheck;
  /**
   * true for a core call, one the product is required to make; false for calls beyond those (sign-in, the standard push
   * fallback, editing filters, the server's list of post languages).
   */
  core: boolean;
}

export const entry = (id: string, method: HttpMethod, path: string, answer: AnswerCheck, core = true): CallSpec => ({
  id,
  method,
  path,
  answer,
  core,
});

/** How a call function sends its catalogue call: through the client it was given, by the call's id. */
export interface CallSender {
  /** the client, for what goes beyond the catalogue entry (another address, the token) */
  readonly client: ApiClient;
  /** the answer's body */
  answer<T>(options?: RequestOptions): Promise<T>;
  /** a list paged by the Link header */
  page<T>(options?: RequestOptions): Promise<Page<T>>;
  /** an object paged by the Link header */
  linked<D>(options?: RequestOptions): Promise<LinkedResult<D>>;
  /** the whole response: body, status and headers */
  response<T>(options?: RequestOptions): Promise<ApiResponse<T>>;
}

/** A call function of an area module: the client first, then the call's own arguments; it carries its entry. */
export type AreaCall<A extends unknown[], R> = ((client: ApiClient, ...args: A) => Promise<R>) & {
  readonly spec: CallSpec;
};

/**
 * The call function of a catalogue entry: `send` turns its arguments into the request. An entry is written once,
 * where its area module passes it here: it is registered with the client (calls/registry.ts) when that module
 * loads, and the catalogue of every call (../calls.ts) is read from the area modules.
 */
export function defineCall<A extends unknown[], R>(
  spec: CallSpec,
  send: (call: CallSender, ...args: A) => Promise<R>,
): AreaCall<A, R> {
  registerCall(spec);
  const { id } = spec;
  const call = (client: ApiClient, ...args: A) =>
    send(
      {
        client,
        answer: (options) => client.call(id, options),
        page: (options) => client.callPage(id, options),
        linked: (options) => client.callLinked(id, options),
        response: (options) => client.callRaw(id, options),
      },
      ...args,
    );
  return Object.assign(call, { spec });
}
