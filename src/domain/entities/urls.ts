/** URL rules for server-sent links: only http and https are kept. */

/** The value when it is an absolute http(s) URL, else null. */
export function asHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? value : null;
}

/** The first of the candidates that is an http(s) URL, or `fallback`. */
export function firstHttpUrl<F extends string | null>(candidates: readonly unknown[], fallback: F): string | F {
  for (const candidate of candidates) {
    const url = asHttpUrl(candidate);
    if (url !== null) return url;
  }
  return fallback;
}
