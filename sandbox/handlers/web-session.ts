import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { bool, json, notFound, readParams, str, unprocessable, type ParamValue, type Params } from '../kernel/http';
import type { PushSubscriptionRecord } from '../kernel/records';
import { serializePushSubscription } from '../serialize/organise';
import { routes } from './organise/auth';

/** Alert kinds a web push subscription carries; all on unless the client says otherwise. */
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
  'list_status',
] as const;
const PUSH_POLICIES = ['all', 'followed', 'follower', 'none'];

const asObject = (value: ParamValue | undefined): Params | undefined =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) && !(value instanceof File)
    ? value
    : undefined;

/** Applies `data: {policy, alerts}`; returns an error text or null. */
function applyData(target: PushSubscriptionRecord, data: Params | undefined): string | null {
  if (!data) return null;
  const policy = str(data.policy);
  if (policy !== undefined) {
    if (!PUSH_POLICIES.includes(policy)) return 'Validation failed: Policy is not included in the list';
    target.policy = policy;
  }
  const alerts = asObject(data.alerts);
  if (alerts) for (const [key, value] of Object.entries(alerts)) target.alerts[key] = bool(value);
  return null;
}

/** Session-mode endpoints of Mastodon's own web UI: settings blob and web push subscriptions. */
export function webSessionHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  return [
    signedIn('put', '/api/web/settings', async (viewer, request) => {
      const data = asObject((await readParams(request)).data);
      if (!data) return unprocessable('Validation failed: Data must be an object');
      viewer.user.settings = data as Record<string, unknown>;
      return json({});
    }),
    signedIn('post', '/api/web/push_subscriptions', async (viewer, request) => {
      const params = await readParams(request);
      const subscription = asObject(params.subscription);
      const keys = asObject(subscription?.keys);
      const endpoint = str(subscription?.endpoint);
      const p256dh = str(keys?.p256dh);
      const auth = str(keys?.auth);
      if (!endpoint || !/^https?:\/\//.test(endpoint) || !p256dh || !auth) {
        return unprocessable('Validation failed: Endpoint and keys are required');
      }
      const record: PushSubscriptionRecord = {
        id: db.nextId(),
        account_id: viewer.account.id,
        endpoint,
        keys: { p256dh, auth },
        alerts: Object.fromEntries(PUSH_ALERT_TYPES.map((type) => [type, true])),
        policy: 'all',
        standard: bool(subscription?.standard ?? params.standard),
      };
      const error = applyData(record, asObject(params.data));
      if (error) return unprocessable(error);
      // One subscription per signed-in session: a new one replaces the account's previous ones.
      for (const [id, existing] of db.pushSubscriptions)
        if (existing.account_id === viewer.account.id) db.pushSubscriptions.delete(id);
      db.pushSubscriptions.set(record.id, record);
      return json(serializePushSubscription(record));
    }),
    signedIn('put', '/api/web/push_subscriptions/:id', async (viewer, request, { id }) => {
      const found = db.pushSubscriptions.get(id!);
      if (!found || found.account_id !== viewer.account.id) return notFound();
      const draft = { ...found, alerts: { ...found.alerts } };
      const error = applyData(draft, asObject((await readParams(request)).data));
      if (error) return unprocessable(error);
      Object.assign(found, draft);
      return json(serializePushSubscription(found));
    }),
  ];
}
