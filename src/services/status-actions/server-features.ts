/**
 * What the server offers to status actions, read once per account from v2/instance: translation
 * (configuration.translation.enabled) and kmyblue's extra boost audiences (fedibird_capabilities
 * kmyblue_visibility_public_unlisted and kmyblue_visibility_login). A failed fetch offers none of them.
 */
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';

export interface StatusServerFeatures {
  translation: boolean;
  publicUnlisted: boolean;
  login: boolean;
  /** kmyblue status references (a post can refer to others) */
  statusReference: boolean;
}

export const NO_FEATURES: StatusServerFeatures = Object.freeze({
  translation: false,
  publicUnlisted: false,
  login: false,
  statusReference: false,
});

const cache = new WeakMap<Api, Promise<StatusServerFeatures>>();

export function statusServerFeatures(api: Api): Promise<StatusServerFeatures> {
  let features = cache.get(api);
  if (features === undefined) {
    features = instanceOf(api).then(
      (instance) => {
        const capabilities = instance.fedibird_capabilities ?? [];
        return {
          translation: instance.configuration?.translation?.enabled === true,
          publicUnlisted: capabilities.includes('kmyblue_visibility_public_unlisted'),
          login: capabilities.includes('kmyblue_visibility_login'),
          statusReference: capabilities.includes('status_reference'),
        };
      },
      () => NO_FEATURES,
    );
    cache.set(api, features);
  }
  return features;
}
