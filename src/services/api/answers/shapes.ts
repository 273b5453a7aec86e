/**
 * The small vocabulary the answer checks are written in. A guard looks at one value and answers null when the
 * client can rely on it, or what is wrong: '' for the value itself, else `.` and the name of the first field that
 * is missing or of the wrong type ('.account'), which follows the kind of value in messages ('status.account').
 * Hand-written rather than a validation library: the checks the home timeline needs load before its first post,
 * where every byte counts (see ../answer-check.ts).
 */
import { asId, isRecord } from '../../../domain/entities/coerce';
import type { AnswerCheck } from '../answer-check';

export type Guard = (value: unknown) => string | null;

/** a non-empty string or a number (servers send either; entities/coerce.ts) */
export const id: Guard = (value) => (asId(value) == null ? '' : null);
export const text: Guard = (value) => (typeof value == 'string' ? null : '');

/** An object whose named fields pass their guards. */
export const object =
  (fields: Record<string, Guard>): Guard =>
  (value) => {
    if (!isRecord(value)) return '';
    for (const name in fields) if (fields[name]!(value[name]) != null) return `.${name}`;
    return null;
  };

/** A list whose unreadable items are left out; not a list, or nothing readable in it, fails the answer. */
export const listOf =
  (kind: string, guard: Guard): AnswerCheck =>
  (data, reader) => {
    if (!Array.isArray(data)) return reader.fail('not a list');
    const kept = data.filter((item) => {
      const wrong = guard(item);
      if (wrong != null) reader.drop(kind + wrong);
      return wrong == null;
    });
    if (data.length && !kept.length) reader.fail(`no readable ${kind}`);
    return kept;
  };
