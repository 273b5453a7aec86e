import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';

/** How long a 429 burst asks the client to wait (X-RateLimit-Reset is now plus this). */
export const RATE_LIMIT_RESET_MS = 5000;
/** The limit advertised in X-RateLimit-Limit. */
export const RATE_LIMIT_LIMIT = 300;

/**
 * Which paths the fault switches apply to: API calls and the OAuth token and revoke calls; never the sign-in page,
 * media files, the admin endpoint or the streaming endpoint. With faultPaths set, only paths containing one of them.
 */
export function faultApplies(pathname: string, faultPaths: readonly string[]): boolean {
  const api = pathname.startsWith('/api/') || pathname === '/oauth/token' || pathname === '/oauth/revoke';
  if (!api || pathname.startsWith('/api/v1/streaming')) return false;
  return faultPaths.length === 0 || faultPaths.some((fragment) => pathname.includes(fragment));
}

/**
 * The fault switches, read from ctx.options on every request so they can change at runtime:
 * latency, 429 bursts (every `rateLimitEvery`th request starts `rateLimitBurst` 429s) and a deterministic
 * error rate (request n fails when floor(n * rate) steps up, so exactly `rate` of the requests fail, evenly spread).
 * Requests that are not faulted fall through to the real handlers.
 */
export function faultHandlers(ctx: SandboxContext): HttpHandler[] {
  let counted = 0;
  let errorCounter = 0;
  let burstLeft = 0;

  return [
    http.all('*', async ({ request }) => {
      const { options } = ctx;
      const pathname = new URL(request.url).pathname;
      if (!faultApplies(pathname, options.faultPaths)) return undefined;
      if (request.method === 'OPTIONS') return undefined;

      if (options.latencyMs > 0) await delay(options.latencyMs);

      if (burstLeft > 0 || options.rateLimitEvery > 0) {
        let limited = false;
        if (burstLeft > 0) {
          burstLeft -= 1;
          limited = true;
        } else {
          counted += 1;
          if (options.rateLimitBurst > 0 && counted % options.rateLimitEvery === 0) {
            burstLeft = options.rateLimitBurst - 1;
            limited = true;
          }
        }
        if (limited) {
          return HttpResponse.json(
            { error: 'Too many requests' },
            {
              status: 429,
              headers: {
                'X-RateLimit-Limit': String(RATE_LIMIT_LIMIT),
                'X-RateLimit-Remaining': '0',
                'X-RateLimit-Reset': new Date(ctx.db.now() + RATE_LIMIT_RESET_MS).toISOString(),
              },
            },
          );
        }
      }

      const rate = Math.min(Math.max(options.errorRate, 0), 1);
      if (rate > 0) {
        const before = Math.floor(errorCounter * rate + 1e-9);
        errorCounter += 1;
        const after = Math.floor(errorCounter * rate + 1e-9);
        if (after > before) return HttpResponse.json({ error: 'Service Unavailable' }, { status: 503 });
      }
      return undefined;
    }),
  ];
}
