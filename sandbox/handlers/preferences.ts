import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { apiError, bool, json, readParams, str } from '../kernel/http';
import type { ExpandMedia, UserRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { routes } from './organise/auth';

const EXPAND_MEDIA: readonly ExpandMedia[] = ['default', 'show_all', 'hide_all'];

/**
 * GET /api/v1/preferences for the signed-in user, from their stored settings: the posting defaults are the
 * account's source (privacy, sensitive, language), media display is `default` and content warnings are not
 * expanded unless the user set otherwise.
 */
export function serializePreferences(user: UserRecord): Record<string, unknown> {
  return {
    'posting:default:visibility': user.default_privacy,
    'posting:default:sensitive': user.default_sensitive,
    'posting:default:language': user.default_language === '' ? null : user.default_language,
    'reading:expand:media': user.expand_media ?? 'default',
    'reading:expand:spoilers': user.expand_spoilers ?? false,
  };
}

/**
 * The preferences call, and the sandbox's switch for them: POST /_sandbox/preferences
 * `{ as, expand_media?: default|show_all|hide_all, expand_spoilers?: true|false }` changes a local user's reading
 * preferences and answers what GET /api/v1/preferences now says for them.
 */
export function preferenceHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);
  return [
    signedIn('get', '/api/v1/preferences', (viewer) => json(serializePreferences(viewer.user))),

    http.post(route('/_sandbox/preferences'), async ({ request }) => {
      const params = await readParams(request);
      const acct = str(params.as) ?? '';
      const account = db.findAccountByAcct(acct) ?? db.accounts.get(acct);
      const user = account ? db.users.get(account.id) : undefined;
      if (!user) return apiError(404, `Unknown local account: ${acct || '(missing)'}`);
      const media = str(params.expand_media);
      if (media !== undefined && !(EXPAND_MEDIA as readonly string[]).includes(media))
        return apiError(422, `expand_media must be one of ${EXPAND_MEDIA.join(', ')}`);
      if (media !== undefined) user.expand_media = media as ExpandMedia;
      if (params.expand_spoilers !== undefined) user.expand_spoilers = bool(params.expand_spoilers);
      return json({ as: db.acct(account!), preferences: serializePreferences(user) });
    }),
  ];
}
