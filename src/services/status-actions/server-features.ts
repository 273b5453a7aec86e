/**
 * What the server offers to status actions, read once per account from v2/instance: translation
 * (configuration.translation.enabled), kmyblue's extra boost audiences (fedibird_capabilities
 * kmyblue_visibility_public_unlisted and kmyblue_visibility_login), status references, and quote posts (the
 * 'kmyblue_quote' or 'quote' capability, or Mastodon API version 7 and later, where quote policies arrived). A
 * failed fetch offers none of them. The answer is a part of the account's scope.
 */
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

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

const FEATURES = definePart<Promise<StatusServerFeatures>>('status-server-features');

export function statusServerFeatures({ api, store }: { api: Api; store: EntityStore }): Promise<StatusServerFeatures> {
  return store.scope.use(FEATURES, () =>
    instanceOf({ api, store }).then(
      (instance) => {
        const capabilities = instance.fedibird_capabilities ?? [];
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
      },
      () => NO_FEATURES,
    ),
  );
}
