import { FetchError, ofetch } from 'ofetch';
import { ServerCheckError, type ServerCheckFailure, type ServerSummary } from '../machines/server-check.machine';

/**
 * The server check's network call: GET {origin}/api/v2/instance, cross-origin, without credentials.
 * Resolves with what the sign-in screen shows; rejects with a ServerCheckError naming the failure.
 */
export const INSTANCE_CHECK_TIMEOUT_MS = 10_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the fields the client needs from a v2/instance body; null when it is not one. */
export function summariseInstance(origin: string, body: unknown): ServerSummary | null {
  if (!isRecord(body) || typeof body.domain !== 'string' || typeof body.version !== 'string') return null;
  const capabilities = Array.isArray(body.fedibird_capabilities)
    ? body.fedibird_capabilities.filter((c): c is string => typeof c === 'string')
    : [];
  return {
    origin,
    title: typeof body.title === 'string' && body.title.trim() !== '' ? body.title : body.domain,
    domain: body.domain,
    version: body.version,
    kmyblue: Array.isArray(body.fedibird_capabilities),
    capabilities,
  };
}

function failureOf(error: unknown): ServerCheckFailure {
  if (!(error instanceof FetchError)) return { kind: 'unexpected' };
  const cause = error.cause as { name?: string } | undefined;
  if (cause?.name === 'TimeoutError') return { kind: 'timeout' };
  const response = error.response;
  if (!response) return { kind: 'unreachable' };
  if (response.status === 429) return { kind: 'rate-limited', retryAt: response.headers.get('x-ratelimit-reset') };
  const data: unknown = error.data;
  const serverText = isRecord(data) && typeof data.error === 'string' ? data.error : '';
  return { kind: 'http-status', status: response.status, message: serverText || response.statusText };
}

export async function fetchInstance(
  origin: string,
  signal?: AbortSignal,
  timeoutMs = INSTANCE_CHECK_TIMEOUT_MS,
): Promise<ServerSummary> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let body: unknown;
  try {
    body = await ofetch(`${origin}/api/v2/instance`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      retry: 0,
    });
  } catch (error) {
    throw new ServerCheckError(failureOf(error));
  }
  const summary = summariseInstance(origin, body);
  if (!summary) throw new ServerCheckError({ kind: 'not-a-server' });
  return summary;
}
