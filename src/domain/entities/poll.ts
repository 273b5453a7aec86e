/** Poll. Option `voted` is derived from own_votes; `translation` is client-side state. */
import {
  asBoolean,
  asCount,
  asCountOrNull,
  asId,
  asStringOrNull,
  asString,
  isRecord,
  mapDefined,
  asArray,
} from './coerce';
import { normaliseCustomEmojis, type CustomEmoji } from './custom-emoji';
import { emojifyPlainText, emojiMap } from './emojify';

export interface PollOptionTranslation {
  title: string;
  titleHtml: string;
}

export interface PollOption {
  title: string;
  /** Escaped title with custom emoji (HTML string for the sanitiser). */
  titleHtml: string;
  /** Null while the totals are hidden. */
  votes_count: number | null;
  voted: boolean;
  translation: PollOptionTranslation | null;
}

export interface Poll {
  id: string;
  expired: boolean;
  expires_at: string | null;
  multiple: boolean;
  votes_count: number;
  voters_count: number | null;
  voted: boolean;
  own_votes: number[];
  options: PollOption[];
  emojis: CustomEmoji[];
}

export function normalisePoll(raw: unknown): Poll | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  const emojis = normaliseCustomEmojis(raw.emojis);
  const map = emojiMap(emojis);
  const ownVotes = asArray(raw.own_votes).filter(
    (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0,
  );
  const options = mapDefined(raw.options, (item) => (isRecord(item) ? item : null)).map((option, index): PollOption => {
    const title = asString(option.title);
    return {
      title,
      titleHtml: emojifyPlainText(title, map),
      votes_count: asCountOrNull(option.votes_count),
      voted: ownVotes.includes(index),
      translation: null,
    };
  });
  return {
    id,
    expired: asBoolean(raw.expired, false),
    expires_at: asStringOrNull(raw.expires_at),
    multiple: asBoolean(raw.multiple, false),
    votes_count: asCount(raw.votes_count),
    voters_count: asCountOrNull(raw.voters_count),
    voted: asBoolean(raw.voted, ownVotes.length > 0),
    own_votes: ownVotes,
    options,
    emojis,
  };
}

/** Keeps client-side option translations when the option titles did not change. */
export function mergePoll(previous: Poll | undefined, next: Poll): Poll {
  if (previous === undefined || previous.options.length !== next.options.length) return next;
  if (!previous.options.some((o) => o.translation !== null)) return next;
  const sameTitles = previous.options.every((o, i) => o.title === next.options[i]?.title);
  if (!sameTitles) return next;
  return {
    ...next,
    options: next.options.map((o, i) => ({ ...o, translation: previous.options[i]?.translation ?? null })),
  };
}
