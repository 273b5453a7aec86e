/** A hashtag's use as its history tells it: the posts of the days the server counted, and how many days. */
import type { TagHistoryDay } from '../../domain/entities/tag';

export interface TagUses {
  uses: number;
  days: number;
}

export function tagUses(history: readonly TagHistoryDay[]): TagUses {
  return { uses: history.reduce((sum, day) => sum + day.uses, 0), days: history.length };
}
