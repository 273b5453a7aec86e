import type { SandboxDb } from '../../kernel/db';
import type { AccountRecord, StatusRecord } from '../../kernel/records';
import { canSee } from '../../kernel/visibility';

export interface AccountStatusFilter {
  pinned: boolean;
  excludeReplies: boolean;
  excludeReblogs: boolean;
  onlyMedia: boolean;
  tagged: string | null;
}

/**
 * A profile's posts the viewer may see. exclude_replies keeps self-replies (thread continuations); only_media and
 * tagged leave out boosts; pinned gives the pinned posts only. Nothing when the account blocks the viewer.
 */
export function accountStatuses(
  db: SandboxDb,
  account: AccountRecord,
  viewerId: string | null,
  filter: AccountStatusFilter,
): StatusRecord[] {
  if (account.suspended) return [];
  if (viewerId && db.blocks.has(account.id, viewerId)) return [];
  const tag = filter.tagged?.replace(/^#/, '').toLowerCase() ?? null;
  return [...db.statuses.values()].filter((status) => {
    if (status.account_id !== account.id || status.deleted) return false;
    if (filter.pinned && (!status.pinned || status.reblog_of_id)) return false;
    if (status.reblog_of_id && (filter.excludeReblogs || filter.onlyMedia || tag)) return false;
    if (filter.excludeReplies && status.in_reply_to_id) {
      const parent = db.statuses.get(status.in_reply_to_id);
      if (!parent || parent.account_id !== account.id) return false;
    }
    if (filter.onlyMedia && status.media_ids.length === 0) return false;
    if (tag && !status.tags.some((t) => t.toLowerCase() === tag)) return false;
    return canSee(db, viewerId, status);
  });
}
