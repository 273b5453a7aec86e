import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { faultHandlers } from './faults';
import { readerStandingHandlers } from './reader-standing';
import { tokenRevocationHandlers } from './token-revocation';
import { adminHandlers } from './admin';
import { adminInspectHandlers } from './admin-inspect';
import { adminProfileHandlers } from './admin-profile';
import { adminAnnouncementHandlers } from './admin-announcements';
import { oauthHandlers } from './oauth';
import { instanceHandlers } from './instance';
import { accountHandlers } from './accounts';
import { statusHandlers } from './statuses';
import { statusActionHandlers } from './status-actions';
import { timelineHandlers } from './timelines';
import { mediaHandlers } from './media';
import { pollHandlers } from './polls';
import { searchHandlers } from './search';
import { notificationHandlers } from './notifications';
import { markerHandlers } from './markers';
import { preferenceHandlers } from './preferences';
import { reportHandlers } from './reports';
import { domainBlockHandlers } from './domain-blocks';
import { listHandlers } from './lists';
import { circleHandlers } from './circles';
import { antennaHandlers } from './antennas';
import { bookmarkCategoryHandlers } from './bookmark-categories';
import { filterHandlers } from './filters';
import { conversationHandlers } from './conversations';
import { emojiHandlers } from './emoji';
import { announcementHandlers } from './announcements';
import { discoveryHandlers } from './discovery';
import { webSessionHandlers } from './web-session';
import { pushHandlers } from './push';
import { dispatcher } from './dispatch';
import { malformedAnswerHandler } from './malformed-answers';
import { growHome } from '../seed/home-growth';
import { defaultAccountId } from '../seed/index';

/**
 * Every handler of the simulated server, in match order, behind one dispatcher (dispatch.ts: msw then tries only
 * the routes that can match). Paths use a leading `*` so the same handlers answer on any origin (msw in Vitest,
 * the loopback server for `npm start`). Within a module, literal routes come before parameterised ones
 * (`/accounts/lookup` before `/accounts/:id`).
 */
export function allHandlers(ctx: SandboxContext): HttpHandler[] {
  // SANDBOX_HOME_STATUSES: the world is seeded by now; grow alice's home before the first request is served
  if (ctx.options.homeStatuses > 0) growHome(ctx.db, defaultAccountId(ctx.db), ctx.options.homeStatuses);
  const routes = dispatcher(routeHandlers(ctx));
  // the malformed-answers switch spoils what the routes answer, so it stands in front of them
  return [malformedAnswerHandler(ctx, routes), routes];
}

/** The routes in match order (allHandlers puts them behind one dispatching handler). */
export function routeHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    ...faultHandlers(ctx),
    ...tokenRevocationHandlers(ctx),
    ...readerStandingHandlers(ctx),
    ...adminHandlers(ctx),
    ...adminInspectHandlers(ctx),
    ...adminProfileHandlers(ctx),
    ...adminAnnouncementHandlers(ctx),
    ...oauthHandlers(ctx),
    ...instanceHandlers(ctx),
    ...searchHandlers(ctx),
    ...markerHandlers(ctx),
    ...preferenceHandlers(ctx),
    ...reportHandlers(ctx),
    ...domainBlockHandlers(ctx),
    ...notificationHandlers(ctx),
    ...listHandlers(ctx),
    ...circleHandlers(ctx),
    ...antennaHandlers(ctx),
    ...bookmarkCategoryHandlers(ctx),
    ...filterHandlers(ctx),
    ...conversationHandlers(ctx),
    ...emojiHandlers(ctx),
    ...announcementHandlers(ctx),
    ...discoveryHandlers(ctx),
    ...webSessionHandlers(ctx),
    ...pushHandlers(ctx),
    ...accountHandlers(ctx),
    ...timelineHandlers(ctx),
    ...mediaHandlers(ctx),
    ...pollHandlers(ctx),
    ...statusActionHandlers(ctx),
    ...statusHandlers(ctx),
  ];
}
