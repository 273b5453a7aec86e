import { useEffect, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { composeRuntimeFor, type ComposeRuntime } from '../../services/compose/compose-runtime';

export type RuntimeState =
  | { status: 'loading' }
  | { status: 'ready'; runtime: ComposeRuntime }
  | { status: 'failed'; error: unknown };

/** The signed-in account's compose runtime (one per account, kept across screens; made on first use). */
export function useComposeRuntime(): RuntimeState {
  const { server, api, store, alerts, me } = useAppServices();
  const [state, setState] = useState<RuntimeState>({ status: 'loading' });
  useEffect(() => {
    if (me === null) return;
    let live = true;
    setState({ status: 'loading' });
    composeRuntimeFor({ server, api, store, alerts, me }).then(
      (runtime) => live && setState({ status: 'ready', runtime }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [server, api, store, alerts, me]);
  return state;
}
