/**
 * The vocabulary of the answer checks of the areas beyond the home timeline (shapes.ts and status-guards.ts have
 * what that one needs): one entity, an object holding lists (a thread's context, search results, grouped
 * notifications), any JSON; and what the client relies on in those areas' entities: the key the store files them
 * under and the one or two fields a view cannot do without (everything else is read leniently by the entity
 * normalisers in src/domain/entities). One module, so the areas that load it share one chunk.
 */
import { isRecord } from '../../../domain/entities/coerce';
import type { AnswerCheck } from '../answer-check';
import { id, object, text, type Guard } from './shapes';
import { account } from './status-guards';

export const list: Guard = (value) => (Array.isArray(value) ? null : '');

/**
 * Any JSON value: the client relies on nothing in it (the empty `{}` of a deletion). Text is not JSON (the
 * transport hands over a body that does not parse, or an HTML page, as text); only an empty body is fine.
 */
export const anyJson: AnswerCheck = (data, reader) =>
  typeof data == 'string' && data ? reader.fail('not JSON') : data;

/** One entity: an unreadable one fails the answer. */
export const one =
  (kind: string, guard: Guard): AnswerCheck =>
  (data, reader) => {
    const wrong = guard(data);
    return wrong == null ? data : reader.fail(`unreadable ${kind}${wrong}`);
  };

/**
 * An object holding lists: each field of `lists` must be a list (a field of `optionalLists` may also be absent);
 * unreadable items are left out. Items, but not one readable among them all, fail the answer, as does a missing
 * list. Other fields pass as they are.
 */
export const listsIn =
  (
    kind: string,
    lists: Readonly<Record<string, readonly [string, Guard]>>,
    optionalLists: Readonly<Record<string, readonly [string, Guard]>> = {},
  ): AnswerCheck =>
  (data, reader) => {
    if (!isRecord(data)) return reader.fail(`${kind} not an object`);
    const used: Record<string, unknown> = { ...data };
    let items = 0;
    let kept = 0;
    for (const [name, [itemKind, guard]] of Object.entries({ ...lists, ...optionalLists })) {
      const value = data[name];
      if (value == null && name in optionalLists) continue;
      if (!Array.isArray(value)) return reader.fail(`${kind}.${name} not a list`);
      const readable = value.filter((item) => {
        const wrong = guard(item);
        if (wrong != null) reader.drop(itemKind + wrong);
        return wrong == null;
      });
      items += value.length;
      kept += readable.length;
      used[name] = readable;
    }
    if (items > 0 && kept === 0) return reader.fail(`nothing readable in the ${kind}`);
    return used;
  };

/** a record the client knows by its id only (a relationship, a push subscription, a report...) */
export const withId = object({ id });
/** lists, circles, antennas, bookmark categories and filters */
export const titled = object({ id, title: text });
export const tag = object({ name: text });
export const featuredTag = object({ id, name: text });
export const familiarFollowers = object({ id, accounts: list });
export const notification = object({ id, type: text, account });
export const notificationGroup = object({ group_key: id, type: text });
export const notificationRequest = object({ id, account });
export const conversation = object({ id, accounts: list });
export const suggestion = object({ account });
export const announcement = object({ id, content: text });
export const customEmoji = object({ shortcode: text, url: text });
export const poll = object({ id, options: list });
export const media = object({ id, type: text });
export const card = object({ url: text });
/** any object (the server's preferences, markers, instance information...) */
export const record = object({});
