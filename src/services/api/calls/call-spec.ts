import type { AnswerCheck } from '../answer-check';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One server call of the catalogue (../calls.ts). */
export interface CallSpec {
  /** Stable id, `area.name`. */
  id: string;
  method: HttpMethod;
  /** Absolute from the server origin, with `{name}` placeholders. */
  path: string;
  /** What the client relies on in the answer: the check it passes before anything reads it (../answer-check.ts). */
  answer: AnswerCheck;
  /**
   * true when the call is listed in spec section 7; false for calls beyond that list (sign-in, the standard push
   * fallback, editing filters, the server's list of post languages).
   */
  spec7: boolean;
}

export const c = (id: string, method: HttpMethod, path: string, answer: AnswerCheck, spec7 = true): CallSpec => ({
  id,
  method,
  path,
  answer,
  spec7,
});
