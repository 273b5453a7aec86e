import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { classifyPushError, type PushFailure } from '../domain/errors/push-errors';

/**
 * Web push for one account; the subscription is cleared on errors.
 *
 *   checking (is there a service worker, PushManager and Notification? is there a subscription already, in the
 *            browser and on the server?) --> unsupported | subscribed | unsubscribed
 *   unsubscribed | denied | failed --ENABLE--> requestingPermission (the browser asks the reader, on demand)
 *   requestingPermission --granted--> subscribing | (anything else) --> denied
 *   subscribing (browser subscription with the server's VAPID key, then registered on the server)
 *     --> subscribed | failed (why: no-server-key, invalid-key, other; the half-made subscription is cleared)
 *   subscribed --SET_ALERTS--> updatingAlerts (the alerts shown at once; a further SET_ALERTS starts over with
 *     the newer choice) --> subscribed with the server's answer, or with the alerts the server last confirmed
 *   subscribed | updatingAlerts --DISABLE--> unsubscribing (browser and server) --> unsubscribed, even when a
 *     step fails: a subscription that failed to go is forgotten all the same
 *
 * The effects are actors the app provides (services/push/web-push-machine.ts): `detect`, `requestPermission`,
 * `subscribe`, `updateAlerts`, `unsubscribe`, `clearSubscription`; and the action `reportFailure`, which raises
 * the alert of a failed server call. A missing server key or an invalid one is not alerted: the view says it.
 */

/** Alert kinds by notification type: the standard six, plus whatever else the server answers with. */
export type PushAlerts = Readonly<Record<string, boolean>>;

/** Which server API holds the subscription: the session-mode api/web one, or the standard v1 one. */
export type PushServerApi = 'web' | 'v1';

export interface PushSubscriptionState {
  id: string;
  endpoint: string;
  api: PushServerApi;
  /** the alerts as the server answered them */
  alerts: PushAlerts;
}

export type PushDetection =
  | { supported: false }
  /** `subscription`: the browser's subscription as the server knows it, or null when there is none */
  | { supported: true; subscription: PushSubscriptionState | null };

export interface WebPushInput {
  /** the alerts a new subscription asks for */
  alerts?: PushAlerts;
}

export interface WebPushContext {
  subscription: Omit<PushSubscriptionState, 'alerts'> | null;
  /** the alerts shown (while an update is in flight, the reader's newest choice) */
  alerts: PushAlerts;
  /** the alerts the server last confirmed, put back when an update fails */
  savedAlerts: PushAlerts;
  /** why the last subscribe failed, until the reader tries again */
  failure: PushFailure | null;
}

export type WebPushEvent =
  | { type: 'ENABLE' }
  | { type: 'DISABLE' }
  /** alert kinds to change (the others stay) */
  | { type: 'SET_ALERTS'; alerts: PushAlerts };

/** The notification types a subscription carries alerts for when the server has said nothing else. */
export const STANDARD_PUSH_ALERTS = ['follow', 'follow_request', 'favourite', 'reblog', 'mention', 'poll'] as const;

/** Every standard alert on (alerts default to on). */
export const DEFAULT_PUSH_ALERTS: PushAlerts = Object.fromEntries(STANDARD_PUSH_ALERTS.map((type) => [type, true]));

const withoutAlerts = ({ id, endpoint, api }: PushSubscriptionState): WebPushContext['subscription'] => ({
  id,
  endpoint,
  api,
});

const detected = (event: unknown): PushDetection => (event as { output: PushDetection }).output;

export const webPushMachine = setup({
  types: {} as { context: WebPushContext; events: WebPushEvent; input: WebPushInput },
  actors: {
    detect: fromPromise<PushDetection, void>(() => Promise.resolve({ supported: false })),
    requestPermission: fromPromise<NotificationPermission, void>(() => Promise.resolve('default')),
    subscribe: fromPromise<PushSubscriptionState, { alerts: PushAlerts }>(() =>
      Promise.reject(new Error('no push adapter')),
    ),
    updateAlerts: fromPromise<PushAlerts, { subscription: PushSubscriptionState }>(({ input }) =>
      Promise.resolve(input.subscription.alerts),
    ),
    unsubscribe: fromPromise<void, { subscription: WebPushContext['subscription'] }>(() => Promise.resolve()),
    // clears whatever a failed subscribe left behind (the browser's subscription); its outcome changes nothing
    clearSubscription: fromPromise<void, void>(() => Promise.resolve()),
  },
  guards: {
    unsupported: ({ event }) => !detected(event).supported,
    subscribedAlready: ({ event }) => {
      const found = detected(event);
      return found.supported && found.subscription !== null;
    },
    serverKeyProblem: ({ event }) => classifyPushError((event as { error?: unknown }).error).failure !== 'other',
    granted: ({ event }) => (event as { output?: NotificationPermission }).output === 'granted',
  },
  actions: {
    keepDetected: assign(({ context, event }) => {
      const found = detected(event);
      if (!found.supported || found.subscription === null) return {};
      const alerts = { ...context.alerts, ...found.subscription.alerts };
      return { subscription: withoutAlerts(found.subscription), alerts, savedAlerts: alerts };
    }),
    keepSubscription: assign(({ event }) => {
      const made = (event as unknown as { output: PushSubscriptionState }).output;
      return { subscription: withoutAlerts(made), alerts: made.alerts, savedAlerts: made.alerts, failure: null };
    }),
    keepFailure: assign({
      subscription: null,
      failure: ({ event }) => classifyPushError((event as { error?: unknown }).error).failure,
    }),
    clearFailure: assign({ failure: null }),
    forgetSubscription: assign({ subscription: null }),
    chooseAlerts: assign({
      alerts: ({ context, event }) =>
        event.type === 'SET_ALERTS' ? { ...context.alerts, ...event.alerts } : context.alerts,
    }),
    keepConfirmedAlerts: assign(({ event }) => {
      const alerts = (event as unknown as { output: PushAlerts }).output;
      return { alerts, savedAlerts: alerts };
    }),
    revertAlerts: assign({ alerts: ({ context }) => context.savedAlerts }),
    // Provided by the app: the alert a failed server call's policy asks for.
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'webPush',
  context: ({ input }) => {
    const alerts = input.alerts ?? DEFAULT_PUSH_ALERTS;
    return { subscription: null, alerts, savedAlerts: alerts, failure: null };
  },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'detect',
        src: 'detect',
        onDone: [
          { guard: 'unsupported', target: 'unsupported' },
          { guard: 'subscribedAlready', target: 'subscribed', actions: 'keepDetected' },
          { target: 'unsubscribed' },
        ],
        // the browser could not say: the reader may still try, and a failure then says why
        onError: { target: 'unsubscribed' },
      },
    },
    unsupported: { tags: ['unsupported'] },
    unsubscribed: {
      on: { ENABLE: 'requestingPermission' },
    },
    requestingPermission: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: [{ guard: 'granted', target: 'subscribing' }, { target: 'denied' }],
        onError: { target: 'denied' },
      },
    },
    denied: {
      tags: ['denied'],
      on: { ENABLE: 'requestingPermission' },
    },
    subscribing: {
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ alerts: context.alerts }),
        onDone: { target: 'subscribed', actions: 'keepSubscription' },
        onError: [
          // the server has no push key, or an invalid one: the view says so, no alert
          { guard: 'serverKeyProblem', target: 'failed', actions: 'keepFailure' },
          {
            target: 'failed',
            actions: [
              'keepFailure',
              { type: 'reportFailure', params: ({ event }) => ({ error: (event as { error?: unknown }).error }) },
            ],
          },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      invoke: { id: 'clearSubscription', src: 'clearSubscription' },
      on: { ENABLE: 'requestingPermission' },
    },
    subscribed: {
      tags: ['subscribed'],
      on: {
        SET_ALERTS: { target: 'updatingAlerts', actions: 'chooseAlerts' },
        DISABLE: 'unsubscribing',
      },
    },
    updatingAlerts: {
      tags: ['subscribed', 'saving'],
      invoke: {
        id: 'updateAlerts',
        src: 'updateAlerts',
        input: ({ context }) => ({ subscription: { ...context.subscription!, alerts: context.alerts } }),
        onDone: { target: 'subscribed', actions: 'keepConfirmedAlerts' },
        onError: {
          target: 'subscribed',
          actions: [
            'revertAlerts',
            { type: 'reportFailure', params: ({ event }) => ({ error: (event as { error?: unknown }).error }) },
          ],
        },
      },
      on: {
        // the newer choice replaces the request in flight
        SET_ALERTS: { target: 'updatingAlerts', reenter: true, actions: 'chooseAlerts' },
        DISABLE: 'unsubscribing',
      },
    },
    unsubscribing: {
      tags: ['busy'],
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ subscription: context.subscription }),
        onDone: { target: 'unsubscribed', actions: 'forgetSubscription' },
        onError: { target: 'unsubscribed', actions: 'forgetSubscription' },
      },
    },
  },
});

export type WebPushActor = ActorRefFrom<typeof webPushMachine>;
export type WebPushSnapshot = SnapshotFrom<typeof webPushMachine>;
