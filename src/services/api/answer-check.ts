/**
 * Answers are checked where they enter: every catalogue call's answer passes the check its catalogue entry names
 * (in its area module, <area>.ts, written with answers/*.ts) before anything else reads it. An answer that is not what the call
 * relies on (text or an HTML page where JSON was expected, which the transport hands over as text; an object where
 * a list was; an entity without the fields it needs) is a failed call of the kind 'malformed', never an empty
 * result. Single unreadable items of an otherwise good answer are left out, and told once per answer on the
 * console, with how many were left out for each reason.
 */
import { malformedAnswerError } from '../../domain/errors/api-error';
import type { CallSpec } from './calls/call-spec';

/** What a check may do with an answer besides returning what may be used of it. */
export interface AnswerReader {
  /** One item is left out; `reason` says briefly why (the console line counts each reason). */
  drop(reason: string): void;
  /** The whole answer is unusable: throws the 'malformed' ApiError. */
  fail(what: string): never;
}

/** Returns what may be used of `data` (unreadable items left out), or calls `reader.fail`. */
export type AnswerCheck = (data: unknown, reader: AnswerReader) => unknown;

/** The answer of `call` as it may be used; throws the 'malformed' ApiError when it cannot be. */
export function checkedAnswer<R extends { data: unknown; url: string }>(call: CallSpec, response: R): R {
  const { id, method, answer } = call;
  const { data, url } = response;
  const dropped: Record<string, number> = {};
  let count = 0;
  const reader: AnswerReader = {
    drop(reason) {
      dropped[reason] = (dropped[reason] ?? 0) + 1;
      count++;
    },
    fail(what) {
      throw malformedAnswerError(`${id}: ${what}`, { method, url, data });
    },
  };
  response.data = answer(data, reader);
  if (count) console.warn(`${id}: left out ${count} unreadable item(s)`, dropped);
  return response;
}

// The home timeline's check and the makers of catalogue entries and call functions are part of the page's main
// chunk: these modules are too small to pay for chunks of their own (measured with bench/home-timeline-js.ts).
export { posts } from './answers/status-guards';
export { defineCall, entry } from './calls/call-spec';
