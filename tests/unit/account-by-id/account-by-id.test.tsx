// @vitest-environment jsdom
/**
 * /accounts/:id replaces its address with the account's profile address once the account is known (from the store
 * at once, else from GET /api/v1/accounts/:id), and an unknown id shows "Account not found" without an alert.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountIdPath } from '../../../src/services/accounts/account-by-id';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importAccount } from '../../../src/services/store';
import AccountByIdScreen from '../../../src/views/account-by-id/AccountByIdScreen';
import { rawAccount } from '../status/status-fixtures';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const notFound = () => new ApiError({ kind: 'response', message: 'x', status: 404, statusText: 'Not Found' });

function open(id: string, get: (id: string) => Promise<unknown>) {
  const services = fakeServices({ me: null, api: { accounts: { get } } });
  mounted = mount(services, <AccountByIdScreen />, { path: accountIdPath(id), route: '/accounts/:id' });
  return services;
}

describe('an account by id', () => {
  it('forwards to the profile address, replacing the history entry', async () => {
    const get = vi.fn(async (id: string) => rawAccount(id, { acct: 'bob@remote.example' }));
    const services = open('42', get);
    await until(() => services.navigate.mock.calls.length > 0);
    expect(get).toHaveBeenCalledWith('42', expect.anything());
    expect(services.navigate).toHaveBeenCalledWith('/@bob@remote.example', { replace: true });
  });

  it('forwards at once when the account is already stored', async () => {
    const get = vi.fn(() => new Promise<unknown>(() => {}));
    const services = fakeServices({ me: null, api: { accounts: { get } } });
    importAccount(services.store, rawAccount('7', { acct: 'carol' }));
    mounted = mount(services, <AccountByIdScreen />, { path: '/accounts/7', route: '/accounts/:id' });
    await settle();
    expect(services.navigate).toHaveBeenCalledWith('/@carol', { replace: true });
  });

  it('says the account is not found for an unknown id, without an alert', async () => {
    const services = open('999', () => Promise.reject(notFound()));
    await until(() => mounted!.container.textContent?.includes('Account not found'));
    expect(services.navigate).not.toHaveBeenCalled();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('the path of an account id is one segment', () => {
    expect(accountIdPath('1/../x')).toBe('/accounts/1%2F..%2Fx');
  });
});
