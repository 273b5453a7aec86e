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
  malformedAnswers: {},
};

/** The ways the malformedAnswers switch spoils an answer (handlers/malformed-answers.ts says what each does). */
export const MALFORMED_KINDS = [
  'invalid-json',
  'wrong-type',
  'missing-fields',
  'one-missing-fields',
  'huge-content',
  'html-502',
  'html-200',
] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

export const isMalformedKind = (value: unknown): value is MalformedKind =>
  (MALFORMED_KINDS as readonly unknown[]).includes(value);

/**
 * `fragment=kind` pairs separated by commas (`/api/v1/timelines/home=invalid-json,/api/v2/search=html-200`), as
 * SANDBOX_MALFORMED and the command line write them; null when a kind is unknown or a pair has no `=`.
 */
export function parseMalformedAnswers(text: string): Record<string, MalformedKind> | null {
  const table: Record<string, MalformedKind> = {};
  for (const pair of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = pair.lastIndexOf('=');
    const kind = pair.slice(at + 1);
    if (at <= 0 || !isMalformedKind(kind)) return null;
    table[pair.slice(0, at)] = kind;
  }
  return table;
}

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
    malformedAnswers: parseMalformedAnswers(env.SANDBOX_MALFORMED ?? '') ?? {},
  };
}
