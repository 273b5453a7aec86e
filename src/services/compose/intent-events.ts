/**
 * Turns a compose intent (reply, mention, direct, quote, reference, edit, delete & redraft, a shared page) into
 * the compose machine's events, reading the posts it names from the store (or the server when the store lacks them).
 * Returns null when the post cannot be read: the composer then says nothing changed.
 */
import type { OutboxActor } from '../../machines/outbox.machine';
import type { Api } from '../api';
import type { ApiMediaAttachment } from '../../domain/entities/api-types';
import { importStatus, type EntityStore } from '../store';
import type { Status } from '../../domain/entities/status';
import type { ComposeEvent, RedraftSource, ReplyTarget } from '../../machines/compose-types';
import { takeRedraft } from '../status-actions/compose-handoff';
import type { ComposeIntent } from '../../machines/compose-intent';
import type { ComposeRuntime } from '../../machines/compose-runtime-types';

export interface IntentDeps {
  api: Api;
  store: EntityStore;
  /** the signed-in account id */
  me: string;
  /** the account's outbox, for a post taken back from it */
  outbox?: Pick<OutboxActor, 'getSnapshot'>;
}

async function statusOf(deps: IntentDeps, id: string): Promise<Status | null> {
  const known = deps.store.get('statuses', id);
  if (known !== undefined) return known;
  try {
    const imported = importStatus(deps.store, await deps.api.statuses.get(id));
    return imported === null ? null : (deps.store.get('statuses', imported) ?? null);
  } catch {
    return null;
  }
}

/** The reply's target: the author first, then the post's mentions, never the user, each once. */
export function replyTargetOf(status: Status, authorAcct: string, myAcct: string | null): ReplyTarget {
  const mentions: string[] = [];
  for (const acct of [authorAcct, ...status.mentions.map((m) => m.acct)]) {
    if (acct === '' || acct === myAcct || mentions.includes(acct)) continue;
    mentions.push(acct);
  }
  return {
    id: status.id,
    visibility: status.visibility_ex,
    limited: status.limited_scope !== null || status.visibility_ex === 'limited',
    mentions,
    spoilerText: status.spoiler_text,
    language: status.language,
  };
}

function isAttachment(value: unknown): value is ApiMediaAttachment {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

export async function eventsForIntent(intent: ComposeIntent, deps: IntentDeps): Promise<ComposeEvent[] | null> {
  switch (intent.type) {
    case 'new':
      return [];
    case 'share':
      return [{ type: 'compose.text', text: intent.text }];
    case 'mention':
      return [{ type: 'compose.mention', acct: intent.acct }];
    case 'direct':
      return [{ type: 'compose.direct', acct: intent.acct }];
    case 'reply': {
      const status = await statusOf(deps, intent.statusId);
      if (status === null) return null;
      const author = deps.store.get('accounts', status.accountId);
      const myAcct = deps.store.get('accounts', deps.me)?.acct ?? null;
      return [{ type: 'compose.reply', target: replyTargetOf(status, author?.acct ?? '', myAcct) }];
    }
    case 'quote': {
      const status = await statusOf(deps, intent.statusId);
      if (status === null) return null;
      return [{ type: 'compose.quote', statusId: status.id, currentUser: status.quote_approval?.current_user ?? null }];
    }
    case 'reference': {
      const status = await statusOf(deps, intent.statusId);
      if (status === null) return null;
      return [{ type: 'compose.reference', statusId: status.id, url: status.url ?? status.uri }];
    }
    case 'edit': {
      try {
        const [status, source] = await Promise.all([
          deps.api.statuses.get(intent.statusId),
          deps.api.statuses.source(intent.statusId),
        ]);
        return [{ type: 'compose.edit', target: { status, text: source.text, spoilerText: source.spoiler_text } }];
      } catch {
        return null;
      }
    }
    case 'outbox': {
      // the post as it waits; not one already on its way (that attempt may have reached the server)
      const outbox = deps.outbox?.getSnapshot().context;
      const entry = outbox?.entries.find((e) => e.id === intent.id);
      if (!entry || outbox?.sending === entry.id) return null;
      return [{ type: 'compose.restore', saved: entry.saved }];
    }
    case 'redraft': {
      const saved = takeRedraft(deps.me);
      if (saved === null) return null;
      const source: RedraftSource = {
        ...saved,
        media: saved.media.map((m) => ({
          id: m.id,
          description: m.description,
          attachment: isAttachment(m.attachment) ? m.attachment : null,
        })),
      };
      return [{ type: 'compose.redraft', source }];
    }
  }
}

/** Sends an intent's events to the composer; an edit first tells the composer which version of the post it began on. */
export function applyIntentEvents(
  runtime: Pick<ComposeRuntime, 'actor' | 'rememberEdit'>,
  events: readonly ComposeEvent[],
): void {
  for (const event of events) {
    if (event.type === 'compose.edit') runtime.rememberEdit(event.target.status);
    runtime.actor.send(event);
  }
}
