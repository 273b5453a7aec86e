import type { ParamValue, Params } from '../../kernel/http';
import { bool, str } from '../../kernel/http';
import type { PushSubscriptionRecord } from '../../kernel/records';

/**
 * What both push subscription APIs share (the web session's api/web/push_subscriptions and the standard
 * /api/v1/push/subscription): the alert kinds the server knows, the policies, reading `data`, and the checks of a
 * browser subscription's endpoint and keys.
 */

/** Alert kinds this server knows (Mastodon's notification types plus kmyblue's); others sent are ignored. */
export const PUSH_ALERT_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'status',
  'update',
  'admin.sign_up',
  'admin.report',
  'emoji_reaction',
  'status_reference',
  'quote',
  'quoted_update',
  'list_status',
] as const;
export const PUSH_POLICIES = ['all', 'followed', 'follower', 'none'];

export const asObject = (value: ParamValue | undefined): Params | undefined =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) && !(value instanceof File)
    ? value
    : undefined;

/** Every known alert kind set to `on`. */
export const allAlerts = (on: boolean): Record<string, boolean> =>
  Object.fromEntries(PUSH_ALERT_TYPES.map((type) => [type, on]));

/**
 * Applies `data: {policy, alerts}` (and a `policy` given beside `data`, as the standard API's documentation
 * places it); alert kinds the server does not know are dropped, as Rails' permitted parameters drop them.
 * Returns an error text or null.
 */
export function applyPushData(
  target: PushSubscriptionRecord,
  data: Params | undefined,
  outerPolicy?: string,
): string | null {
  const policy = str(data?.policy) ?? outerPolicy;
  if (policy !== undefined) {
    if (!PUSH_POLICIES.includes(policy)) return 'Validation failed: Policy is not included in the list';
    target.policy = policy;
  }
  const alerts = asObject(data?.alerts);
  if (alerts) {
    for (const [key, value] of Object.entries(alerts)) {
      if ((PUSH_ALERT_TYPES as readonly string[]).includes(key)) target.alerts[key] = bool(value);
    }
  }
  return null;
}

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  standard: boolean;
}

function decodeBase64Url(text: string): Uint8Array | null {
  const clean = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]+$/.test(clean) || clean.length % 4 === 1) return null;
  const base64 = clean
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(clean.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * A browser subscription from `subscription: {endpoint, keys: {p256dh, auth}, standard}`, or the field that is
 * wrong. `strictKeys` also asks for real key material, as the standard API checks it: p256dh an uncompressed P-256
 * point (65 bytes starting with 4), auth 16 bytes.
 */
export function readBrowserSubscription(
  params: Params,
  strictKeys: boolean,
): { ok: true; value: BrowserSubscription } | { ok: false; field: string } {
  const subscription = asObject(params.subscription);
  const keys = asObject(subscription?.keys);
  const endpoint = str(subscription?.endpoint);
  const p256dh = str(keys?.p256dh);
  const auth = str(keys?.auth);
  if (!endpoint || !/^https?:\/\/[^\s/]+/.test(endpoint)) return { ok: false, field: 'endpoint' };
  if (!p256dh) return { ok: false, field: 'key_p256dh' };
  if (!auth) return { ok: false, field: 'key_auth' };
  if (strictKeys) {
    const point = decodeBase64Url(p256dh);
    if (!point || point.length !== 65 || point[0] !== 4) return { ok: false, field: 'key_p256dh' };
    if (decodeBase64Url(auth)?.length !== 16) return { ok: false, field: 'key_auth' };
  }
  return {
    ok: true,
    value: { endpoint, p256dh, auth, standard: bool(subscription?.standard ?? params.standard) },
  };
}

/** The 422 details Mastodon gives for an invalid field. */
export const invalidField = (field: string) => ({ [field]: [{ error: 'ERR_INVALID', description: 'is invalid' }] });

/** The error text a refused api/web request carries, by status (see SandboxOptions.webApiRefusal). */
export const WEB_API_REFUSAL_TEXT: Readonly<Record<number, string>> = {
  401: 'The access token is invalid',
  403: 'This action is outside the authorized scopes',
  404: 'Record not found',
  422: 'This method requires an authenticated user',
};
