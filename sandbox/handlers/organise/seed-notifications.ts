import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import type { Random } from '../../kernel/random';
import type {
  AccountRecord,
  ListRecord,
  NotificationRecord,
  NotificationType,
  StatusRecord,
} from '../../kernel/records';
import { canSee } from '../../kernel/visibility';
import { policyVerdict } from './notification-policy';
import type { OrganiseStamps } from './seed-stamp';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Types whose sender is the recipient itself (server events about the account). */
const SELF_TYPES = new Set<NotificationType>(['moderation_warning', 'severed_relationships', 'annual_report']);

interface Draft {
  type: NotificationType;
  fromId: string;
  at: number;
  statusId?: string;
  emoji?: { name: string; domain: string | null };
  listId?: string;
  /** force into a notification request whatever the policy says */
  filtered?: boolean;
}

/** Lookups over every status, built once per seed run. */
export interface StatusIndex {
  live: StatusRecord[];
  byAuthor: Map<string, StatusRecord[]>;
}

export function indexStatuses(db: SandboxDb): StatusIndex {
  const live = [...db.statuses.values()].filter((s) => !s.deleted).sort((a, b) => compareIds(b.id, a.id));
  const byAuthor = new Map<string, StatusRecord[]>();
  for (const s of live) byAuthor.set(s.account_id, [...(byAuthor.get(s.account_id) ?? []), s]);
  return { live, byAuthor };
}

const timeOf = (s: StatusRecord) => Date.parse(s.created_at);

/**
 * Seeds one user's notifications from the world as it is: follows, requests, favourites, reactions, reblogs,
 * mentions, references and quotes; with `full`, also poll, status, list_status, update, quoted_update, the admin
 * and account events, and a few notifications filtered into requests. The recipient's policy and blocks apply
 * as they would live.
 */
export function seedNotificationsFor(
  db: SandboxDb,
  random: Random,
  stamps: OrganiseStamps,
  index: StatusIndex,
  recipient: AccountRecord,
  options: { full: boolean; lists: ListRecord[] },
): void {
  const me = recipient.id;
  const cap = (full: number, light: number) => (options.full ? full : light);
  const visible = (s: StatusRecord) => canSee(db, me, s);
  const own = (index.byAuthor.get(me) ?? []).filter((s) => !s.reblog_of_id);
  const ownIds = new Set(own.map((s) => s.id));
  const others = index.live.filter((s) => s.account_id !== me && !s.reblog_of_id && visible(s));
  const drafts: Draft[] = [];
  const soon = (ms: number, spread = 6 * HOUR) => stamps.after(ms, spread, random.next());

  // follow, follow_request
  const followers = db.follows.sources(me).slice(0, cap(12, 5));
  followers.forEach((fromId, i) =>
    drafts.push({
      type: 'follow',
      fromId,
      at: i < 4 ? stamps.now - 2 * HOUR - i * 20 * 60_000 : stamps.now - random.int(1, 14) * DAY,
    }),
  );
  for (const fromId of db.followRequests.sources(me))
    drafts.push({ type: 'follow_request', fromId, at: stamps.now - random.int(1, 72) * HOUR });

  // favourite, emoji_reaction, reblog on the recipient's posts
  for (const status of own.filter((s) => db.favourites.sources(s.id).length > 0).slice(0, cap(8, 3))) {
    for (const fromId of db.favourites.sources(status.id).slice(0, 10)) {
      drafts.push({ type: 'favourite', fromId, statusId: status.id, at: soon(timeOf(status)) });
    }
  }
  const reactions = db.emojiReactions
    .filter((r) => ownIds.has(r.status_id) && r.account_id !== me)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, cap(24, 6));
  for (const r of reactions) {
    drafts.push({
      type: 'emoji_reaction',
      fromId: r.account_id,
      statusId: r.status_id,
      emoji: { name: r.name, domain: r.domain },
      at: Math.min(Date.parse(r.created_at), stamps.latest - 1),
    });
  }
  const reblogs = index.live.filter(
    (s) => s.reblog_of_id !== null && ownIds.has(s.reblog_of_id) && s.account_id !== me,
  );
  for (const s of reblogs.slice(0, cap(10, 3)))
    drafts.push({ type: 'reblog', fromId: s.account_id, statusId: s.reblog_of_id!, at: timeOf(s) });

  // mention, status_reference, quote
  for (const s of others.filter((s) => s.mention_ids.includes(me)).slice(0, cap(15, 5))) {
    drafts.push({ type: 'mention', fromId: s.account_id, statusId: s.id, at: timeOf(s) });
  }
  for (const s of others.filter((s) => s.reference_ids.some((id) => ownIds.has(id))).slice(0, cap(5, 2))) {
    drafts.push({ type: 'status_reference', fromId: s.account_id, statusId: s.id, at: timeOf(s) });
  }
  for (const s of others
    .filter((s) => s.quote_of_id !== null && ownIds.has(s.quote_of_id) && s.quote_state === 'accepted')
    .slice(0, cap(5, 2))) {
    drafts.push({ type: 'quote', fromId: s.account_id, statusId: s.id, at: timeOf(s) });
  }
  if (options.full) drafts.push(...fullOnlyDrafts(db, random, stamps, recipient, others, own, options.lists));

  for (const draft of drafts) addNotification(db, stamps, me, draft);
}

/** The rarer types, with a fallback source when the world has no natural one, plus filtered requests. */
function fullOnlyDrafts(
  db: SandboxDb,
  random: Random,
  stamps: OrganiseStamps,
  recipient: AccountRecord,
  others: StatusRecord[],
  own: StatusRecord[],
  lists: ListRecord[],
): Draft[] {
  const me = recipient.id;
  const drafts: Draft[] = [];
  const fallback = others[0];

  const polls = [...db.polls.values()].filter((p) => {
    const status = db.statuses.get(p.status_id);
    return status && !status.deleted && canSee(db, me, status) && (status.account_id === me || p.votes.has(me));
  });
  const ended = polls.filter((p) => p.expires_at !== null && Date.parse(p.expires_at) < stamps.now);
  for (const poll of (ended.length > 0 ? ended : polls).slice(0, 3)) {
    const status = db.statuses.get(poll.status_id)!;
    const at = poll.expires_at ? Math.min(Date.parse(poll.expires_at), stamps.latest - 1) : timeOf(status) + HOUR;
    drafts.push({ type: 'poll', fromId: status.account_id, statusId: status.id, at });
  }

  const notifying = db.follows.targets(me).filter((id) => db.follows.get(me, id)?.notify);
  const fromNotifying = others.filter(
    (s) => notifying.includes(s.account_id) && !s.in_reply_to_id && s.visibility !== 'direct',
  );
  for (const s of (fromNotifying.length > 0 ? fromNotifying : others.slice(0, 1)).slice(0, 4)) {
    drafts.push({ type: 'status', fromId: s.account_id, statusId: s.id, at: timeOf(s) });
  }

  const notifyList = lists.find((l) => l.notify && l.member_ids.length > 0);
  if (notifyList) {
    for (const s of others
      .filter((s) => notifyList.member_ids.includes(s.account_id) && s.visibility !== 'direct')
      .slice(0, 3)) {
      drafts.push({ type: 'list_status', fromId: s.account_id, statusId: s.id, listId: notifyList.id, at: timeOf(s) });
    }
  }

  const edited = others.filter((s) => s.edited_at !== null);
  const reblogged = new Set(
    [...db.statuses.values()].filter((s) => s.account_id === me && s.reblog_of_id !== null).map((s) => s.reblog_of_id!),
  );
  const updates = [...edited.filter((s) => reblogged.has(s.id)), ...edited.filter((s) => db.favourites.has(me, s.id))];
  for (const s of (updates.length > 0 ? updates : edited).slice(0, 2)) {
    drafts.push({
      type: 'update',
      fromId: s.account_id,
      statusId: s.id,
      at: Math.min(Date.parse(s.edited_at!), stamps.latest - 1),
    });
  }
  const quotedEdited = own
    .map((q) => (q.quote_of_id ? db.statuses.get(q.quote_of_id) : undefined))
    .filter(
      (s): s is StatusRecord => s !== undefined && s.edited_at !== null && s.account_id !== me && canSee(db, me, s),
    );
  const quotedUpdate = quotedEdited[0] ?? edited[edited.length - 1] ?? fallback;
  if (quotedUpdate) {
    drafts.push({
      type: 'quoted_update',
      fromId: quotedUpdate.account_id,
      statusId: quotedUpdate.id,
      at: Math.min(Date.parse(quotedUpdate.edited_at ?? quotedUpdate.created_at) + 60_000, stamps.latest - 1),
    });
  }

  const locals = [...db.accounts.values()]
    .filter((a) => a.domain === null && a.id !== me && !a.suspended)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  for (const a of locals.slice(0, 3)) {
    drafts.push({
      type: 'admin.sign_up',
      fromId: a.id,
      at: Math.min(Date.parse(a.created_at) + 60_000, stamps.latest - 1),
    });
  }
  const reporter = locals.find((a) => a.roles.length > 0) ?? locals[0];
  const reported =
    others.find((s) => db.accounts.get(s.account_id)?.limited) ??
    others.find((s) => db.accounts.get(s.account_id)?.domain) ??
    fallback;
  if (reporter)
    drafts.push({ type: 'admin.report', fromId: reporter.id, statusId: reported?.id, at: stamps.now - 5 * HOUR });
  drafts.push({ type: 'moderation_warning', fromId: me, at: stamps.now - 3 * DAY });
  drafts.push({ type: 'severed_relationships', fromId: me, at: stamps.now - 6 * DAY });
  drafts.push({ type: 'annual_report', fromId: me, at: stamps.now - 8 * DAY });

  // Requests: favourites from two accounts the recipient neither follows nor blocks.
  const target = own.find((s) => s.visibility === 'public');
  const strangers = [...db.accounts.values()]
    .filter(
      (a) =>
        a.id !== me &&
        !a.suspended &&
        !db.follows.has(me, a.id) &&
        !db.blocks.has(me, a.id) &&
        !db.blocks.has(a.id, me) &&
        !db.mutes.has(me, a.id),
    )
    .slice(0, 2);
  if (target) {
    strangers.forEach((stranger, i) => {
      db.favourites.set(stranger.id, target.id, true);
      drafts.push({
        type: 'favourite',
        fromId: stranger.id,
        statusId: target.id,
        at: stamps.now - (i + 1) * 7 * HOUR - random.int(0, HOUR),
        filtered: true,
      });
      const mention = others.find((s) => s.account_id === stranger.id && s.mention_ids.includes(me));
      if (mention)
        drafts.push({
          type: 'mention',
          fromId: stranger.id,
          statusId: mention.id,
          at: timeOf(mention),
          filtered: true,
        });
    });
  }
  return drafts;
}

function addNotification(
  db: SandboxDb,
  stamps: OrganiseStamps,
  recipientId: string,
  draft: Draft,
): NotificationRecord | null {
  const from = db.accounts.get(draft.fromId);
  if (!from || from.suspended) return null;
  const self = SELF_TYPES.has(draft.type);
  if (!self && draft.fromId === recipientId) return null;
  if (db.blocks.has(recipientId, draft.fromId) || db.mutes.get(recipientId, draft.fromId)?.notifications) return null;
  const verdict = draft.filtered
    ? 'filter'
    : self
      ? 'accept'
      : policyVerdict(db, recipientId, draft.fromId, draft.type, draft.statusId ?? null);
  if (verdict === 'drop') return null;
  const stamp = stamps.stamp(draft.at);
  const record: NotificationRecord = {
    id: stamp.id,
    account_id: recipientId,
    type: draft.type,
    from_account_id: draft.fromId,
    status_id: draft.statusId ?? null,
    created_at: stamp.iso,
    emoji: draft.emoji ?? null,
    list_id: draft.listId ?? null,
    filtered: verdict === 'filter',
    read: false,
  };
  db.notifications.set(record.id, record);
  return record;
}
