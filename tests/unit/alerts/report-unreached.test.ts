/**
 * Failures with no answer at all are the account's offline state, which the offline line shows: a read raises no
 * alert; changes that could not reach the server share one alert, the latest replacing the one before; failures
 * the server answered keep an alert each.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createAlertQueue, reportError } from '../../../src/services/alerts';
import { UNREACHED_ALERT_KEY } from '../../../src/services/alerts/report-error';

const unreached = (method: string) => new ApiError({ kind: 'network', message: 'Failed to fetch', method });
const refused = (method: string) =>
  new ApiError({ kind: 'response', status: 500, statusText: 'Internal Server Error', message: '500', method });

describe('a failure with no answer', () => {
  it('raises no alert for a read', () => {
    const queue = createAlertQueue();
    expect(reportError(queue, unreached('GET'))).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('gives the changes one alert between them, naming the latest', () => {
    const queue = createAlertQueue();
    expect(reportError(queue, unreached('POST'), { callId: 'statuses.favourite' })).toBe(UNREACHED_ALERT_KEY);
    expect(reportError(queue, unreached('POST'), { callId: 'statuses.reblog' })).toBe(UNREACHED_ALERT_KEY);
    const alerts = queue.getSnapshot();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.action).toBe('statuses.reblog');
    expect(alerts[0]!.message.key).toBe('alert.reason.network');
  });

  it('leaves failures the server answered their own alerts', () => {
    const queue = createAlertQueue();
    reportError(queue, refused('POST'), { callId: 'statuses.favourite' });
    reportError(queue, refused('POST'), { callId: 'statuses.reblog' });
    reportError(queue, refused('GET'));
    expect(queue.getSnapshot()).toHaveLength(3);
    expect(queue.getSnapshot().map((a) => a.key)).not.toContain(UNREACHED_ALERT_KEY);
  });
});
