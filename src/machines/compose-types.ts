/**
 * The contract of the compose machine: the draft it holds, what it is told, and the actors it is given. Pure rules live
 * beside it (compose-privacy.ts, compose-poll.ts, compose-media-rules.ts, compose-params.ts, compose-reset.ts,
 * compose-draft.ts, compose-reply.ts); the machine is compose.machine.ts.
 */
import type { ApiMediaAttachment, ApiQuotePolicy, ApiSearchability, ApiStatus } from '../domain/entities/api-types';
import type { MessageDescriptor } from '../domain/errors/message-descriptor';
import type { MediaLimits } from './file-check';
import type { PersistedUpload, UploadFile, UploadFocus, UploadPhase } from './upload-types';

/**
 * The privacy order, least to most restricted, with kmyblue's `mutual` (mutual followers only) where kmyblue puts it:
 * narrower than followers only, wider than the mentioned people only. The three special values follow.
 */
export const PRIVACY_ORDER = ['public', 'public_unlisted', 'unlisted', 'login', 'private', 'mutual', 'direct'] as const;
export type OrderedPrivacy = (typeof PRIVACY_ORDER)[number];
export type Privacy = OrderedPrivacy | 'reply' | 'circle' | 'banned';

export type Searchability = ApiSearchability;
export type QuotePolicy = ApiQuotePolicy;

/** Poll presets (seconds) and the default expiry (24 hours). */
export const POLL_PRESETS = [300, 1800, 3600, 21600, 86400, 259200, 604800] as const;
export const POLL_DEFAULT_EXPIRY = 86400;

export interface PollDraft {
  options: string[];
  /** seconds, one of POLL_PRESETS */
  expires_in: number;
  multiple: boolean;
}

/**
 * The account's posting defaults (verify_credentials `source`); when absent: privacy public, searchability private,
 * quote policy public, language en.
 */
export interface ComposeDefaults {
  privacy: OrderedPrivacy;
  searchability: Searchability;
  sensitive: boolean;
  language: string;
  quotePolicy: QuotePolicy;
}

export const SPEC_DEFAULTS: ComposeDefaults = {
  privacy: 'public',
  searchability: 'private',
  sensitive: false,
  language: 'en',
  quotePolicy: 'public',
};

/** The server's limits (v2/instance configuration). */
export interface ComposeLimits {
  maxCharacters: number;
  maxMediaAttachments: number;
  pollMaxOptions: number;
  pollMaxCharactersPerOption: number;
  /** media description length limit (configuration.media_attachments.description_limit), when the server says */
  descriptionLimit?: number;
  /** the files the server takes (types and sizes), when it says: a file that cannot succeed is not sent */
  media?: MediaLimits;
}

/** Used when the server does not say (Mastodon's own defaults). */
export const DEFAULT_LIMITS: ComposeLimits = {
  maxCharacters: 500,
  maxMediaAttachments: 4,
  pollMaxOptions: 4,
  pollMaxCharactersPerOption: 50,
};

/** kmyblue extensions the server supports (feature-detected, never assumed). */
export interface ComposeFeatures {
  /** public_unlisted, login, circle/limited/reply visibilities */
  kmyblueVisibility: boolean;
  /** the mutual-followers-only visibility (kmyblue, Fedibird) */
  mutual: boolean;
  circle: boolean;
  searchability: boolean;
  markdown: boolean;
  statusReference: boolean;
  quote: boolean;
}

/** A server without any of them (plain Mastodon before quotes). */
export const NO_FEATURES: ComposeFeatures = {
  kmyblueVisibility: false,
  mutual: false,
  circle: false,
  searchability: false,
  markdown: false,
  statusReference: false,
  quote: false,
};

/** The post a reply answers (read from the store when the reply starts). */
export interface ReplyTarget {
  id: string;
  /** the parent's real visibility (kmyblue visibility_ex) */
  visibility: string;
  /** the parent is limited (limited_scope set): the reply's privacy is `reply` */
  limited: boolean;
  /** accts to mention, the parent's author first, without the current user */
  mentions: string[];
  /** the parent's content warning, carried over */
  spoilerText: string;
  language: string | null;
}

/** A post being edited (GET v1/statuses/{id} plus /source). */
export interface EditTarget {
  status: ApiStatus;
  /** source text and spoiler from /source */
  text: string;
  spoilerText: string;
}

/** The delete & redraft hand-off (src/services/status-actions/compose-handoff.ts). */
export interface RedraftSource {
  text: string;
  spoiler_text: string;
  sensitive: boolean;
  visibility: string;
  language: string | null;
  in_reply_to_id: string | null;
  quoted_status_id: string | null;
  media: Array<{ id: string; description: string | null; attachment?: ApiMediaAttachment | null }>;
  poll: { options: string[]; expires_in: number; multiple: boolean } | null;
}

/** The serialisable part of a draft (what the draft store keeps). */
export interface ComposeDraft {
  text: string;
  spoiler: boolean;
  spoiler_text: string;
  sensitive: boolean;
  markdown: boolean;
  privacy: Privacy;
  circle_id: string | null;
  searchability: Searchability;
  language: string;
  /** set when editing: the id of the post the draft edits; a PUT only ever goes there */
  id: string | null;
  in_reply_to: string | null;
  reply_to_limited: boolean;
  poll: PollDraft | null;
  quoted_status_id: string | null;
  quote_policy: QuotePolicy;
  /** kmyblue status references inserted (status_reference_ids) */
  reference_ids: string[];
  /** reused by every retry of the same post; a new one after posting or cancelling */
  idempotencyKey: string;
  stay_privacy: boolean;
}

/** A saved draft: the draft plus its attachments (version 1, validated on read). */
export interface PersistedDraft {
  version: 1;
  accountId: string;
  savedAt: number;
  draft: ComposeDraft;
  media: PersistedUpload[];
  /**
   * Set when the draft edits a post (draft.id): which post, and its `edited_at` when the edit began (null: the post
   * had never been edited, its version was the created one). src/services/compose/edit-guard.ts compares it with
   * the server's post before a restored edit is sent, and the PUT only ever goes to `id`.
   */
  editBase?: { id: string; editedAt: string | null };
}

export interface ComposeInput {
  defaults?: ComposeDefaults;
  limits?: ComposeLimits;
  features?: ComposeFeatures;
  /** a saved draft to continue (reload or crash) */
  restored?: PersistedDraft | null;
  /** files of restored uploads that had not reached the server, by upload key (read back from IndexedDB) */
  restoredFiles?: Readonly<Record<string, UploadFile>>;
  /** makes idempotency keys and upload keys (crypto.randomUUID in the app, a counter in tests) */
  newKey?: () => string;
  /** the signed-in account's acct: never mentioned in its own replies */
  selfAcct?: string | null;
  /** the clock (ms) for an edited poll's remaining time; Date.now by default */
  now?: () => number;
  /**
   * The audiences the server and the account allow (compose.allowedPrivacy's list, in force from the start);
   * absent or null: every value the server takes.
   */
  allowedPrivacy?: readonly Privacy[] | null;
}

export type ComposeEvent =
  /** the three toggles flip, or set the value given in `on` */
  | { type: 'compose.text'; text: string }
  | { type: 'compose.spoiler.toggle'; on?: boolean }
  | { type: 'compose.spoilerText'; text: string }
  | { type: 'compose.sensitive.toggle'; on?: boolean }
  | { type: 'compose.markdown.toggle'; on?: boolean }
  | { type: 'compose.privacy'; privacy: Privacy }
  /** the circle picker: choosing a circle sets privacy `circle` */
  | { type: 'compose.circle'; circleId: string | null }
  /** restrict the privacy choices; `forceDirect` picks the last allowed value instead of the first */
  | { type: 'compose.allowedPrivacy'; allowed: readonly Privacy[]; forceDirect?: boolean }
  | { type: 'compose.searchability'; searchability: Searchability }
  | { type: 'compose.language'; language: string }
  | { type: 'compose.quotePolicy'; policy: QuotePolicy }
  | { type: 'compose.stayPrivacy'; stay: boolean }
  | { type: 'compose.poll.add' }
  | { type: 'compose.poll.remove' }
  | { type: 'compose.poll.option'; index: number; title: string }
  | { type: 'compose.poll.expiry'; seconds: number }
  | { type: 'compose.poll.multiple'; multiple: boolean }
  /** quote a post; refused (with one of the four quote refusal messages) when quoting is not allowed */
  | { type: 'compose.quote'; statusId: string; currentUser: string | null }
  | { type: 'compose.quote.remove' }
  /** files picked, dropped or pasted; refused (with an upload refusal message) or one upload actor each */
  | { type: 'compose.files'; files: UploadFile[] }
  | { type: 'compose.media.remove'; key: string }
  | { type: 'compose.media.replace'; key: string; file: UploadFile }
  | { type: 'compose.media.retry'; key: string }
  | { type: 'compose.media.describe'; key: string; description: string; focus: UploadFocus | null }
  /** an upload child changed phase (sent by the upload machine to its parent); without `phase` the machine reads
   *  the child's snapshot */
  | { type: 'compose.media.changed'; key: string; phase?: UploadPhase }
  | { type: 'compose.reply'; target: ReplyTarget }
  /** a post was deleted (the stream or the reader): a draft replying to it is no longer a reply */
  | { type: 'compose.statusDeleted'; statusId: string }
  /** drop the reply only (text, media and the rest stay) */
  | { type: 'compose.reply.cancel' }
  | { type: 'compose.mention'; acct: string }
  | { type: 'compose.direct'; acct: string }
  | { type: 'compose.redraft'; source: RedraftSource }
  | { type: 'compose.edit'; target: EditTarget }
  /** kmyblue: insert a reference to a post (its URL in the text, its id in status_reference_ids) */
  | { type: 'compose.reference'; statusId: string; url: string }
  | { type: 'compose.refusal.dismiss' }
  | { type: 'compose.submit' }
  /** after a failure: the same request again, with the same idempotency key */
  | { type: 'compose.retry' }
  | { type: 'compose.cancel' }
  /** a post from the outbox comes back to be edited: it replaces the draft, keeping its idempotency key */
  | { type: 'compose.restore'; saved: Pick<PersistedDraft, 'draft' | 'media'> }
  /** the account's posting defaults changed on the server (compose-reset.ts followDefaults says what follows) */
  | { type: 'compose.defaults'; defaults: ComposeDefaults };

/** Told when a post (or an edit) is published. */
export interface ComposePublished {
  type: 'compose.published';
  status: ApiStatus;
  edited: boolean;
}

/** A new post that could not reach the server, handed to the outbox (the draft then clears as after posting). */
export interface ComposeQueued {
  type: 'compose.queued';
  draft: ComposeDraft;
  /** its attachments, all on the server already */
  media: PersistedUpload[];
}

/** A post taken back from the outbox into the composer (the outbox lets go of it). */
export interface ComposeRestored {
  type: 'compose.restored';
  idempotencyKey: string;
}

export type ComposeEmitted = ComposePublished | ComposeQueued | ComposeRestored;

/** Injected actors (promise actors). */
export interface ComposeActorContracts {
  /** POST v1/statuses (or PUT v1/statuses/{id} when draft.id is set) with the Idempotency-Key header */
  submit: {
    input: {
      draft: ComposeDraft;
      mediaIds: string[];
      mediaAttributes: Array<{ id: string; description: string; focus: string | null }>;
    };
    output: ApiStatus;
  };
}

/** The refusal shown beside the composer (one of the refusal texts below), until dismissed or the next change. */
export type ComposeRefusal = MessageDescriptor;

/** The quote and upload refusal texts, keys in the compose catalogue. */
export const REFUSALS = {
  uploadWithQuote: { key: 'compose.refusal.uploadWithQuote', defaultMessage: 'File upload not allowed with quotes.' },
  uploadWithPoll: { key: 'compose.refusal.uploadWithPoll', defaultMessage: 'File upload not allowed with polls.' },
  uploadLimit: { key: 'compose.refusal.uploadLimit', defaultMessage: 'File upload limit exceeded.' },
  quoteWithMedia: {
    key: 'compose.refusal.quoteWithMedia',
    defaultMessage: 'Quoting is not allowed with media attachments.',
  },
  quoteWithPoll: { key: 'compose.refusal.quoteWithPoll', defaultMessage: 'Quoting is not allowed with polls.' },
  pollTooFew: { key: 'compose.refusal.pollTooFew', defaultMessage: 'A poll needs at least two options.' },
  pollDuplicate: { key: 'compose.refusal.pollDuplicate', defaultMessage: 'Each poll option must be different.' },
  quoteTwice: { key: 'compose.refusal.quoteTwice', defaultMessage: 'Only one quote at a time is allowed.' },
  quoteUnauthorized: {
    key: 'compose.refusal.quoteUnauthorized',
    defaultMessage: 'You are not authorized to quote this post.',
  },
} as const satisfies Record<string, MessageDescriptor>;
