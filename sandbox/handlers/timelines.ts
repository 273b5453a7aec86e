import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { bool, json, list, notFound, queryParams, str, unauthorized } from '../kernel/http';
import { route } from '../kernel/routes';
import { pageAcceptedStatuses, pageStatuses } from './core/lookup';
import {
  antennaTimeline,
  homeMembership,
  linkTimeline,
  listTimeline,
  publicTimeline,
  tagTimeline,
} from './core/timeline-queries';

/** Timelines: home, public, hashtag, list, antenna and link; all paged with Link headers, limit=0 for all. */
export function timelineHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const paged = (
    request: Request,
    statuses: Parameters<typeof pageStatuses>[2],
    viewerId: string | null,
    filterContext: string,
  ) => {
    const page = pageStatuses(db, request, statuses, viewerId, filterContext);
    return json(page.body, { link: page.link });
  };

  return [
    http.get(route('/api/v1/timelines/home'), ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const me = viewer.account.id;
      const page = pageAcceptedStatuses(db, request, homeMembership(db, me), me, 'home');
      return json(page.body, { link: page.link });
    }),

    http.get(route('/api/v1/timelines/public'), ({ request }) => {
      const me = ctx.viewer(request)?.account.id ?? null;
      const q = queryParams(request);
      const statuses = publicTimeline(db, me, {
        local: bool(q.local),
        remote: bool(q.remote),
        onlyMedia: bool(q.only_media),
      });
      return paged(request, statuses, me, 'public');
    }),

    http.get(route('/api/v1/timelines/tag/:tag'), ({ request, params }) => {
      const me = ctx.viewer(request)?.account.id ?? null;
      const q = queryParams(request);
      const statuses = tagTimeline(db, me, decodeURIComponent(String(params.tag)), {
        any: list(q.any),
        all: list(q.all),
        none: list(q.none),
        local: bool(q.local),
        remote: bool(q.remote),
        onlyMedia: bool(q.only_media),
      });
      return paged(request, statuses, me, 'public');
    }),

    http.get(route('/api/v1/timelines/list/:id'), ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const found = db.lists.get(String(params.id));
      if (!found || found.account_id !== viewer.account.id) return notFound();
      return paged(request, listTimeline(db, found), viewer.account.id, 'home');
    }),

    http.get(route('/api/v1/timelines/antenna/:id'), ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const antenna = db.antennas.get(String(params.id));
      if (!antenna || antenna.account_id !== viewer.account.id) return notFound();
      return paged(request, antennaTimeline(db, antenna), viewer.account.id, 'home');
    }),

    http.get(route('/api/v1/timelines/link'), ({ request }) => {
      const me = ctx.viewer(request)?.account.id ?? null;
      const url = str(queryParams(request).url);
      if (!url) return json({ error: 'Missing url parameter' }, { status: 400 });
      return paged(request, linkTimeline(db, me, url), me, 'public');
    }),
  ];
}
