import type { Api } from './index';
import type { ApiInstance } from '../../domain/entities/api-types';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

/** The account's read of its server (null: not asked yet, or the last ask failed). */
interface InstanceRead {
  pending: Promise<ApiInstance> | null;
}

/** The server's v2/instance as the account read it: a part of its scope, gone with the account. */
export const INSTANCE_READ = definePart<InstanceRead>('instance');

/**
 * GET v2/instance once per account: streaming's URL, the reaction and status features and the composer's limits
 * all read it. A failure is not kept, so the next reader asks again.
 */
export function instanceOf({ api, store }: { api: Api; store: EntityStore }): Promise<ApiInstance> {
  const read = store.scope.use(INSTANCE_READ, (): InstanceRead => ({ pending: null }));
  if (read.pending === null) {
    const pending = api.instance.get();
    read.pending = pending;
    pending.catch(() => {
      if (read.pending === pending) read.pending = null;
    });
  }
  return read.pending;
}
