import type { SandboxDb } from '../../kernel/db';
import type { StatusRecord } from '../../kernel/records';
import { canSee, isHiddenFromFeedsOf } from '../../kernel/visibility';
import { newestFirst } from './lookup';

/** Visible ancestors, oldest first (a hidden parent ends the chain, as on Mastodon). */
export function ancestorsOf(db: SandboxDb, status: StatusRecord, viewerId: string | null): StatusRecord[] {
  const out: StatusRecord[] = [];
  const seen = new Set([status.id]);
  let current = status;
  while (current.in_reply_to_id && !seen.has(current.in_reply_to_id)) {
    const parent = db.statuses.get(current.in_reply_to_id);
    if (!parent || parent.deleted || !canSee(db, viewerId, parent)) break;
    seen.add(parent.id);
    out.unshift(parent);
    current = parent;
  }
  return out;
}

/** Visible descendants in depth-first order (replies in time order), leaving out authors the viewer hides. */
export function descendantsOf(db: SandboxDb, status: StatusRecord, viewerId: string | null): StatusRecord[] {
  const children = new Map<string, StatusRecord[]>();
  for (const other of db.statuses.values()) {
    if (!other.in_reply_to_id || other.deleted || other.reblog_of_id) continue;
    const list = children.get(other.in_reply_to_id) ?? [];
    list.push(other);
    children.set(other.in_reply_to_id, list);
  }
  const out: StatusRecord[] = [];
  const visit = (id: string, depth: number) => {
    if (depth > 100) return;
    for (const child of newestFirst(children.get(id) ?? []).reverse()) {
      if (!canSee(db, viewerId, child) || isHiddenFromFeedsOf(db, viewerId, child)) continue;
      out.push(child);
      visit(child.id, depth + 1);
    }
  };
  visit(status.id, 0);
  return out;
}

/** kmyblue references of a status (with_reference=1), those the viewer may see. */
export function referencesOf(db: SandboxDb, status: StatusRecord, viewerId: string | null): StatusRecord[] {
  return status.reference_ids
    .map((id) => db.statuses.get(id))
    .filter((s): s is StatusRecord => s !== undefined && !s.deleted && canSee(db, viewerId, s));
}
