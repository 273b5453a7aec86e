import type { SandboxOptions } from './context';

export const DEFAULT_OPTIONS: SandboxOptions = {
  errorRate: 0,
  latencyMs: 0,
  rateLimitEvery: 0,
  rateLimitBurst: 0,
  dropSocketsAfterMs: 0,
  mediaProcessingMs: 1500,
  faultPaths: [],
  homeStatuses: 0,
  webApiRefusal: 0,
  hideServerDomainBlocks: 0,
  noInstanceLanguages: 0,
  oauthMetadata: 0,
  noPublicVisibility: 0,
};

/** The answers webApiRefusal may take (0: api/web accepts OAuth tokens). */
export const WEB_API_REFUSALS: readonly number[] = [0, 401, 403, 404, 422];

const num = (value: string | undefined, fallback: number) => {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

const webApiRefusal = (value: number) => (WEB_API_REFUSALS.includes(value) ? value : DEFAULT_OPTIONS.webApiRefusal);

/** Reads SANDBOX_* environment variables; README lists them. */
export function optionsFromEnv(env: Record<string, string | undefined>): SandboxOptions {
  return {
    errorRate: num(env.SANDBOX_ERROR_RATE, DEFAULT_OPTIONS.errorRate),
    latencyMs: num(env.SANDBOX_LATENCY_MS, DEFAULT_OPTIONS.latencyMs),
    rateLimitEvery: num(env.SANDBOX_RATE_LIMIT_EVERY, DEFAULT_OPTIONS.rateLimitEvery),
    rateLimitBurst: num(env.SANDBOX_RATE_LIMIT_BURST, DEFAULT_OPTIONS.rateLimitBurst),
    dropSocketsAfterMs: num(env.SANDBOX_DROP_SOCKETS_MS, DEFAULT_OPTIONS.dropSocketsAfterMs),
    mediaProcessingMs: num(env.SANDBOX_MEDIA_PROCESSING_MS, DEFAULT_OPTIONS.mediaProcessingMs),
    faultPaths: (env.SANDBOX_FAULT_PATHS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    homeStatuses: num(env.SANDBOX_HOME_STATUSES, DEFAULT_OPTIONS.homeStatuses),
    webApiRefusal: webApiRefusal(num(env.SANDBOX_WEB_API_REFUSAL, DEFAULT_OPTIONS.webApiRefusal)),
    hideServerDomainBlocks: num(env.SANDBOX_HIDE_DOMAIN_BLOCKS, DEFAULT_OPTIONS.hideServerDomainBlocks) > 0 ? 1 : 0,
    noInstanceLanguages: num(env.SANDBOX_NO_LANGUAGES, DEFAULT_OPTIONS.noInstanceLanguages) > 0 ? 1 : 0,
    oauthMetadata: num(env.SANDBOX_OAUTH_METADATA, DEFAULT_OPTIONS.oauthMetadata),
    noPublicVisibility: num(env.SANDBOX_NO_PUBLIC, DEFAULT_OPTIONS.noPublicVisibility) > 0 ? 1 : 0,
  };
}
