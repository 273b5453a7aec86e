import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { ApiError } from '../../../src/domain/errors/api-error';
import { saveMarker } from '../../../src/services/markers/marker-save';
import { loadNotificationsMarker, saveNotificationsMarker } from '../../../src/services/notifications/marker-save';

function fakeApi() {
  const save = vi.fn().mockResolvedValue({});
  const get = vi.fn().mockResolvedValue({ notifications: { last_read_id: '500', version: 1, updated_at: '' } });
  return { api: { markers: { save, get } } as unknown as Pick<Api, 'markers'>, save, get };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the notifications marker on the server', () => {
  it('asks GET v1/markers for the notifications timeline and answers its last_read_id', async () => {
    const { api, get } = fakeApi();
    await expect(loadNotificationsMarker(api)).resolves.toBe('500');
    expect(get).toHaveBeenCalledWith(['notifications']);
  });

  it('answers null when there is no marker or it cannot be read', async () => {
    const { api, get } = fakeApi();
    get.mockResolvedValueOnce({});
    await expect(loadNotificationsMarker(api)).resolves.toBeNull();
    get.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    await expect(loadNotificationsMarker(api)).resolves.toBeNull();
  });

  it('saves notifications[last_read_id], with keepalive only when urgent, starting before it returns', () => {
    const { api, save } = fakeApi();
    void saveNotificationsMarker(api, '42', false);
    expect(save).toHaveBeenLastCalledWith({ notifications: { last_read_id: '42' } }, {});
    void saveNotificationsMarker(api, '43', true);
    expect(save).toHaveBeenLastCalledWith({ notifications: { last_read_id: '43' } }, { keepalive: true });
  });

  it('never rejects: a failed save raises nothing', async () => {
    const { api, save } = fakeApi();
    save.mockRejectedValueOnce(new ApiError({ kind: 'response', message: 'no', status: 500, statusText: 'x' }));
    await expect(saveNotificationsMarker(api, '42', false)).resolves.toBeUndefined();
  });
});

describe('the beacon fallback of urgent marker saves', () => {
  it('sends a beacon instead when the browser cannot make keepalive requests', () => {
    const { api, save } = fakeApi();
    const beacon = vi.fn().mockReturnValue(true);
    void saveMarker({ api, beacon, keepaliveSupported: () => false }, 'notifications', '9', true);
    expect(beacon).toHaveBeenCalledWith({ notifications: { last_read_id: '9' } });
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a beacon when the keepalive request could not be sent, not when the server answered', async () => {
    const { api, save } = fakeApi();
    const beacon = vi.fn().mockReturnValue(true);
    const deps = { api, beacon, keepaliveSupported: () => true };
    save.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'keepalive refused' }));
    await saveMarker(deps, 'notifications', '9', true);
    expect(beacon).toHaveBeenCalledTimes(1);
    save.mockRejectedValueOnce(new ApiError({ kind: 'response', message: 'no', status: 422, statusText: 'x' }));
    await saveMarker(deps, 'notifications', '10', true);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('never sends a beacon for a save that is not urgent', async () => {
    const { api, save } = fakeApi();
    const beacon = vi.fn();
    save.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    await saveMarker({ api, beacon, keepaliveSupported: () => false }, 'home', '9', false);
    await flush();
    expect(save).toHaveBeenCalledWith({ home: { last_read_id: '9' } }, {});
    expect(beacon).not.toHaveBeenCalled();
  });
});
