import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext, SandboxOptions, Viewer } from '../kernel/context';
import { apiError, bool, int, json, readParams, str, type Params } from '../kernel/http';
import { notify, withdrawNotifications } from '../kernel/notify';
import {
  DEFAULT_OPTIONS,
  isMalformedKind,
  MALFORMED_KINDS,
  parseMalformedAnswers,
  WEB_API_REFUSALS,
} from '../kernel/options';
import { mediaPaths, pictureSeed } from '../media-files/index';
import { blurhashFor, mediaExtension, playableMediaMeta } from '../seed/media';
import { growHome } from '../seed/home-growth';
import { defaultAccountId } from '../seed/index';
import type { AccountRecord, MediaRecord, StatusRecord, UserRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { canSee } from '../kernel/visibility';
import { serializeStatus } from '../serialize/status';
import { publishEmojiReaction } from '../streaming/fanout';
import type { HubCounts } from '../streaming/hub';
import { ComposeError, parseCompose } from './core/status-compose';
import { createStatus, deleteStatus, editStatus } from './core/status-write';
import { planBurst, runBurst } from './core/burst';
import { canReblog, reblog as reblogStatus } from './core/reblog';
import { markersByAcct } from './admin-inspect';

/**
 * The sandbox's own control endpoint under /_sandbox/ (not part of the Mastodon API, never contract-validated):
 * act as any account, change the fault switches, drop streaming sockets, read counts, post bursts.
 */

/** An error answered as `{ error }` with the given status. */
class ActError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_REACTIONS_PER_ACCOUNT = 3;

interface HubLike {
  dropAll(): number;
  counts(): HubCounts;
}
const isHub = (stream: unknown): stream is HubLike =>
  typeof (stream as Partial<HubLike>).dropAll === 'function' &&
  typeof (stream as Partial<HubLike>).counts === 'function';

/** A viewer for any account: remote accounts get a stand-in user with the server defaults. */
function actorViewer(ctx: SandboxContext, account: AccountRecord): Viewer {
  const user: UserRecord = ctx.db.users.get(account.id) ?? {
    account_id: account.id,
    email: '',
    role: null,
    default_privacy: 'public',
    default_searchability: 'public',
    default_sensitive: false,
    default_language: 'en',
    default_quote_policy: 'public',
    settings: {},
    reaction_deck: [],
  };
  return {
    account,
    user,
    token: {
      token: '',
      client_id: 'sandbox-admin',
      account_id: account.id,
      scopes: 'read write follow',
      revoked: false,
    },
  };
}

function findAccount(ctx: SandboxContext, acct: string | undefined, what: string): AccountRecord {
  const account = acct ? (ctx.db.findAccountByAcct(acct) ?? ctx.db.accounts.get(acct)) : undefined;
  if (!account) throw new ActError(404, `Unknown ${what}: ${acct ?? '(missing)'}`);
  return account;
}

function findStatus(ctx: SandboxContext, actor: AccountRecord, id: string | undefined): StatusRecord {
  const status = id ? ctx.db.statuses.get(id) : undefined;
  if (!status || !canSee(ctx.db, actor.id, status)) throw new ActError(404, `Unknown status: ${id ?? '(missing)'}`);
  return status.reblog_of_id ? (ctx.db.statuses.get(status.reblog_of_id) ?? status) : status;
}

/**
 * Processed media for an act post: `count` sample images (at most 4), or with `kind` video, gifv or audio one
 * generated, playable file of that kind (a post holds one video or audio). Audio comes as a server sends a bare
 * audio file, its own address as `preview_url` and no picture in the meta, unless `cover` gives it a cover
 * picture (a thumbnail, measured as `small`).
 */
function sampleMedia(
  ctx: SandboxContext,
  actor: AccountRecord,
  count: number,
  { kind = 'image', cover = false }: { kind?: string; cover?: boolean } = {},
): string[] {
  const { db } = ctx;
  const ids: string[] = [];
  if (kind === 'video' || kind === 'gifv' || kind === 'audio') {
    const id = db.nextId();
    const url = mediaPaths.original(id, mediaExtension(kind));
    const bareAudio = kind === 'audio' && !cover;
    db.media.set(id, {
      id,
      account_id: actor.id,
      status_id: null,
      type: kind,
      url,
      preview_url: bareAudio ? url : mediaPaths.small(id),
      remote_url: null,
      description: `Sample ${kind}`,
      blurhash: blurhashFor(pictureSeed.media(id), 16, 9),
      meta: playableMediaMeta(kind, { cover: kind === 'audio' && cover }),
      ready_at: db.now(),
      thumbnail_url: kind === 'audio' && cover ? mediaPaths.small(id) : null,
    });
    return [id];
  }
  for (let i = 0; i < Math.min(Math.max(count, 0), 4); i += 1) {
    const id = db.nextId();
    const record: MediaRecord = {
      id,
      account_id: actor.id,
      status_id: null,
      type: 'image',
      url: mediaPaths.original(id, 'png'),
      preview_url: mediaPaths.small(id),
      remote_url: null,
      description: `Sample image ${i + 1}`,
      blurhash: blurhashFor(pictureSeed.media(id), 640, 480),
      meta: {
        original: { width: 640, height: 480, size: '640x480', aspect: 4 / 3 },
        small: { width: 320, height: 240, size: '320x240', aspect: 4 / 3 },
      },
      ready_at: db.now(),
      thumbnail_url: null,
    };
    db.media.set(id, record);
    ids.push(id);
  }
  return ids;
}

function compose(ctx: SandboxContext, actor: AccountRecord, params: Params): StatusRecord {
  const viewer = actorViewer(ctx, actor);
  const media = int(params.media, str(params.media_kind) ? 1 : 0);
  const composeParams: Params = { ...params, status: str(params.text) ?? str(params.status) ?? '' };
  if (media > 0) {
    const cover = bool(params.cover);
    composeParams.media_ids = sampleMedia(ctx, actor, media, { kind: str(params.media_kind), cover });
  }
  try {
    return createStatus(ctx, viewer, parseCompose(ctx.db, viewer, composeParams));
  } catch (error) {
    if (error instanceof ComposeError) throw new ActError(error.status, error.message);
    throw error;
  }
}

function favourite(ctx: SandboxContext, actor: AccountRecord, status: StatusRecord): void {
  if (ctx.db.favourites.has(actor.id, status.id)) return;
  ctx.db.favourites.set(actor.id, status.id, true);
  notify(ctx, { recipientId: status.account_id, type: 'favourite', fromId: actor.id, statusId: status.id });
}

/** The favourite taken back, and its notification with it (as the API's unfavourite does). */
function unfavourite(ctx: SandboxContext, actor: AccountRecord, status: StatusRecord): void {
  if (!ctx.db.favourites.has(actor.id, status.id)) return;
  ctx.db.favourites.delete(actor.id, status.id);
  withdrawNotifications(ctx, {
    recipientId: status.account_id,
    type: 'favourite',
    fromId: actor.id,
    statusId: status.id,
  });
}

/** A boost by any account, through the same code as the API's boost (refused where the API refuses it). */
function reblog(
  ctx: SandboxContext,
  actor: AccountRecord,
  status: StatusRecord,
  visibility: string | undefined,
): StatusRecord {
  if (!canReblog(status, actor.id)) throw new ActError(422, 'This action is not allowed');
  return reblogStatus(ctx, actorViewer(ctx, actor), status, visibility);
}

/** kmyblue emoji reaction: Unicode, `shortcode`/`:shortcode:` (local) or `shortcode@domain` (remote custom). */
function react(ctx: SandboxContext, actor: AccountRecord, status: StatusRecord, emoji: string | undefined): void {
  const { db } = ctx;
  if (!emoji) throw new ActError(422, 'Validation failed: Emoji is missing');
  const clean = emoji.replace(/^:|:$/g, '');
  const [name, domain] = /^[A-Za-z0-9_]+(@[^@]+)?$/.test(clean)
    ? (clean.split('@') as [string, string?])
    : [clean, undefined];
  const sameDomain = domain ?? null;
  const mine = db.emojiReactions.filter((r) => r.status_id === status.id && r.account_id === actor.id);
  if (mine.some((r) => r.name === name && r.domain === sameDomain)) return;
  if (mine.length >= MAX_REACTIONS_PER_ACCOUNT) throw new ActError(422, 'Validation failed: Too many reactions');
  db.emojiReactions.push({
    status_id: status.id,
    account_id: actor.id,
    name,
    domain: sameDomain,
    created_at: new Date(db.now()).toISOString(),
  });
  notify(ctx, {
    recipientId: status.account_id,
    type: 'emoji_reaction',
    fromId: actor.id,
    statusId: status.id,
    emoji: { name, domain: sameDomain },
  });
  publishEmojiReaction(ctx, status, actor.id, name, sameDomain);
}

function followAccount(ctx: SandboxContext, actor: AccountRecord, target: AccountRecord): 'following' | 'requested' {
  const { db } = ctx;
  if (actor.id === target.id) throw new ActError(422, 'Cannot follow yourself');
  if (db.follows.has(actor.id, target.id)) return 'following';
  if (target.locked) {
    if (!db.followRequests.has(actor.id, target.id)) {
      db.followRequests.set(actor.id, target.id, { reblogs: true, notify: false, languages: null });
      notify(ctx, { recipientId: target.id, type: 'follow_request', fromId: actor.id });
    }
    return 'requested';
  }
  db.follows.set(actor.id, target.id, { reblogs: true, notify: false, languages: null });
  notify(ctx, { recipientId: target.id, type: 'follow', fromId: actor.id });
  return 'following';
}

function vote(ctx: SandboxContext, actor: AccountRecord, status: StatusRecord, choices: number[]): void {
  const poll = status.poll_id ? ctx.db.polls.get(status.poll_id) : undefined;
  if (!poll) throw new ActError(404, 'This status has no poll');
  const valid = choices.filter((c) => Number.isInteger(c) && c >= 0 && c < poll.options.length);
  if (valid.length === 0 || (!poll.multiple && valid.length > 1))
    throw new ActError(422, 'Validation failed: invalid choices');
  poll.votes.set(actor.id, [...new Set(valid)]);
}

/** Runs one action as `params.as`; returns what the endpoint answers. */
export function runAction(ctx: SandboxContext, params: Params): Record<string, unknown> {
  const { db } = ctx;
  const action = str(params.action) ?? '';
  const actor = findAccount(ctx, str(params.as), 'account');
  const shown = (status: StatusRecord) => serializeStatus(db, status, actor.id);
  const done = { action, as: db.acct(actor) };
  switch (action) {
    case 'post':
      return { ...done, status: shown(compose(ctx, actor, params)) };
    case 'mention': {
      const target = findAccount(ctx, str(params.target), 'target');
      const text = `@${db.acct(target)} ${str(params.text) ?? ''}`.trim();
      return { ...done, status: shown(compose(ctx, actor, { ...params, text })) };
    }
    case 'edit': {
      const status = findStatus(ctx, actor, str(params.status_id));
      if (status.account_id !== actor.id) throw new ActError(403, 'This action is not allowed');
      const viewer = actorViewer(ctx, actor);
      const input = parseCompose(
        db,
        viewer,
        { status: str(params.text) ?? status.text, media_ids: status.media_ids },
        status,
      );
      return { ...done, status: shown(editStatus(ctx, status, input, [])) };
    }
    case 'delete': {
      const status = findStatus(ctx, actor, str(params.status_id));
      if (status.account_id !== actor.id) throw new ActError(403, 'This action is not allowed');
      deleteStatus(ctx, status, false);
      return { ...done, status_id: status.id };
    }
    case 'favourite': {
      const status = findStatus(ctx, actor, str(params.status_id));
      favourite(ctx, actor, status);
      return { ...done, status_id: status.id };
    }
    case 'unfavourite': {
      const status = findStatus(ctx, actor, str(params.status_id));
      unfavourite(ctx, actor, status);
      return { ...done, status_id: status.id };
    }
    case 'reblog': {
      const status = findStatus(ctx, actor, str(params.status_id));
      return { ...done, status: shown(reblog(ctx, actor, status, str(params.visibility))) };
    }
    case 'react': {
      const status = findStatus(ctx, actor, str(params.status_id));
      react(ctx, actor, status, str(params.emoji));
      return { ...done, status_id: status.id, emoji: str(params.emoji) };
    }
    case 'follow': {
      const target = findAccount(ctx, str(params.target), 'target');
      return { ...done, target: db.acct(target), state: followAccount(ctx, actor, target) };
    }
    case 'vote': {
      const status = findStatus(ctx, actor, str(params.status_id));
      const raw = params.choices as unknown;
      vote(ctx, actor, status, (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(Number));
      return { ...done, status_id: status.id };
    }
    default:
      throw new ActError(422, `Unknown action: ${action || '(missing)'}`);
  }
}

/** malformedAnswers as an object of path fragment -> kind, or as the `fragment=kind,...` text of the command line. */
function malformedAnswersOption(value: unknown): SandboxOptions['malformedAnswers'] {
  const table =
    typeof value === 'string'
      ? parseMalformedAnswers(value)
      : value !== null &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.values(value).every(isMalformedKind)
        ? { ...(value as SandboxOptions['malformedAnswers']) }
        : null;
  if (table === null)
    throw new ActError(422, `malformedAnswers: path fragment -> one of ${MALFORMED_KINDS.join(', ')}`);
  return table;
}

/** Applies a partial options object; unknown keys and wrong types are refused. */
export function applyOptions(options: SandboxOptions, patch: Record<string, unknown>): SandboxOptions {
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in DEFAULT_OPTIONS)) throw new ActError(422, `Unknown option: ${key}`);
    if (key === 'faultPaths') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
        throw new ActError(422, 'faultPaths must be an array of strings');
      options.faultPaths = value as string[];
      continue;
    }
    if (key === 'malformedAnswers') {
      options.malformedAnswers = malformedAnswersOption(value);
      continue;
    }
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw new ActError(422, `${key} must be a number >= 0`);
    if (key === 'webApiRefusal' && !WEB_API_REFUSALS.includes(n))
      throw new ActError(422, `webApiRefusal must be one of ${WEB_API_REFUSALS.join(', ')}`);
    (options as unknown as Record<string, number>)[key] = n;
  }
  return options;
}

/** Posts a burst (see core/burst.ts): `count` or `seconds`, `perSecond`, `as` or `into` (posts reaching its home), `text`. */
function startBurst(ctx: SandboxContext, params: Params): { scheduled: number; interval_ms: number } {
  const seconds = params.seconds === undefined ? undefined : Number(str(params.seconds) ?? params.seconds);
  const plan = planBurst(ctx.db, {
    count: params.count === undefined ? undefined : int(params.count, 10),
    seconds: seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
    perSecond: int(params.perSecond ?? params.per_second, 5),
    as: str(params.as) ? findAccount(ctx, str(params.as), 'account') : null,
    into: str(params.into) ? findAccount(ctx, str(params.into), 'account') : null,
    text: str(params.text),
  });
  if (plan.rotation.length === 0) throw new ActError(422, 'No account to post as');
  runBurst(plan, (actor, text) => {
    compose(ctx, actor, { text, visibility: 'public' });
  });
  return { scheduled: plan.count, interval_ms: Math.round(1000 / plan.perSecond) };
}

function failure(error: unknown): Response {
  if (error instanceof ActError) return apiError(error.status, error.message);
  if (error instanceof ComposeError) return apiError(error.status, error.message);
  return apiError(500, error instanceof Error ? error.message : String(error));
}

export function adminHandlers(ctx: SandboxContext): HttpHandler[] {
  const guarded =
    (body: (params: Params) => Record<string, unknown> | Response) =>
    async ({ request }: { request: Request }) => {
      try {
        const result = body(await readParams(request));
        return result instanceof Response ? result : json(result);
      } catch (error) {
        return failure(error);
      }
    };
  return [
    http.post(
      route('/_sandbox/act'),
      guarded((params) => runAction(ctx, params)),
    ),
    http.post(
      route('/_sandbox/options'),
      guarded((params) => {
        const options = applyOptions(ctx.options, params);
        if ('homeStatuses' in params && options.homeStatuses > 0) {
          return { options, home_statuses: growHome(ctx.db, defaultAccountId(ctx.db), options.homeStatuses) };
        }
        return { options };
      }),
    ),
    http.get(route('/_sandbox/options'), () => json({ options: ctx.options })),
    http.post(route('/_sandbox/drop-sockets'), () => json({ dropped: isHub(ctx.stream) ? ctx.stream.dropAll() : 0 })),
    http.post(
      route('/_sandbox/burst'),
      guarded((params) => {
        const result = startBurst(ctx, params);
        return HttpResponse.json(result, { status: 202 });
      }),
    ),
    http.get(route('/_sandbox/state'), () => {
      const { db } = ctx;
      const live = [...db.statuses.values()].filter((s) => !s.deleted);
      return json({
        origin: db.origin,
        accounts: db.accounts.size,
        local_accounts: db.users.size,
        statuses: live.length,
        reblogs: live.filter((s) => s.reblog_of_id).length,
        notifications: db.notifications.size,
        media: db.media.size,
        tokens: [...db.tokens.values()].filter((t) => !t.revoked).length,
        markers: markersByAcct(db),
        streaming: isHub(ctx.stream) ? ctx.stream.counts() : null,
        options: ctx.options,
      });
    }),
  ];
}
