/**
 * What the server offers to status actions, read from its v2/instance answer (the shared instance chart, read
 * through services/server-info/use-server-info.ts): translation (configuration.translation.enabled), kmyblue's
 * extra boost audiences (fedibird_capabilities kmyblue_visibility_public_unlisted and kmyblue_visibility_login),
 * status references, and quote posts (the 'kmyblue_quote' or 'quote' capability, or Mastodon API version 7 and
 * later, where quote policies arrived). None of them is offered until the answer is in; they come when it does.
 */
import type { ApiInstance } from '../../domain/entities/api-types';

export interface StatusServerFeatures {
  translation: boolean;
  publicUnlisted: boolean;
  login: boolean;
  /** kmyblue status references (a post can refer to others) */
  statusReference: boolean;
  /** quote posts: an own post's quote policy can be changed */
  quote: boolean;
}

/** The Mastodon API version from which quote posts and their policies exist. */
const QUOTE_API_VERSION = 7;

export const NO_FEATURES: StatusServerFeatures = Object.freeze({
  translation: false,
  publicUnlisted: false,
  login: false,
  statusReference: false,
  quote: false,
});

/** The features by the rule above, from the server's answer. */
export function statusServerFeatures(instance: ApiInstance): StatusServerFeatures {
  const capabilities = Array.isArray(instance.fedibird_capabilities) ? instance.fedibird_capabilities : [];
  return {
    translation: instance.configuration?.translation?.enabled === true,
    publicUnlisted: capabilities.includes('kmyblue_visibility_public_unlisted'),
    login: capabilities.includes('kmyblue_visibility_login'),
    statusReference: capabilities.includes('status_reference'),
    quote:
      capabilities.includes('kmyblue_quote') ||
      capabilities.includes('quote') ||
      (instance.api_versions?.mastodon ?? 0) >= QUOTE_API_VERSION,
  };
}
