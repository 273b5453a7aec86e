import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { apiError, json } from '../kernel/http';
import { route } from '../kernel/routes';
import { SITE_UPLOADS, serveSiteUpload } from '../media-files/site-uploads';
import { serializeAccount } from '../serialize/account';
import { EXTENDED_DESCRIPTION_HTML, TRANSLATION_LANGUAGES, buildInstanceV2 } from './core/instance-info';
import { INSTANCE_LANGUAGES } from './core/instance-languages';

/**
 * Server information: v2 instance (with kmyblue additions), the languages of posts (404 while the
 * noInstanceLanguages switch is on, as before Mastodon 4.0), translation languages, about text, the moderated
 * servers (404 while the hideServerDomainBlocks switch is on), and the pictures the instance names (site uploads).
 */
export function instanceHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const contactAccount = () => {
    const users = [...db.users.values()];
    const admin = users.find((u) => u.role && /admin|owner/i.test(u.role.name)) ?? users[0];
    const account = admin ? db.accounts.get(admin.account_id) : undefined;
    return account ? serializeAccount(db, account) : null;
  };
  /** When the server started: the oldest local account's creation, or now. */
  const updatedAt = () => {
    const times = [...db.users.keys()]
      .map((id) => db.accounts.get(id)?.created_at)
      .filter((t): t is string => !!t)
      .sort();
    return times[0] ?? new Date(db.now()).toISOString();
  };

  return [
    http.get(route('/api/v2/instance'), ({ request }) =>
      json(
        buildInstanceV2(db, request.url, contactAccount(), { noPublicVisibility: ctx.options.noPublicVisibility > 0 }),
      ),
    ),
    // public; a server before Mastodon 4.0 has no such route: its catch-all answers 404 "Not Found"
    http.get(route('/api/v1/instance/languages'), () =>
      ctx.options.noInstanceLanguages ? apiError(404, 'Not Found') : json(INSTANCE_LANGUAGES),
    ),
    http.get(route('/api/v1/instance/translation_languages'), () => json(TRANSLATION_LANGUAGES)),
    http.get(route('/api/v1/instance/extended_description'), () =>
      json({ updated_at: updatedAt(), content: EXTENDED_DESCRIPTION_HTML }),
    ),
    // a server that does not publish them answers 404 with no body (Mastodon's `head 404`)
    http.get(route('/api/v1/instance/domain_blocks'), () =>
      ctx.options.hideServerDomainBlocks
        ? new HttpResponse(null, { status: 404 })
        : json(
            db.domainBlocks.map((block) => ({
              domain: block.domain,
              digest: block.digest,
              severity: block.severity,
              comment: block.comment,
            })),
          ),
    ),
    http.get(route(`${SITE_UPLOADS}/*`), ({ request }) =>
      serveSiteUpload(new URL(request.url).pathname, request.headers.get('range')),
    ),
  ];
}
