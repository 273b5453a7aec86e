import type { AccountRecord, StatusRecord } from '../kernel/records';
import type { SeedContext } from './context';
import { blankStatus } from './blank';
import { renderContent, type ContentParts } from './content';

export type StatusInit = Partial<StatusRecord> & { account: AccountRecord; at: number; parts?: ContentParts };

/** Creates and stores a status with sensible defaults; `parts` renders text and content. */
export function addStatus(ctx: SeedContext, init: StatusInit): StatusRecord {
  const { account, at, parts, ...fields } = init;
  const stamp = ctx.clock.stamp(at);
  const rendered = parts ? renderContent(ctx.db, { ...parts, domain: account.domain }) : { text: '', content: '' };
  const status: StatusRecord = blankStatus({
    id: stamp.id,
    account_id: account.id,
    created_at: stamp.iso,
    text: rendered.text,
    content: rendered.content,
    markdown: parts?.markdown ?? false,
    mention_ids: (parts?.mentions ?? []).map((m) => m.id),
    tags: parts?.tags ?? [],
    emojis: parts?.emojis ?? [],
    ...fields,
  });
  ctx.db.statuses.set(status.id, status);
  return status;
}

const parsedTimes = new Map<string, number>();

/** Time of a status in epoch ms (parsed once per distinct timestamp). */
export function timeOf(status: StatusRecord): number {
  let ms = parsedTimes.get(status.created_at);
  if (ms === undefined) {
    ms = Date.parse(status.created_at);
    if (parsedTimes.size > 50_000) parsedTimes.clear();
    parsedTimes.set(status.created_at, ms);
  }
  return ms;
}

/** A time between `after` and the seed's latest moment, biased towards soon after `after`. */
export function laterThan(ctx: SeedContext, after: number, maxGapMs: number): number {
  const gap = Math.max(1000, Math.min(maxGapMs, ctx.clock.latest - after));
  return after + 1000 + Math.floor(ctx.random.next() * ctx.random.next() * gap);
}
