/**
 * The audiences (privacy values) the composer may offer, from what the server and the account say, beyond the
 * feature rule of compose-context.ts:
 * - public: not while the server names 'kmyblue_no_public_visibility' (kmyblue with public posts disabled stores a
 *   public post as public_unlisted). Not every kmyblue version names it in its API (some tell only their own web
 *   page); where it is not named, public stays offered and such a server stores the post as public_unlisted.
 * - public_unlisted: kmyblue names 'kmyblue_visibility_public_unlisted' only while it enables that visibility, so
 *   a server that lists its capabilities without it does not take it.
 * - circle: only where the server has circles, and not when the account's own `server_features` say it has none.
 * Everything else is what the server takes (compose-privacy.ts serverPrivacy). The compose machine applies the
 * allowed-list fallback (the first allowed value, the last when forced to direct, banned for none) to it.
 */
import type { ComposeFeatures, Privacy } from '../../machines/compose-types';
import { serverPrivacy } from '../../machines/compose-privacy';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The allowed audiences, in the privacy order. */
export function allowedAudiences(instance: unknown, credentials: unknown, features: ComposeFeatures): Privacy[] {
  const raw = isRecord(instance) ? instance : {};
  const listed = Array.isArray(raw.fedibird_capabilities);
  const capabilities = new Set(
    listed ? (raw.fedibird_capabilities as unknown[]).filter((c): c is string => typeof c === 'string') : [],
  );
  const accountFeatures =
    isRecord(credentials) && isRecord(credentials.server_features) ? credentials.server_features : {};
  const refused = new Set<Privacy>();
  if (capabilities.has('kmyblue_no_public_visibility')) refused.add('public');
  if (listed && !capabilities.has('kmyblue_visibility_public_unlisted')) refused.add('public_unlisted');
  if (!features.circle || accountFeatures.circle === false) refused.add('circle');
  return serverPrivacy(features).filter((privacy) => !refused.has(privacy));
}
