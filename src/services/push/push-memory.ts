/**
 * What the client remembers of an account's server subscription (localStorage): which API the server accepted
 * (the session-mode api/web one or the standard v1 one), the subscription's id, endpoint and alerts. The api/web
 * endpoints cannot be read back, so this is how a reload knows the subscription; it also sends later calls to the
 * API that worked instead of asking the refused one again.
 */
import type { PushServerApi, PushSubscriptionState } from '../../machines/web-push.machine';

export interface PushMemory {
  read(): PushSubscriptionState | null;
  save(subscription: PushSubscriptionState): void;
  forget(): void;
}

export const pushMemoryKey = (server: string, me: string) => `tsubame:push:${new URL(server).host}:${me}`;

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isApi = (value: unknown): value is PushServerApi => value === 'web' || value === 'v1';

function parse(text: string | null): PushSubscriptionState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushSubscriptionState>;
    if (!isApi(value.api) || typeof value.id !== 'string' || typeof value.endpoint !== 'string') return null;
    const alerts = Object.fromEntries(
      Object.entries(value.alerts ?? {}).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
    return { api: value.api, id: value.id, endpoint: value.endpoint, alerts };
  } catch {
    return null;
  }
}

/** The memory of `me` on `server`; `storage` null (a browser refusing storage) remembers nothing. */
export function pushMemory(server: string, me: string, storage: Storage | null = localStorageOrNull()): PushMemory {
  const key = pushMemoryKey(server, me);
  const attempt = (run: () => void) => {
    try {
      run();
    } catch {
      // a full or refused storage only costs the memory
    }
  };
  return {
    read: () => {
      try {
        return parse(storage?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    save: (subscription) => attempt(() => storage?.setItem(key, JSON.stringify(subscription))),
    forget: () => attempt(() => storage?.removeItem(key)),
  };
}
