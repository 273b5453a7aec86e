import { expect, vi } from 'vitest';
import {
  DEFAULT_PUSH_ALERTS,
  webPushMachine,
  type PushSubscriptionState,
  type WebPushEvent,
} from '../../src/machines/web-push.machine';
import { ApiError } from '../../src/domain/errors/api-error';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The web push chart's model: a browser without push, one with a subscription already (restored with the server's
 * alerts, which carry a kmyblue type beyond the standard six), permission granted or refused, subscribing that
 * succeeds or fails for each reason (no server key support, an invalid key, any other failure), alert changes
 * confirmed, replaced while in flight or reverted, and unsubscribing that succeeds or fails.
 */
const SERVER_ALERTS = { ...DEFAULT_PUSH_ALERTS, emoji_reaction: true };
const subscription: PushSubscriptionState = {
  id: '7',
  endpoint: 'https://push.example/send/1',
  api: 'v1',
  alerts: SERVER_ALERTS,
};
const restored: PushSubscriptionState = {
  ...subscription,
  id: '3',
  api: 'web',
  alerts: { ...SERVER_ALERTS, poll: false },
};

const noServerKey = new DOMException('The server has no push key', 'AbortError');
const invalidKey = new DOMException('The server key is not base64url', 'InvalidCharacterError');
const refused = new ApiError({ kind: 'response', message: 'Unprocessable', status: 422, statusText: 'Unprocessable' });

const reportFailure = vi.fn();

const events: WebPushEvent[] = [
  { type: 'ENABLE' },
  { type: 'DISABLE' },
  { type: 'SET_ALERTS', alerts: { favourite: false } },
  { type: 'SET_ALERTS', alerts: { emoji_reaction: false } },
];

const isKeyProblem = (error: unknown) => error === noServerKey || error === invalidKey;

describeModel({
  name: 'web-push',
  machine: webPushMachine.provide({ actions: { reportFailure } }),
  input: {},
  scriptedActors: ['detect', 'requestPermission', 'subscribe', 'updateAlerts', 'unsubscribe'],
  events: [
    ...events,
    doneEvent('detect', { supported: false }),
    doneEvent('detect', { supported: true, subscription: null }),
    doneEvent('detect', { supported: true, subscription: restored }),
    errorEvent('detect', new Error('service worker registration failed')),
    doneEvent('requestPermission', 'granted'),
    doneEvent('requestPermission', 'denied'),
    errorEvent('requestPermission', new TypeError('not allowed')),
    doneEvent('subscribe', subscription),
    errorEvent('subscribe', noServerKey),
    errorEvent('subscribe', invalidKey),
    errorEvent('subscribe', refused),
    doneEvent('updateAlerts', { ...SERVER_ALERTS, favourite: false }),
    errorEvent('updateAlerts', refused),
    doneEvent('unsubscribe', undefined),
    errorEvent('unsubscribe', new Error('the browser could not unsubscribe')),
  ],
  expectations: {
    checking: (snapshot) => {
      expect(snapshot.context.subscription).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    unsupported: (snapshot, scripted) => {
      // a browser without push is never asked for permission
      expect(scripted.lastCall('requestPermission')).toBeUndefined();
      expect(snapshot.hasTag('unsupported')).toBe(true);
    },
    unsubscribed: (snapshot) => {
      expect(snapshot.context.subscription).toBeNull();
    },
    requestingPermission: (snapshot) => {
      // a new try forgets why the last one failed
      expect(snapshot.context.failure).toBeNull();
    },
    denied: (snapshot, scripted) => {
      // permission is only asked on demand, and nothing is subscribed without it
      expect(scripted.lastCall('requestPermission')).toBeDefined();
      expect(snapshot.context.subscription).toBeNull();
    },
    subscribing: (snapshot, scripted) => {
      // a new subscription asks for the alerts shown (the standard six, all on by default)
      expect(scripted.lastCall('subscribe')?.input).toEqual({ alerts: snapshot.context.alerts });
      for (const type of Object.keys(DEFAULT_PUSH_ALERTS)) expect(snapshot.context.alerts).toHaveProperty(type);
    },
    failed: (snapshot) => {
      // every failure clears the subscription and says why
      expect(snapshot.context.subscription).toBeNull();
      expect(['no-server-key', 'invalid-key', 'other']).toContain(snapshot.context.failure);
      // a missing or invalid server key is shown, never alerted; other failures raise the call's alert
      for (const [, params] of reportFailure.mock.calls) expect(isKeyProblem(params.error)).toBe(false);
      if (snapshot.context.failure === 'other')
        expect(reportFailure).toHaveBeenCalledWith(expect.anything(), { error: refused });
    },
    subscribed: (snapshot) => {
      expect(snapshot.context.subscription).not.toBeNull();
      expect(snapshot.context.failure).toBeNull();
      // at rest, the alerts shown are the ones the server confirmed (a failed update was put back)
      expect(snapshot.context.alerts).toEqual(snapshot.context.savedAlerts);
      // every alert type the server knows stays shown, beyond the standard six
      expect(snapshot.context.alerts).toHaveProperty('emoji_reaction');
    },
    updatingAlerts: (snapshot, scripted) => {
      // the server is sent every alert it knows, with the reader's newest choice
      expect(scripted.lastCall('updateAlerts')?.input).toEqual({
        subscription: { ...snapshot.context.subscription, alerts: snapshot.context.alerts },
      });
      expect(scripted.lastCall('updateAlerts')?.aborted()).toBe(false);
      expect(snapshot.hasTag('saving')).toBe(true);
    },
    unsubscribing: (snapshot, scripted) => {
      expect(scripted.lastCall('unsubscribe')?.input).toEqual({ subscription: snapshot.context.subscription });
      expect(snapshot.context.subscription).not.toBeNull();
    },
  },
});
