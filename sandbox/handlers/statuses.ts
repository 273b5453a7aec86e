import { http, type HttpHandler } from 'msw';
import type { SandboxContext, Viewer } from '../kernel/context';
import {
  apiError,
  bool,
  forbidden,
  json,
  list,
  notFound,
  paginate,
  queryParams,
  readParams,
  str,
  unauthorized,
  unprocessable,
  type ParamValue,
} from '../kernel/http';
import type { StatusEditRecord, StatusRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { serializeAccount } from '../serialize/account';
import { serializeEmojiList } from '../serialize/emoji';
import { serializeMedia } from '../serialize/media';
import { serializeStatus } from '../serialize/status';
import { newestFirst, pageByPosition, pageStatuses, statusesJson, visibleStatus } from './core/lookup';
import { reactionAccountsJson } from './core/emoji-reaction';
import { ComposeError, parseCompose } from './core/status-compose';
import { createStatus, deleteStatus, editStatus, type MediaAttribute } from './core/status-write';
import { ancestorsOf, descendantsOf, referencesOf } from './core/thread';

const IDEMPOTENCY_WINDOW_MS = 60 * 60 * 1000;

/** media_attributes from JSON (array of objects) or forms (`media_attributes[0][id]`, an object keyed by index). */
function readMediaAttributes(raw: ParamValue | undefined): MediaAttribute[] {
  if (raw === undefined || typeof raw === 'string' || raw instanceof File) return [];
  const rows = Array.isArray(raw) ? raw : Object.values(raw);
  const out: MediaAttribute[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || row instanceof File || Array.isArray(row)) continue;
    const id = str(row.id);
    if (!id) continue;
    const attribute: MediaAttribute = { id };
    const description = str(row.description);
    const focus = str(row.focus);
    if (description !== undefined) attribute.description = description;
    if (focus !== undefined) attribute.focus = focus;
    out.push(attribute);
  }
  return out;
}

function composeErrorResponse(error: unknown) {
  if (error instanceof ComposeError) return apiError(error.status, error.message);
  throw error;
}

/**
 * Own status for write actions. Edit and delete look the post up among the viewer's own (Mastodon's
 * `Status.where(account: current_account).find`), so someone else's post is 404; the interaction policy finds any
 * visible post and then refuses someone else's with 403.
 */
function ownStatus(
  ctx: SandboxContext,
  viewer: Viewer,
  id: string,
  othersAnswer: 'notFound' | 'forbidden' = 'notFound',
): StatusRecord | Response {
  const status = visibleStatus(ctx.db, id, viewer.account.id);
  if (!status) return notFound();
  if (status.account_id !== viewer.account.id || status.reblog_of_id)
    return othersAnswer === 'forbidden' ? forbidden() : notFound();
  return status;
}

/** Statuses: create (idempotent), read, edit, delete, thread context and the lists around one status. */
export function statusHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const viewerId = (request: Request) => ctx.viewer(request)?.account.id ?? null;

  return [
    http.post(route('/api/v1/statuses'), async ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const key = request.headers.get('idempotency-key');
      const memoKey = key ? `${viewer.account.id}:${key}` : null;
      const memo = memoKey ? db.idempotency.get(memoKey) : undefined;
      if (memo && db.now() - memo.at < IDEMPOTENCY_WINDOW_MS) {
        const earlier = db.statuses.get(memo.statusId);
        if (earlier && !earlier.deleted) return json(serializeStatus(db, earlier, viewer.account.id));
      }
      try {
        const input = parseCompose(db, viewer, await readParams(request));
        // kmyblue with the public visibility disabled stores a public post as public_unlisted
        if (ctx.options.noPublicVisibility > 0 && input.visibility === 'public') input.visibility = 'public_unlisted';
        const status = createStatus(ctx, viewer, input);
        if (memoKey) db.idempotency.set(memoKey, { statusId: status.id, at: db.now() });
        return json(serializeStatus(db, status, viewer.account.id));
      } catch (error) {
        return composeErrorResponse(error);
      }
    }),

    http.get(route('/api/v1/statuses'), ({ request }) => {
      const me = viewerId(request);
      const ids = list(queryParams(request).id);
      const found = ids.map((id) => visibleStatus(db, id, me)).filter((s) => s !== undefined);
      return json(statusesJson(db, found, me));
    }),

    http.get(route('/api/v1/statuses/:id'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      return status ? json(serializeStatus(db, status, me, { filterContext: 'thread' })) : notFound();
    }),

    http.put(route('/api/v1/statuses/:id'), async ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const status = ownStatus(ctx, viewer, String(params.id));
      if (status instanceof Response) return status;
      try {
        const p = await readParams(request);
        const input = parseCompose(db, viewer, p, status);
        editStatus(ctx, status, input, readMediaAttributes(p.media_attributes));
        return json(serializeStatus(db, status, viewer.account.id));
      } catch (error) {
        return composeErrorResponse(error);
      }
    }),

    http.delete(route('/api/v1/statuses/:id'), async ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const status = ownStatus(ctx, viewer, String(params.id));
      if (status instanceof Response) return status;
      const p = await readParams(request);
      const body = serializeStatus(db, status, viewer.account.id, { withSource: true });
      deleteStatus(ctx, status, bool(p.delete_media));
      return json(body);
    }),

    http.get(route('/api/v1/statuses/:id/context'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      const body: Record<string, unknown> = {
        ancestors: statusesJson(db, ancestorsOf(db, status, me), me, 'thread'),
        descendants: statusesJson(db, descendantsOf(db, status, me), me, 'thread'),
      };
      if (bool(queryParams(request).with_reference))
        body.references = statusesJson(db, referencesOf(db, status, me), me, 'thread');
      return json(body);
    }),

    http.get(route('/api/v1/statuses/:id/source'), ({ request, params }) => {
      const me = viewerId(request);
      if (!me) return unauthorized();
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      return json({ id: status.id, text: status.text, spoiler_text: status.spoiler_text, markdown: status.markdown });
    }),

    http.get(route('/api/v1/statuses/:id/history'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      const author = db.accounts.get(status.account_id)!;
      const versions: StatusEditRecord[] =
        status.edits.length > 0
          ? status.edits
          : [
              {
                created_at: status.created_at,
                content: status.content,
                spoiler_text: status.spoiler_text,
                sensitive: status.sensitive,
                media_ids: status.media_ids,
              },
            ];
      const poll = status.poll_id ? db.polls.get(status.poll_id) : undefined;
      const currentOptions = poll ? poll.options : null;
      return json(
        versions.map((version) => {
          // each version's own poll options; as Mastodon, the key is left out of a version without a poll
          const options = version.poll_options === undefined ? currentOptions : version.poll_options;
          return {
            content: version.content,
            spoiler_text: version.spoiler_text,
            sensitive: version.sensitive,
            created_at: version.created_at,
            account: serializeAccount(db, author),
            ...(options ? { poll: { options: options.map((title) => ({ title })) } } : {}),
            media_attachments: version.media_ids
              .map((id) => db.media.get(id))
              .filter((m) => m !== undefined)
              .map((m) => serializeMedia(db, m)),
            emojis: serializeEmojiList(db, status.emojis, author.domain),
          };
        }),
      );
    }),

    http.get(route('/api/v1/statuses/:id/quotes'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      const isAuthor = me === status.account_id;
      const quotes = [...db.statuses.values()].filter(
        (s) =>
          s.quote_of_id === status.id &&
          !s.deleted &&
          (s.quote_state === 'accepted' || (isAuthor && s.quote_state === 'pending')) &&
          visibleStatus(db, s.id, me),
      );
      const page = pageStatuses(db, request, quotes, me, 'thread');
      return json(page.body, { link: page.link });
    }),

    http.get(route('/api/v1/statuses/:id/reblogged_by'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      const reblogs = [...db.statuses.values()].filter((s) => s.reblog_of_id === status.id && !s.deleted);
      const page = paginate(request, newestFirst(reblogs), (s) => s.id, { maxLimit: 80, defaultLimit: 40 });
      const accounts = page.items.map((s) => db.accounts.get(s.account_id)).filter((a) => a !== undefined);
      return json(
        accounts.map((a) => serializeAccount(db, a)),
        { link: page.link },
      );
    }),

    http.get(route('/api/v1/statuses/:id/favourited_by'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      const accounts = db.favourites
        .sources(status.id)
        .map((id) => db.accounts.get(id))
        .filter((a) => a !== undefined);
      const page = pageByPosition(request, accounts, { maxLimit: 80, defaultLimit: 40 });
      return json(
        page.items.map((a) => serializeAccount(db, a)),
        { link: page.link },
      );
    }),

    http.get(route('/api/v1/statuses/:id/emoji_reactioned_by'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      const rows = reactionAccountsJson(db, status);
      const page = pageByPosition(request, rows, { maxLimit: 80, defaultLimit: 40 });
      return json(page.items, { link: page.link });
    }),

    http.get(route('/api/v1/statuses/:id/mentioned_by'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      if (me !== status.account_id) return forbidden();
      // In mention order: pageByPosition lists its input last-first.
      const accounts = status.mention_ids
        .map((id) => db.accounts.get(id))
        .filter((a) => a !== undefined)
        .reverse();
      const page = pageByPosition(request, accounts, { maxLimit: 80, defaultLimit: 40 });
      return json(
        page.items.map((a) => serializeAccount(db, a)),
        { link: page.link },
      );
    }),

    http.get(route('/api/v1/statuses/:id/referred_by'), ({ request, params }) => {
      const me = viewerId(request);
      const status = visibleStatus(db, String(params.id), me);
      if (!status) return notFound();
      const referring = [...db.statuses.values()].filter(
        (s) => s.reference_ids.includes(status.id) && visibleStatus(db, s.id, me),
      );
      const page = pageStatuses(db, request, referring, me, 'thread');
      return json(page.body, { link: page.link });
    }),

    http.put(route('/api/v1/statuses/:id/interaction_policy'), async ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const status = ownStatus(ctx, viewer, String(params.id), 'forbidden');
      if (status instanceof Response) return status;
      const policy = str((await readParams(request)).quote_approval_policy);
      if (policy !== 'public' && policy !== 'followers' && policy !== 'nobody') {
        return unprocessable('Validation failed: Quote approval policy must be public, followers or nobody');
      }
      const closed = ['private', 'direct', 'limited'].includes(status.visibility);
      status.quote_approval_policy = closed ? 'nobody' : policy;
      return json(serializeStatus(db, status, viewer.account.id));
    }),
  ];
}
