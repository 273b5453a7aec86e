/**
 * The catalogue of every server call the client makes, plus the sign-in calls. Each entry says whether it is a core
 * call, one the product is required to make. Paths are absolute from the server origin with `{name}` placeholders.
 * The contract coverage test walks this list: each entry must be exercised by a test and described
 * by the merged contract (the OpenAPI oracle plus the project's kmyblue overlay).
 *
 * Each entry is declared once, with its call function, in its area module (./<area>.ts, defineCall in
 * calls/call-spec.ts), which registers it with the client when it loads (calls/registry.ts). This list loads every
 * area module named by areas.ts and reads what they registered, area by area in that order and each area's calls
 * in the order its module declares them. It is for tests and tools: the page never imports it (it would download
 * every area at once).
 */
import { AREA_LOADERS } from './areas';
import type { CallSpec } from './calls/call-spec';
import { registeredCalls } from './calls/registry';

export type { CallSpec, HttpMethod } from './calls/call-spec';

await Promise.all(Object.values(AREA_LOADERS).map((load) => load()));

const registered = registeredCalls();

export const CALLS: readonly CallSpec[] = Object.keys(AREA_LOADERS).flatMap((area) =>
  registered.filter((call) => call.id.startsWith(`${area}.`)),
);

export const CORE_CALLS = CALLS.filter((call) => call.core);

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
