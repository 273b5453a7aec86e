/**
 * The push settings panel's access to the account's web push chart (web-push-of.ts): what to show and what the
 * reader may do. The panel holds no rule: which state allows what is the chart's.
 */
import { useSelector } from '@xstate/react';
import type { PushAlerts, WebPushSnapshot } from '../../machines/web-push.machine';
import type { PushFailure } from '../../domain/errors/push-errors';
import { useAppServices } from '../app-services/app-services';
import { webPushOf } from './web-push-of';

export type WebPushStatus = 'checking' | 'unsupported' | 'off' | 'denied' | 'failed' | 'on' | 'working';

export interface WebPushView {
  status: WebPushStatus;
  /** the alert kinds shown while on, by notification type */
  alerts: PushAlerts;
  /** why the last try failed ('failed' only) */
  failure: PushFailure | null;
  /** the alerts are being saved */
  saving: boolean;
  enable(): void;
  disable(): void;
  setAlert(type: string, on: boolean): void;
}

function statusOf(snapshot: WebPushSnapshot): WebPushStatus {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.hasTag('unsupported')) return 'unsupported';
  if (snapshot.hasTag('subscribed')) return 'on';
  if (snapshot.hasTag('busy')) return 'working';
  if (snapshot.hasTag('denied')) return 'denied';
  if (snapshot.hasTag('failed')) return 'failed';
  return 'off';
}

/** The signed-in account's web push (`me` must be set). */
export function useWebPush(me: string): WebPushView {
  const { api, store, alerts, server } = useAppServices();
  const actor = webPushOf({ api, store, alerts, server, me });
  const status = useSelector(actor, statusOf);
  const shown = useSelector(actor, (snapshot) => snapshot.context.alerts);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  return {
    status,
    alerts: shown,
    failure: status === 'failed' ? failure : null,
    saving,
    enable: () => actor.send({ type: 'ENABLE' }),
    disable: () => actor.send({ type: 'DISABLE' }),
    setAlert: (type, on) => actor.send({ type: 'SET_ALERTS', alerts: { [type]: on } }),
  };
}
