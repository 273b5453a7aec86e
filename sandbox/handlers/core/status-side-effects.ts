import type { SandboxContext } from '../../kernel/context';
import type { SandboxDb } from '../../kernel/db';
import { notify } from '../../kernel/notify';
import type { CardRecord, ConversationRecord, StatusRecord } from '../../kernel/records';
import { canSee } from '../../kernel/visibility';

/** Makes sure every hashtag has a TagRecord (kept with the case first used). */
export function registerTags(db: SandboxDb, names: string[]): void {
  for (const name of names) {
    const key = name.toLowerCase();
    const known = db.tags.get(key) ?? [...db.tags.values()].find((t) => t.name.toLowerCase() === key);
    if (!known) db.tags.set(key, { name, followers: new Set(), featured_by: new Set() });
  }
}

/** A preview card for the first link: a card some post already has for that URL, else a plain link card. */
export function cardFor(db: SandboxDb, urls: string[]): CardRecord | null {
  const url = urls[0];
  if (!url) return null;
  for (const status of db.statuses.values()) {
    if (status.card && status.card.url === url) return { ...status.card };
  }
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    return null;
  }
  return {
    url,
    title: host,
    description: '',
    type: 'link',
    author_name: '',
    author_url: '',
    author_account_id: null,
    provider_name: host,
    provider_url: `https://${host}`,
    html: '',
    width: 0,
    height: 0,
    image: null,
    image_description: '',
    embed_url: '',
    blurhash: null,
    language: null,
    published_at: null,
  };
}

/**
 * Keeps one conversation per participant set for each local participant of a direct post: the newest status
 * becomes last_status, unread for everyone but the author.
 */
export function recordConversation(db: SandboxDb, status: StatusRecord): void {
  if (status.visibility !== 'direct') return;
  const participants = [...new Set([status.account_id, ...status.mention_ids])];
  // A reply joins its parent's conversation participants.
  const parent = status.in_reply_to_id ? db.statuses.get(status.in_reply_to_id) : undefined;
  if (parent?.visibility === 'direct') {
    for (const id of [parent.account_id, ...parent.mention_ids]) if (!participants.includes(id)) participants.push(id);
  }
  const key = [...participants].sort().join(',');
  for (const accountId of participants) {
    if (!db.users.has(accountId)) continue;
    let record: ConversationRecord | undefined;
    for (const conversation of db.conversations.values()) {
      if (conversation.account_id === accountId && [...conversation.participant_ids].sort().join(',') === key) {
        record = conversation;
        break;
      }
    }
    if (!record) {
      record = {
        id: db.nextId(),
        account_id: accountId,
        participant_ids: participants,
        last_status_id: status.id,
        unread: false,
      };
      db.conversations.set(record.id, record);
    }
    record.last_status_id = status.id;
    record.unread = accountId !== status.account_id;
  }
}

/**
 * Notifications a new status causes: mentions, quote, status references, `status` for followers who asked to be
 * notified, and kmyblue `list_status` for owners of notifying lists containing the author.
 */
export function notifyForNewStatus(ctx: SandboxContext, status: StatusRecord): void {
  const { db } = ctx;
  const from = status.account_id;
  const notified = new Set<string>();
  const send = (
    recipientId: string,
    type: 'mention' | 'quote' | 'status_reference' | 'status' | 'list_status',
    listId?: string,
  ) => {
    if (notified.has(`${recipientId}:${type}`) || !canSee(db, recipientId, status)) return;
    notified.add(`${recipientId}:${type}`);
    notify(ctx, {
      recipientId,
      type,
      fromId: from,
      statusId: status.id,
      listId: listId ?? null,
      createdAt: status.created_at,
    });
  };
  for (const id of status.mention_ids) send(id, 'mention');
  if (status.quote_of_id) {
    const quoted = db.statuses.get(status.quote_of_id);
    if (quoted) send(quoted.account_id, 'quote');
  }
  for (const refId of status.reference_ids) {
    const referenced = db.statuses.get(refId);
    if (referenced) send(referenced.account_id, 'status_reference');
  }
  if (status.visibility === 'direct' || status.reblog_of_id) return;
  for (const followerId of db.follows.sources(from)) {
    if (db.follows.get(followerId, from)?.notify && !status.mention_ids.includes(followerId))
      send(followerId, 'status');
  }
  for (const list of db.lists.values()) {
    if (list.notify && list.member_ids.includes(from) && !status.mention_ids.includes(list.account_id)) {
      send(list.account_id, 'list_status', list.id);
    }
  }
}

/** `update` notifications to those who reblogged or quoted an edited status. */
export function notifyForEdit(ctx: SandboxContext, status: StatusRecord): void {
  const { db } = ctx;
  const told = new Set<string>();
  for (const other of db.statuses.values()) {
    if (other.deleted) continue;
    const reblogged = other.reblog_of_id === status.id;
    const quoted = other.quote_of_id === status.id && other.quote_state === 'accepted';
    if (!reblogged && !quoted) continue;
    const recipientId = other.account_id;
    const type = reblogged ? 'update' : 'quoted_update';
    if (told.has(recipientId) || !canSee(db, recipientId, status)) continue;
    told.add(recipientId);
    notify(ctx, { recipientId, type, fromId: status.account_id, statusId: status.id });
  }
}
