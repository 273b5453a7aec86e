/** Web push: the session-mode calls (api/web) and the standard API's (/api/v1/push/subscription). */
import type { Exercise } from './exercise';

const BROWSER_SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc123',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
  standard: true,
};

export async function exercisePush(x: Exercise): Promise<void> {
  const { api, step } = x;
  const subscription = await step('push.subscribe', () =>
    api.push.subscribe(BROWSER_SUBSCRIPTION, {
      policy: 'all',
      alerts: { follow: true, favourite: true, reblog: true, mention: true, poll: false, follow_request: false },
    }),
  );
  if (subscription) {
    await step('push.update', () =>
      api.push.update(String(subscription.id), { policy: 'followed', alerts: { poll: true } }),
    );
  }

  await step('push.v1Subscribe', () =>
    api.push.v1Subscribe(BROWSER_SUBSCRIPTION, {
      policy: 'all',
      alerts: { follow: true, follow_request: true, favourite: true, reblog: true, mention: true, poll: true },
    }),
  );
  const current = await step('push.v1Get', () => api.push.v1Get());
  if (current?.endpoint !== BROWSER_SUBSCRIPTION.endpoint) x.failures.push('push.v1Get: not the subscription made');
  const updated = await step('push.v1Update', () =>
    api.push.v1Update({ policy: 'follower', alerts: { favourite: false, emoji_reaction: true } }),
  );
  if (updated && (updated.alerts.favourite !== false || updated.policy !== 'follower'))
    x.failures.push('push.v1Update: alerts or policy not changed');
  await step('push.v1Unsubscribe', () => api.push.v1Unsubscribe());
  const gone = await api.push.v1Get().then(
    () => 'still there',
    (error: { status?: number }) => error.status,
  );
  if (gone !== 404) x.failures.push(`push.v1Get after v1Unsubscribe: ${String(gone)} instead of 404`);
}
