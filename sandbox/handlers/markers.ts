import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, list, queryParams, readParams, str, unprocessable, type Params } from '../kernel/http';
import type { MarkerRecord } from '../kernel/records';
import { serializeMarker } from '../serialize/organise';
import { routes } from './organise/auth';

const TIMELINES = ['home', 'notifications'] as const;
type Timeline = (typeof TIMELINES)[number];

/** Bodies may come as JSON, form data, or (from sendBeacon) JSON sent as text/plain. */
async function markerParams(request: Request): Promise<Params> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('text/plain')) {
    const text = await request.text();
    try {
      return { ...queryParams(request), ...(JSON.parse(text) as Params) };
    } catch {
      return queryParams(request);
    }
  }
  return readParams(request);
}

/** Read markers for the home and notifications timelines (version increments on every save). */
export function markerHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const markersOf = (accountId: string) => {
    let map = db.markers.get(accountId);
    if (!map) {
      map = new Map();
      db.markers.set(accountId, map);
    }
    return map;
  };
  const answer = (accountId: string, timelines: readonly Timeline[]) => {
    const map = markersOf(accountId);
    const out: Partial<Record<Timeline, ReturnType<typeof serializeMarker>>> = {};
    for (const timeline of timelines) {
      const marker = map.get(timeline);
      if (marker) out[timeline] = serializeMarker(marker);
    }
    return out;
  };

  return [
    signedIn('get', '/api/v1/markers', (viewer, request) => {
      const asked = list(queryParams(request).timeline).filter((t): t is Timeline =>
        (TIMELINES as readonly string[]).includes(t),
      );
      return json(answer(viewer.account.id, asked));
    }),
    signedIn('post', '/api/v1/markers', async (viewer, request) => {
      const params = await markerParams(request);
      const map = markersOf(viewer.account.id);
      const saved: Timeline[] = [];
      for (const timeline of TIMELINES) {
        const entry = params[timeline];
        if (entry === undefined || typeof entry !== 'object' || Array.isArray(entry) || entry instanceof File) continue;
        const lastReadId =
          str(entry.last_read_id) ?? (typeof entry.last_read_id === 'number' ? String(entry.last_read_id) : undefined);
        if (!lastReadId) return unprocessable(`Validation failed: ${timeline} last_read_id can't be blank`);
        const previous = map.get(timeline);
        const marker: MarkerRecord = {
          last_read_id: lastReadId,
          version: previous ? previous.version + 1 : 0,
          updated_at: new Date(db.now()).toISOString(),
        };
        map.set(timeline, marker);
        saved.push(timeline);
      }
      return json(answer(viewer.account.id, saved));
    }),
  ];
}
