/**
 * The catalogue of every server call the client makes (spec section 7), plus the sign-in calls.
 * Paths are absolute from the server origin with `{name}` placeholders.
 * The contract coverage test walks this list: each entry must be exercised by a test and described
 * by the merged contract (the OpenAPI oracle plus the project's kmyblue overlay).
 *
 * Each area's calls live in calls/<area>.ts: the area module (./<area>.ts) registers
 * its table with the client when it loads (calls/registry.ts), so the page never downloads this whole list;
 * it is for tests and tools.
 */
import type { CallSpec } from './calls/call-spec';
import { calls as accounts } from './calls/accounts';
import { calls as followRequests } from './calls/follow-requests';
import { calls as search } from './calls/search';
import { calls as timelines } from './calls/timelines';
import { calls as statuses } from './calls/statuses';
import { calls as media } from './calls/media';
import { calls as polls } from './calls/polls';
import { calls as notifications } from './calls/notifications';
import { calls as markers } from './calls/markers';
import { calls as preferences } from './calls/preferences';
import { calls as reports } from './calls/reports';
import { calls as domainBlocks } from './calls/domain-blocks';
import { calls as push } from './calls/push';
import { calls as settings } from './calls/settings';
import { calls as lists } from './calls/lists';
import { calls as circles } from './calls/circles';
import { calls as antennas } from './calls/antennas';
import { calls as bookmarkCategories } from './calls/bookmark-categories';
import { calls as filters } from './calls/filters';
import { calls as conversations } from './calls/conversations';
import { calls as emoji } from './calls/emoji';
import { calls as announcements } from './calls/announcements';
import { calls as instance } from './calls/instance';
import { calls as discovery } from './calls/discovery';
import { calls as oauth } from './calls/oauth';

export type { CallSpec, HttpMethod } from './calls/call-spec';

export const CALLS: readonly CallSpec[] = [
  ...accounts,
  ...followRequests,
  ...search,
  ...timelines,
  ...statuses,
  ...media,
  ...polls,
  ...notifications,
  ...markers,
  ...preferences,
  ...reports,
  ...domainBlocks,
  ...push,
  ...settings,
  ...lists,
  ...circles,
  ...antennas,
  ...bookmarkCategories,
  ...filters,
  ...conversations,
  ...emoji,
  ...announcements,
  ...instance,
  ...discovery,
  ...oauth,
];

export const SPEC7_CALLS = CALLS.filter((call) => call.spec7);

const byId = new Map(CALLS.map((call) => [call.id, call]));

export function callById(id: string): CallSpec {
  const call = byId.get(id);
  if (!call) throw new Error(`unknown call id ${id}`);
  return call;
}

/** Turns a path template into a regular expression matching concrete paths. */
export function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Finds the catalogue entry for a concrete request (method and path without query). */
export function matchCall(method: string, path: string): CallSpec | undefined {
  const upper = method.toUpperCase();
  // Prefer literal templates (e.g. /accounts/lookup) over parameterised ones (/accounts/{id}).
  const candidates = CALLS.filter((call) => call.method === upper && pathPattern(call.path).test(path));
  return candidates.sort((a, b) => placeholders(a.path) - placeholders(b.path))[0];
}

function placeholders(template: string): number {
  return (template.match(/\{/g) ?? []).length;
}
