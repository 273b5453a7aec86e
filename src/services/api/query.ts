/**
 * Query strings the way Mastodon (Rails) reads them: arrays as `key[]=a&key[]=b`, booleans as
 * `true`/`false`, numbers as decimal text; undefined and null parameters are left out.
 */
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

function scalarText(value: QueryScalar): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** Appends the parameters to a URLSearchParams, keeping any already there. */
export function appendQuery(search: URLSearchParams, params: QueryParams): void {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value as readonly QueryScalar[]) search.append(arrayKey, scalarText(item));
    } else {
      search.append(key, scalarText(value as QueryScalar));
    }
  }
}

/** Returns `url` with the parameters appended to its query string. */
export function withQuery(url: URL, params: QueryParams | undefined): URL {
  const out = new URL(url);
  if (params) appendQuery(out.searchParams, params);
  return out;
}
