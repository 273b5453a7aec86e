/**
 * The outbox's rules: what a failed attempt means (no answer: wait for the server; a 4xx but 408 and 429: refused,
 * kept for the reader; anything else: try again after a pause), the refusal kept, the next post to send and how
 * a post joins or leaves the outbox.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import {
  EditNotCurrentError,
  attemptFailure,
  nextToSend,
  refusalOf,
  withEntry,
  withoutEntry,
  type OutboxEntry,
} from '../../../src/machines/outbox-rules';
import { initialDraft } from '../../../src/machines/compose-reset';
import { SPEC_DEFAULTS } from '../../../src/machines/compose-types';
import { entryOf } from '../../../src/services/compose/outbox';

const answered = (status: number, serverMessage: string | null = null) =>
  new ApiError({ kind: 'response', status, serverMessage, message: String(status), method: 'POST' });
const entry = (key: string, text = key): OutboxEntry =>
  entryOf({ draft: { ...initialDraft(SPEC_DEFAULTS, key), text }, media: [] }, '1', 5);

describe('a failed attempt', () => {
  it('with no answer at all waits for the server', () => {
    expect(attemptFailure(new ApiError({ kind: 'network', message: 'Failed to fetch' }))).toBe('unreachable');
  });

  it('refused by the server (a 4xx but 408 and 429) is not tried again', () => {
    for (const status of [400, 403, 404, 410, 422]) expect(attemptFailure(answered(status))).toBe('refused');
  });

  it('an edit whose post changed elsewhere since, or is gone, is refused, and says which', () => {
    for (const reason of ['stale', 'gone'] as const) {
      expect(attemptFailure(new EditNotCurrentError(reason))).toBe('refused');
      expect(refusalOf(new EditNotCurrentError(reason))).toEqual({ status: 0, message: null, edit: reason });
    }
  });

  it('anything else is tried again after a pause', () => {
    for (const status of [408, 429, 500, 503]) expect(attemptFailure(answered(status))).toBe('later');
    expect(attemptFailure(new ApiError({ kind: 'timeout', message: 'late' }))).toBe('later');
    expect(attemptFailure(new ApiError({ kind: 'malformed', message: 'unreadable' }))).toBe('later');
    expect(attemptFailure(new TypeError('a bug'))).toBe('later');
  });

  it('keeps the server’s status and words for the reader', () => {
    expect(refusalOf(answered(422, 'Text too long'))).toEqual({ status: 422, message: 'Text too long' });
    expect(refusalOf(answered(403))).toEqual({ status: 403, message: null });
    expect(refusalOf(new Error('not an answer'))).toEqual({ status: 0, message: null });
    expect(refusalOf(new ApiError({ kind: 'response', message: 'no status' }))).toEqual({ status: 0, message: null });
  });
});

describe('the posts waiting', () => {
  it('go oldest first, passing over the refused ones', () => {
    const refused = { ...entry('a'), refusal: { status: 422, message: null } };
    expect(nextToSend([refused, entry('b'), entry('c')])?.id).toBe('b');
    expect(nextToSend([refused])).toBeUndefined();
  });

  it('a post queued again replaces itself in place; one taken out leaves the others', () => {
    const list = withEntry(withEntry([], entry('a')), entry('b'));
    expect(withEntry(list, entry('a', 'changed')).map((e) => e.saved.draft.text)).toEqual(['changed', 'b']);
    expect(withoutEntry(list, 'a').map((e) => e.id)).toEqual(['b']);
  });
});
