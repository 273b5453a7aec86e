/**
 * The signed-in account's posting defaults (default visibility, media marked sensitive, post language) as the
 * settings screen shows and changes them.
 *
 * - Read from verify_credentials `source` (as the profile editor reads it); a value the source lacks comes from
 *   GET /api/v1/preferences.
 * - Changed one at a time through PATCH update_credentials with only that `source[...]` field, as an optimistic
 *   change on the generic runner: the screen shows the new value at once, and it goes back when the server
 *   refuses (the call's alert says why). The answer is the account as the server now holds it: it goes into the
 *   store, the composer of the account takes the new defaults (compose/posting-defaults-signal.ts), and the
 *   preferences are asked again.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import { postingDefaultsChanged } from '../compose/posting-defaults-signal';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import { defineResource } from '../data/define-resource';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { preferencesData } from './server-preferences-data';
import { definePart } from '../runtime/account-scope';
import { importAccount, type EntityStore } from '../store';

export interface PostingDefaults {
  /** the visibility as the server names it (public, unlisted, private; kmyblue may have more) */
  privacy: string;
  sensitive: boolean;
  /** an ISO 639 code; null when the account has none */
  language: string | null;
}

/** The visibilities every server takes as a default. */
export const DEFAULT_VISIBILITIES: readonly string[] = ['public', 'unlisted', 'private'];

/** One change: the field and its new value. */
export type PostingDefaultChange =
  { field: 'privacy'; value: string } | { field: 'sensitive'; value: boolean } | { field: 'language'; value: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The defaults an account's `source` holds; null for each one it does not say. */
export function defaultsFromSource(credentials: unknown): Partial<PostingDefaults> {
  const source = (credentials as { source?: Record<string, unknown> } | null)?.source ?? {};
  return {
    ...(text(source.privacy) !== null ? { privacy: text(source.privacy)! } : {}),
    ...(typeof source.sensitive === 'boolean' ? { sensitive: source.sensitive } : {}),
    ...('language' in source ? { language: text(source.language) } : {}),
  };
}

export const postingDefaultsData = defineResource<null, PostingDefaults>({
  name: 'settings.postingDefaults',
  callId: 'oauth.verifyCredentials',
  keyOf: () => '',
  revisit: 'refresh',
  async load({ api, store }) {
    const account = await api.oauth.verifyCredentials();
    importAccount(store, account);
    const found = defaultsFromSource(account);
    if (found.privacy !== undefined && found.sensitive !== undefined && found.language !== undefined)
      return found as PostingDefaults;
    // a server whose source leaves some out: its preferences say them
    const preferences = await api.preferences.get().catch(() => null);
    return {
      privacy: found.privacy ?? text(preferences?.['posting:default:visibility']) ?? 'public',
      sensitive: found.sensitive ?? preferences?.['posting:default:sensitive'] === true,
      language: found.language !== undefined ? found.language : text(preferences?.['posting:default:language']),
    };
  },
});

export interface PostingDefaultsServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

interface Applied {
  change: PostingDefaultChange;
  previous: PostingDefaults;
}

const chartOf = (data: DataRegistry) => data.peek(postingDefaultsData, null) as ResourceActor | undefined;
const valueOf = (chart: ResourceActor | undefined) =>
  (chart?.getSnapshot().context.value as PostingDefaults | null | undefined) ?? null;

/** One change per field and value at a time: a second choice of another value is its own request. */
export const changeKey = (change: PostingDefaultChange) => `${change.field}:${String(change.value)}`;

function createChanges(services: PostingDefaultsServices): OptimisticRunner<PostingDefaultChange, unknown> {
  const data = dataRegistryOf(services);
  return createOptimisticRunner<PostingDefaultChange, Applied, unknown>(
    {
      apply(change) {
        const chart = chartOf(data);
        const previous = valueOf(chart);
        if (chart === undefined || previous === null || previous[change.field] === change.value) return null;
        chart.send({ type: 'SET', value: { ...previous, [change.field]: change.value } });
        return { change, previous };
      },
      async perform({ field, value }) {
        const account = await services.api.accounts.updateCredentials({ source: { [field]: value } });
        importAccount(services.store, account);
        postingDefaultsChanged(services.store, account);
        data.peek(preferencesData, null)?.send({ type: 'REFRESH' });
        return account;
      },
      // only where the screen still shows what this change set
      revert({ change, previous }) {
        const chart = chartOf(data);
        const now = valueOf(chart);
        if (chart === undefined || now === null || now[change.field] !== change.value) return;
        chart.send({ type: 'SET', value: { ...now, [change.field]: previous[change.field] } });
      },
      callId: () => 'accounts.updateCredentials',
      keyOf: changeKey,
    },
    { alerts: services.alerts },
  );
}

/** The account's runner, a part of its scope: stopped with it. */
const CHANGES = definePart<OptimisticRunner<PostingDefaultChange, unknown>>('posting-default-changes', (runner) =>
  runner.stop(),
);

function changesOf(services: PostingDefaultsServices): OptimisticRunner<PostingDefaultChange, unknown> {
  return services.store.scope.use(CHANGES, () => createChanges(services));
}

/** Changes one posting default (shown at once, put back if the server refuses). */
export function changePostingDefault(
  services: PostingDefaultsServices,
  change: PostingDefaultChange,
): Promise<MutationOutcome<unknown>> {
  return changesOf(services).run(change);
}

/** Whether a change of `field` is on its way (aria-busy), following it as it changes. */
export function usePostingDefaultBusy(services: PostingDefaultsServices, field: PostingDefaultChange['field']) {
  const runner = changesOf(services);
  const running = useCallback(() => runner.inFlight().some((change) => change.field === field), [runner, field]);
  return useSyncExternalStore(runner.subscribe, running, running);
}
