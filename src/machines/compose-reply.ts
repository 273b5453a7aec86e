/**
 * The loaders that address a draft to someone or something: a reply (its own fresh draft), a mention, a direct message,
 * a kmyblue reference; and what happens to a reply when its parent goes (cancelled by the reader or deleted). Pure: the
 * machine applies the privacy fallback to what these return.
 */
import type { ComposeDefaults, ComposeDraft, Privacy, ReplyTarget } from './compose-types';
import { replyPrivacy } from './compose-privacy';
import { initialDraft } from './compose-reset';

const sameAcct = (a: string, b: string) => a.replace(/^@/, '').toLowerCase() === b.replace(/^@/, '').toLowerCase();

/** Accts mentioned in the text (`@user` or `@user@domain` tokens). */
export function mentionedAccts(text: string): string[] {
  return [...text.matchAll(/(?:^|[^\w@/])@([\w.-]+(?:@[\w.-]+)?)/gu)].map((m) => m[1] ?? '');
}

/** '@a @b ' put at the start of the text: each acct once, none already there, never the user. */
export function withMentions(text: string, accts: readonly string[], selfAcct: string | null = null): string {
  const present = mentionedAccts(text);
  const added: string[] = [];
  for (const acct of accts) {
    const bare = acct.replace(/^@/, '');
    if (bare === '' || (selfAcct !== null && sameAcct(bare, selfAcct))) continue;
    if ([...present, ...added].some((p) => sameAcct(p, bare))) continue;
    added.push(bare);
  }
  if (added.length === 0) return text;
  return `${added.map((a) => `@${a}`).join(' ')} ${text.trimStart()}`;
}

/** '@acct ' added after the text (a mention), unless already mentioned. */
export function appendMention(text: string, acct: string): string {
  const bare = acct.replace(/^@/, '');
  if (bare === '' || mentionedAccts(text).some((p) => sameAcct(p, bare))) return text;
  const head = text.trim();
  return `${head === '' ? '' : `${head} `}@${bare} `;
}

/**
 * A reply's own draft: a fresh one (the defaults, a new idempotency key; nothing of the draft it replaces but the
 * reader's stay_privacy choice) answering `target`. It mentions the people of the thread, except under a limited
 * parent where the reply takes kmyblue's `reply` audience and starts empty, because a mention would let the
 * mentioned people see it too. Where `reply` cannot be used, a limited parent's reply goes to the mentioned
 * people only (direct), never to a wider audience. The parent's content warning is carried over.
 */
export function replyDraft(
  target: ReplyTarget,
  context: {
    defaults: ComposeDefaults;
    idempotencyKey: string;
    stayPrivacy: boolean;
    /** whether the `reply` audience is allowed here */
    replyAllowed: boolean;
    selfAcct?: string | null;
  },
): ComposeDraft {
  const base = initialDraft(context.defaults, context.idempotencyKey);
  const wanted = replyPrivacy(target, context.defaults.privacy);
  const privacy = wanted === 'reply' && !context.replyAllowed ? 'direct' : wanted;
  const warned = target.spoilerText.trim() !== '';
  return {
    ...base,
    in_reply_to: target.id,
    reply_to_limited: target.limited,
    privacy,
    text: privacy === 'reply' ? '' : withMentions('', target.mentions, context.selfAcct ?? null),
    language: target.language || base.language,
    spoiler: warned,
    spoiler_text: warned ? target.spoilerText : '',
    stay_privacy: context.stayPrivacy,
  };
}

export function mentionDraft(draft: ComposeDraft, acct: string): ComposeDraft {
  return { ...draft, text: appendMention(draft.text, acct) };
}

export function directDraft(draft: ComposeDraft, acct: string): ComposeDraft {
  return { ...draft, text: appendMention(draft.text, acct), privacy: 'direct', circle_id: null };
}

/** Whether the text already holds `BT <url>` (the whole address, not a longer one it begins). */
function refersTo(text: string, url: string): boolean {
  const words = text.split(/\s+/u);
  return words.some((word, at) => word === 'BT' && words[at + 1] === url);
}

/**
 * kmyblue reference, in kmyblue's own form: `BT <url>` on a paragraph of its own after the text (alone in an
 * empty text), and the post's id in status_reference_ids, each once: a post the text already refers to changes
 * nothing.
 */
export function referenceDraft(draft: ComposeDraft, statusId: string, url: string): ComposeDraft {
  const known = draft.reference_ids.includes(statusId);
  const written = refersTo(draft.text, url);
  if (known && written) return draft;
  const head = draft.text.trimEnd();
  const reference = `BT ${url}`;
  return {
    ...draft,
    text: written ? draft.text : head === '' ? reference : `${head}\n\n${reference}`,
    reference_ids: known ? draft.reference_ids : [...draft.reference_ids, statusId],
  };
}

/** The reply is dropped by the reader: the rest of the draft kept, a `reply` audience back to the default. */
export function withoutReply(draft: ComposeDraft, defaults: ComposeDefaults): ComposeDraft {
  return {
    ...draft,
    in_reply_to: null,
    reply_to_limited: false,
    privacy: draft.privacy === 'reply' ? defaults.privacy : draft.privacy,
  };
}

/**
 * The parent of the reply was deleted: the draft is no longer a reply. A `reply` audience (the parent's thread)
 * has nothing left to follow and becomes `circle`, the nearest audience the reader chooses, or direct where
 * circles cannot be used: never wider.
 */
export function parentDeletedDraft(draft: ComposeDraft, allowed: readonly Privacy[]): ComposeDraft {
  const privacy = draft.privacy !== 'reply' ? draft.privacy : allowed.includes('circle') ? 'circle' : 'direct';
  return { ...draft, in_reply_to: null, reply_to_limited: false, privacy, circle_id: null };
}
