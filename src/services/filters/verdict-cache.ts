/**
 * The filter verdict of a post, remembered per stored post record (records are frozen and replaced on
 * change) until the filters, the context, the account or the clock passing an expiry makes it stale. A feed
 * of 5,000 posts re-checks only the posts that changed.
 */
import { filterVerdict, type FilterEnvironment, type FilterSubject, type FilterVerdict } from './filter-rules';

interface Remembered {
  filters: FilterEnvironment['filters'];
  contextType: string;
  me: string | null;
  filtersComplete: boolean;
  /** the verdict holds until this time (the next expiry of a filter involved), in ms */
  validUntil: number;
  verdict: FilterVerdict;
}

const remembered = new WeakMap<FilterSubject, Remembered>();

function nextExpiry(subject: FilterSubject, env: FilterEnvironment): number {
  let next = Number.POSITIVE_INFINITY;
  const consider = (expiresAt: string | null) => {
    if (expiresAt === null) return;
    const time = Date.parse(expiresAt);
    if (time > env.now && time < next) next = time;
  };
  for (const filter of env.filters.values()) consider(filter.expires_at);
  for (const result of subject.filtered) consider(result.expires_at);
  return next;
}

export function cachedFilterVerdict(subject: FilterSubject, env: FilterEnvironment): FilterVerdict {
  const known = remembered.get(subject);
  if (
    known !== undefined &&
    known.filters === env.filters &&
    known.contextType === env.contextType &&
    known.me === env.me &&
    known.filtersComplete === env.filtersComplete &&
    env.now < known.validUntil
  ) {
    return known.verdict;
  }
  const verdict = filterVerdict(subject, env);
  remembered.set(subject, {
    filters: env.filters,
    contextType: env.contextType,
    me: env.me,
    filtersComplete: env.filtersComplete,
    validUntil: nextExpiry(subject, env),
    verdict,
  });
  return verdict;
}
