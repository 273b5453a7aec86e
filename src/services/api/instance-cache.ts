import type { Api } from './index';
import type { ApiInstance } from '../entities/api-types';

const cache = new WeakMap<Api, Promise<ApiInstance>>();

/**
 * GET v2/instance once per API object (per account): streaming's URL, the reaction and status features and the
 * composer's limits all read it. A failure is not kept, so the next reader asks again.
 */
export function instanceOf(api: Api): Promise<ApiInstance> {
  let pending = cache.get(api);
  if (pending === undefined) {
    pending = api.instance.get();
    cache.set(api, pending);
    pending.catch(() => cache.delete(api));
  }
  return pending;
}
