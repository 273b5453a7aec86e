/**
 * The composer's privacy rules: the order of the values, the stricter of two, a reply's privacy, which values a
 * server allows, and the fallback when the allowed list excludes the current value.
 */
import {
  PRIVACY_ORDER,
  type ComposeFeatures,
  type OrderedPrivacy,
  type Privacy,
  type ReplyTarget,
} from './compose-types';

/** Every privacy value: the ordered ones (least to most restricted), then reply, circle and banned. */
export const PRIVACY_VALUES: readonly Privacy[] = [...PRIVACY_ORDER, 'reply', 'circle', 'banned'];

/** kmyblue-only values: a server without kmyblue visibilities never offers them. */
const KMYBLUE_ONLY: readonly Privacy[] = ['public_unlisted', 'login', 'circle', 'reply'];

/** What the server takes, as far as these rules need to know. */
export type PrivacyFeatures = Pick<ComposeFeatures, 'kmyblueVisibility' | 'mutual'>;

export function isPrivacy(value: unknown): value is Privacy {
  return typeof value === 'string' && (PRIVACY_VALUES as readonly string[]).includes(value);
}

export function isOrderedPrivacy(value: unknown): value is OrderedPrivacy {
  return typeof value === 'string' && (PRIVACY_ORDER as readonly string[]).includes(value);
}

/** Position in the privacy order (higher is stricter). */
export function privacyRank(privacy: OrderedPrivacy): number {
  return PRIVACY_ORDER.indexOf(privacy);
}

/** The stricter of two ordered values. */
export function stricterPrivacy(a: OrderedPrivacy, b: OrderedPrivacy): OrderedPrivacy {
  return privacyRank(a) >= privacyRank(b) ? a : b;
}

/**
 * A post's real visibility (kmyblue visibility_ex, else visibility) as a privacy value: `limited` goes by its
 * scope (mutual, circle, else reply; kmyblue stores a mutual post as limited with the mutual scope, Fedibird
 * names it `mutual` outright); anything unknown gives null.
 */
export function privacyOfVisibility(
  visibility: string | null | undefined,
  limitedScope?: string | null,
): Privacy | null {
  if (isOrderedPrivacy(visibility)) return visibility;
  if (visibility === 'limited') {
    if (limitedScope === 'mutual') return 'mutual';
    return limitedScope === 'circle' ? 'circle' : 'reply';
  }
  if (visibility === 'circle' || visibility === 'reply') return visibility;
  return null;
}

/** A reply's privacy: `reply` under a limited parent, else the stricter of the parent's and the default. */
export function replyPrivacy(
  target: Pick<ReplyTarget, 'visibility' | 'limited'>,
  defaultPrivacy: OrderedPrivacy,
): Privacy {
  if (target.limited || target.visibility === 'limited') return 'reply';
  const parent = privacyOfVisibility(target.visibility);
  return parent !== null && isOrderedPrivacy(parent) ? stricterPrivacy(parent, defaultPrivacy) : defaultPrivacy;
}

/**
 * The values a server can take: without kmyblue visibilities no public_unlisted, login, circle or reply; mutual
 * only when the server says it has it (its own capability, apart from the other kmyblue visibilities).
 */
export function serverPrivacy(features: PrivacyFeatures): Privacy[] {
  return PRIVACY_VALUES.filter(
    (p) =>
      p !== 'banned' &&
      (p !== 'mutual' || features.mutual) &&
      (features.kmyblueVisibility || !KMYBLUE_ONLY.includes(p)),
  );
}

/** The allowed list in force: the one set by compose.allowedPrivacy (or every value) within what the server takes. */
export function effectiveAllowed(allowed: readonly Privacy[] | null, features: PrivacyFeatures): Privacy[] {
  const server = serverPrivacy(features);
  return allowed === null ? server : allowed.filter((p) => p !== 'banned' && server.includes(p));
}

/**
 * The fallback: the current value when allowed; otherwise the first allowed value (the last when forced to direct), or
 * banned when nothing is allowed.
 */
export function fallbackPrivacy(current: Privacy, allowed: readonly Privacy[], forceDirect = false): Privacy {
  if (allowed.length === 0) return 'banned';
  if (allowed.includes(current)) return current;
  return (forceDirect ? allowed[allowed.length - 1] : allowed[0]) ?? 'banned';
}

/**
 * What an allowed list sets in the composer: null for no restriction (every value the server takes, not forced
 * to direct), else the list itself; and whether the fallback is forced to direct.
 */
export function privacyRestriction(
  allowed: readonly Privacy[] | null | undefined,
  forceDirect: boolean | undefined,
  features: PrivacyFeatures,
): { allowedPrivacy: Privacy[] | null; forceDirect: boolean } {
  const forced = forceDirect === true;
  const everything = allowed == null || serverPrivacy(features).every((p) => allowed.includes(p));
  return {
    allowedPrivacy: everything && !forced ? null : [...(allowed ?? serverPrivacy(features))],
    forceDirect: forced,
  };
}
