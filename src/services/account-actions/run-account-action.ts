/**
 * Runs an account action (block, mute, unblock, unmute...) for a view or a chart. The action's code is downloaded the
 * first time one runs. The action shows at once and the action module reports a refused call itself, so the
 * caller need not wait; only a failure to download the code is reported here, as an unexpected error. The answer
 * (true when the server accepted the action) is there for a caller that must not send the next one before it.
 */
import type { AppServices } from '../app-services/app-services';
import type { AccountActionRequest } from './account-action-runner';
import { reportError } from '../alerts';

export function runAccountAction(services: AppServices, request: AccountActionRequest): Promise<boolean> {
  return import('./account-action-runner')
    .then(({ runLoadedAccountAction }) => runLoadedAccountAction(services, request))
    .catch((error: unknown) => {
      reportError(services.alerts, error);
      return false;
    });
}
