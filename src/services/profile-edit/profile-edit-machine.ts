/**
 * The profile edit chart (machines/profile-edit.machine.ts) with its effects:
 * - load: verify_credentials (its account stored) and the server's limits (v2/instance, read once per account;
 *   Mastodon's limits when it cannot be read);
 * - save: PATCH update_credentials as multipart with what changed; the returned account goes into the store (so
 *   the profile, every post and the navigation show the new name and avatar at once) and to the session (so the
 *   account switcher and the stored sign-in show them too, after a reload as well);
 * - failures: the alert the call's policy asks for (a refused save, 422, is shown beside the form instead).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';
import type { ActiveSession } from '../app-services/session-types';
import { reportError, type AlertQueue } from '../alerts';
import { reportFormFailure } from '../alerts/form-failure';
import { importAccount, type EntityStore } from '../store';
import { profileEditMachine, type ProfileEditLoaded, type ProfileSaveInput } from '../../machines/profile-edit.machine';
import type { ProfileDraft } from '../../machines/profile-edit-rules';
import { draftFromCredentials, profileLimits, updateForm } from './profile-draft';

export interface ProfileEditServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  session: Pick<ActiveSession, 'profileChanged'>;
}

export async function loadProfileEdit({ api, store }: ProfileEditServices): Promise<ProfileEditLoaded> {
  const [account, instance] = await Promise.all([
    api.oauth.verifyCredentials(),
    instanceOf({ api, store }).catch(() => null),
  ]);
  importAccount(store, account);
  const limits = profileLimits(instance);
  return { draft: draftFromCredentials(account, limits), limits };
}

export async function saveProfile(services: ProfileEditServices, input: ProfileSaveInput): Promise<ProfileDraft> {
  const account = await services.api.accounts.updateCredentials(updateForm(input));
  importAccount(services.store, account);
  void services.session.profileChanged?.(account);
  return draftFromCredentials(account, input.limits);
}

export function profileEditMachineFor(services: ProfileEditServices) {
  return profileEditMachine.provide({
    actors: {
      load: fromPromise<ProfileEditLoaded, void>(() => loadProfileEdit(services)),
      save: fromPromise<ProfileDraft, ProfileSaveInput>(({ input }) => saveProfile(services, input)),
    },
    actions: {
      reportLoadFailure: ({ context }) => {
        reportError(services.alerts, context.error, { callId: 'oauth.verifyCredentials' });
      },
      reportSaveFailure: ({ context }) => {
        reportFormFailure(services.alerts, context.error, 'accounts.updateCredentials');
      },
    },
  });
}
