/**
 * Runs an account action (block, mute, unblock, unmute...) from a view. The action's code is downloaded the
 * first time one runs. The action shows at once and the action module reports a refused call itself, so the
 * caller need not wait; only a failure to download the code is reported here, as an unexpected error. The answer
 * (true when the server accepted the action) is there for a caller that must not send the next one before it.
 */
import type { AppServices } from '../../services/app-services/app-services';
import type { AccountActionRequest } from '../../services/account-actions/perform-account-action';
import { reportError } from '../../services/errors';

export function runAccountAction(services: AppServices, request: AccountActionRequest): Promise<boolean> {
  return import('../../services/account-actions/perform-account-action')
    .then(({ performAccountAction }) => performAccountAction(services, request))
    .catch((error: unknown) => {
      reportError(services.alerts, error);
      return false;
    });
}
