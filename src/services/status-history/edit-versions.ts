/**
 * A post's edit history (GET /api/v1/statuses/{id}/history, which answers the versions oldest first) as the
 * history dialog lists it: newest first, the oldest marked as the original; each version with its time, content
 * (server HTML, sanitised by the view), content warning, sensitivity, how many media it carried, its poll options,
 * and how its poll changed from the version before (added, removed, options changed).
 */
import type { CustomEmoji } from '../../domain/entities';
import { asArray, asBoolean, asString, isRecord } from '../../domain/entities/coerce';
import { normaliseCustomEmojis } from '../../domain/entities/custom-emoji';

export type PollChange = 'added' | 'removed' | 'changed' | null;

export interface EditVersion {
  /** unique in the history (the position from the oldest) */
  key: string;
  createdAt: string;
  /** server HTML, to be sanitised */
  content: string;
  spoilerText: string;
  sensitive: boolean;
  mediaCount: number;
  /** the poll's options in this version; null without a poll */
  pollOptions: readonly string[] | null;
  /** how the poll differs from the version before; null for the original or when unchanged */
  pollChange: PollChange;
  emojis: readonly CustomEmoji[];
  /** the first version, as first posted */
  original: boolean;
}

function pollOptionsOf(raw: unknown): string[] | null {
  if (!isRecord(raw)) return null;
  return asArray(raw.options).map((option) => (isRecord(option) ? asString(option.title) : ''));
}

function pollChangeOf(before: readonly string[] | null, now: readonly string[] | null): PollChange {
  if (before === null) return now === null ? null : 'added';
  if (now === null) return 'removed';
  const same = before.length === now.length && before.every((title, i) => title === now[i]);
  return same ? null : 'changed';
}

/** The versions of the server's answer, newest first; entries that are not versions are left out. */
export function editVersionsOf(raw: unknown): EditVersion[] {
  const chronological = asArray(raw).filter(isRecord);
  const versions: EditVersion[] = [];
  let previousPoll: readonly string[] | null = null;
  chronological.forEach((entry, index) => {
    const pollOptions = pollOptionsOf(entry.poll);
    versions.push({
      key: String(index),
      createdAt: asString(entry.created_at),
      content: asString(entry.content),
      spoilerText: asString(entry.spoiler_text),
      sensitive: asBoolean(entry.sensitive, false),
      mediaCount: asArray(entry.media_attachments).length,
      pollOptions,
      pollChange: index === 0 ? null : pollChangeOf(previousPoll, pollOptions),
      emojis: normaliseCustomEmojis(entry.emojis),
      original: index === 0,
    });
    previousPoll = pollOptions;
  });
  return versions.reverse();
}
