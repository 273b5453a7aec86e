import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { apiError, bool, json, readParams, str, type Params } from '../kernel/http';
import type { AnnouncementRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { findCustomEmoji } from '../serialize/emoji';
import { serializeAnnouncement } from '../serialize/organise';
import {
  publishAnnouncement,
  publishAnnouncementDelete,
  publishAnnouncementReaction,
} from '../streaming/account-events';
import { isKnownEmoji } from './organise/emoji-names';

/**
 * The server's announcements driven from outside (not part of the Mastodon API, never contract-validated), so a
 * test can watch a client follow them live (`npm run sandbox:act -- announce ...`):
 *
 *   POST /_sandbox/announcements { content, starts_at?, ends_at?, all_day?, id? }
 *        publishes a new announcement (published now), or with `id` edits that one (updated now); streams
 *        `announcement` to every local user; answers { announcement } as a reader who has not read it sees it
 *   POST /_sandbox/announcements/:id/withdraw      removes it; streams `announcement.delete`
 *   POST /_sandbox/announcements/:id/react { as, name, remove? }
 *        adds (or with `remove: true` removes) the reaction of account `as`; streams `announcement.reaction`
 *
 * The custom emoji of the content are the local ones its `:shortcode:`s name. An unknown announcement answers 404,
 * an unknown account 404, an emoji that is neither Unicode nor a local custom one 422.
 */

const SHORTCODES = /:([a-zA-Z0-9_]+):/g;

/** The local custom emoji the text names. */
function emojisOf(ctx: SandboxContext, content: string): string[] {
  const named = [...content.matchAll(SHORTCODES)].map((match) => match[1]!);
  return [...new Set(named)].filter((code) => findCustomEmoji(ctx.db, code, null) !== undefined);
}

/** A time parameter as ISO 8601: `fallback` when not given, null when given empty or unreadable. */
function timeOr(params: Params, key: string, fallback: string | null): string | null {
  if (params[key] === undefined) return fallback;
  const time = Date.parse(str(params[key]) ?? '');
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function publish(ctx: SandboxContext, params: Params): AnnouncementRecord | Response {
  const content = str(params.content) ?? '';
  if (content.trim() === '') return apiError(422, 'content is required');
  const now = new Date(ctx.db.now()).toISOString();
  const id = str(params.id);
  const existing = id === undefined ? undefined : ctx.db.announcements.get(id);
  if (id !== undefined && existing === undefined) return apiError(404, `Unknown announcement: ${id}`);
  const record: AnnouncementRecord = {
    id: existing?.id ?? ctx.db.nextId(),
    // HTML as given; plain text becomes one paragraph
    content: /^\s*</.test(content) ? content : `<p>${escapeText(content)}</p>`,
    starts_at: timeOr(params, 'starts_at', existing?.starts_at ?? null),
    ends_at: timeOr(params, 'ends_at', existing?.ends_at ?? null),
    all_day: params.all_day === undefined ? (existing?.all_day ?? false) : bool(params.all_day),
    published_at: existing?.published_at ?? now,
    updated_at: now,
    emojis: emojisOf(ctx, content),
    reactions: existing?.reactions ?? new Map(),
    read_by: existing?.read_by ?? new Set(),
  };
  ctx.db.announcements.set(record.id, record);
  publishAnnouncement(ctx, record);
  return record;
}

function react(ctx: SandboxContext, id: string, params: Params): Response {
  const announcement = ctx.db.announcements.get(id);
  if (!announcement) return apiError(404, `Unknown announcement: ${id}`);
  const acct = str(params.as);
  const account = acct ? (ctx.db.findAccountByAcct(acct) ?? ctx.db.accounts.get(acct)) : undefined;
  if (!account) return apiError(404, `Unknown account: ${acct ?? '(missing)'}`);
  const name = str(params.name) ?? '';
  if (!isKnownEmoji(ctx.db, name)) return apiError(422, `Not a recognized emoji: ${name}`);
  const who = announcement.reactions.get(name) ?? new Set<string>();
  if (bool(params.remove)) who.delete(account.id);
  else who.add(account.id);
  if (who.size === 0) announcement.reactions.delete(name);
  else announcement.reactions.set(name, who);
  publishAnnouncementReaction(ctx, announcement, name);
  return json({ announcement_id: id, name, count: who.size, as: ctx.db.acct(account) });
}

export function adminAnnouncementHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    http.post(route('/_sandbox/announcements'), async ({ request }) => {
      const published = publish(ctx, await readParams(request));
      if (published instanceof Response) return published;
      return json({ announcement: serializeAnnouncement(ctx.db, published, null) });
    }),
    http.post(route('/_sandbox/announcements/:id/withdraw'), ({ params }) => {
      const id = String(params.id);
      if (!ctx.db.announcements.delete(id)) return apiError(404, `Unknown announcement: ${id}`);
      publishAnnouncementDelete(ctx, id);
      return json({ withdrawn: id });
    }),
    http.post(route('/_sandbox/announcements/:id/react'), async ({ request, params }) =>
      react(ctx, String(params.id), await readParams(request)),
    ),
  ];
}
