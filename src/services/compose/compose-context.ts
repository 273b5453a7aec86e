/**
 * What the composer needs to know before the first keystroke, read from two raw answers: GET v2/instance (limits
 * and features) and GET v1/accounts/verify_credentials (the account's posting defaults), and from both the
 * audiences allowed (allowed-audiences.ts). Both are read
 * defensively: a missing or wrong field falls back (the product defaults, safe limits, feature off), never a crash.
 *
 * Feature rule (kmyblue is detected from what the server says, never assumed from its name or version string):
 * - kmyblue API: `api_versions.kmyblue` is a positive number (kmyblue's own servers send it).
 * - kmyblueVisibility (public_unlisted, login, limited/circle/reply): `fedibird_capabilities` has
 *   'kmyblue_visibility_login' or 'kmyblue_visibility_public_unlisted' (the latter only while the server enables
 *   public_unlisted), or the kmyblue API.
 * - mutual (mutual followers only): 'visibility_mutual' (kmyblue and Fedibird both send it), or the kmyblue API.
 * - circle: 'kmyblue_circle_history' or 'circle', or the kmyblue API.
 * - searchability: 'kmyblue_searchability', or the kmyblue API. (Fedibird's plain 'searchability' alone is not
 *   enough: the searchability values are kmyblue's.)
 * - markdown: 'kmyblue_markdown', or the kmyblue API.
 * - statusReference: 'status_reference' (also Fedibird's, same `status_reference_ids` parameter), or the kmyblue API.
 * - quote: 'kmyblue_quote' or 'quote', or `api_versions.mastodon` >= 7 (Mastodon 4.5, where quoted_status_id
 *   and quote_approval_policy arrived; the documented v2/instance has no configuration key for quotes, so the
 *   API version is the signal).
 * A plain Mastodon server (no capabilities, no kmyblue API) gives every feature false, except quote from API 7 on.
 */
import type { MediaLimits } from '../../machines/file-check';
import { allowedAudiences } from './allowed-audiences';
import {
  DEFAULT_LIMITS as SAFE_LIMITS,
  NO_FEATURES,
  PRIVACY_ORDER,
  SPEC_DEFAULTS,
  type ComposeDefaults,
  type ComposeFeatures,
  type ComposeLimits,
  type OrderedPrivacy,
  type Privacy,
  type QuotePolicy,
  type Searchability,
} from '../../machines/compose-types';

/** Used when the server does not say (Mastodon's own defaults): the compose contract's constants. */
export { SAFE_LIMITS, NO_FEATURES };

/** The Mastodon API version from which quote posts exist. */
export const QUOTE_API_VERSION = 7;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const record = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

const SEARCHABILITIES: readonly Searchability[] = ['public', 'private', 'direct', 'limited', 'public_unlisted'];
const QUOTE_POLICIES: readonly QuotePolicy[] = ['public', 'followers', 'nobody'];

function privacyOf(value: unknown): OrderedPrivacy {
  if (PRIVACY_ORDER.includes(value as OrderedPrivacy)) return value as OrderedPrivacy;
  // a limited default is not one of the ordered values: the nearest one that never widens the audience
  if (value === 'limited') return 'private';
  return SPEC_DEFAULTS.privacy;
}

/**
 * The account's posting defaults from verify_credentials `source`; what is absent defaults to privacy public,
 * searchability private, quote policy public, language en.
 */
export function composeDefaults(credentials: unknown): ComposeDefaults {
  const source = record(record(credentials).source);
  const language = typeof source.language === 'string' ? source.language.trim() : '';
  return {
    privacy: privacyOf(source.privacy),
    searchability: SEARCHABILITIES.includes(source.searchability as Searchability)
      ? (source.searchability as Searchability)
      : SPEC_DEFAULTS.searchability,
    sensitive: typeof source.sensitive === 'boolean' ? source.sensitive : SPEC_DEFAULTS.sensitive,
    language: language !== '' ? language : SPEC_DEFAULTS.language,
    quotePolicy: QUOTE_POLICIES.includes(source.quote_policy as QuotePolicy)
      ? (source.quote_policy as QuotePolicy)
      : SPEC_DEFAULTS.quotePolicy,
  };
}

const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** What the server says of the files it takes; what it does not say (or says wrong) is left out, not checked. */
function mediaLimits(media: Record<string, unknown>): MediaLimits {
  const types = Array.isArray(media.supported_mime_types)
    ? media.supported_mime_types.filter((type): type is string => typeof type === 'string')
    : [];
  const imageSizeLimit = positive(media.image_size_limit, 0);
  const videoSizeLimit = positive(media.video_size_limit, 0);
  return {
    ...(types.length > 0 ? { supportedTypes: types } : {}),
    ...(imageSizeLimit > 0 ? { imageSizeLimit } : {}),
    ...(videoSizeLimit > 0 ? { videoSizeLimit } : {}),
  };
}

/** The server's limits from v2/instance `configuration` (SAFE_LIMITS for what is absent or wrong). */
export function composeLimits(instance: unknown): ComposeLimits {
  const configuration = record(record(instance).configuration);
  const statuses = record(configuration.statuses);
  const polls = record(configuration.polls);
  const media = record(configuration.media_attachments);
  const descriptionLimit = positive(media.description_limit, 0);
  const files = mediaLimits(media);
  return {
    ...(descriptionLimit > 0 ? { descriptionLimit } : {}),
    ...(Object.keys(files).length > 0 ? { media: files } : {}),
    maxCharacters: positive(statuses.max_characters, SAFE_LIMITS.maxCharacters),
    maxMediaAttachments: positive(statuses.max_media_attachments, SAFE_LIMITS.maxMediaAttachments),
    pollMaxOptions: positive(polls.max_options, SAFE_LIMITS.pollMaxOptions),
    pollMaxCharactersPerOption: positive(polls.max_characters_per_option, SAFE_LIMITS.pollMaxCharactersPerOption),
  };
}

/** The kmyblue extensions (and quotes) the server supports, by the rule in this file's header. */
export function composeFeatures(instance: unknown): ComposeFeatures {
  const raw = record(instance);
  const capabilities = new Set(
    Array.isArray(raw.fedibird_capabilities)
      ? raw.fedibird_capabilities.filter((c): c is string => typeof c === 'string')
      : [],
  );
  const has = (...names: string[]) => names.some((name) => capabilities.has(name));
  const versions = record(raw.api_versions);
  const version = (name: string) =>
    typeof versions[name] === 'number' && Number.isFinite(versions[name]) ? (versions[name] as number) : 0;
  const kmyblue = version('kmyblue') > 0;
  return {
    kmyblueVisibility: kmyblue || has('kmyblue_visibility_login', 'kmyblue_visibility_public_unlisted'),
    mutual: kmyblue || has('visibility_mutual'),
    circle: kmyblue || has('kmyblue_circle_history', 'circle'),
    searchability: kmyblue || has('kmyblue_searchability'),
    markdown: kmyblue || has('kmyblue_markdown'),
    statusReference: kmyblue || has('status_reference'),
    quote: has('kmyblue_quote', 'quote') || version('mastodon') >= QUOTE_API_VERSION,
  };
}

export interface ComposeContextInfo {
  defaults: ComposeDefaults;
  limits: ComposeLimits;
  features: ComposeFeatures;
  /** the audiences the server and the account allow (allowed-audiences.ts) */
  allowedPrivacy: Privacy[];
}

/** Defaults, limits, features and the allowed audiences together (those fields of ComposeInput). */
export function composeContext(instance: unknown, credentials: unknown): ComposeContextInfo {
  const features = composeFeatures(instance);
  return {
    defaults: composeDefaults(credentials),
    limits: composeLimits(instance),
    features,
    allowedPrivacy: allowedAudiences(instance, credentials, features),
  };
}
