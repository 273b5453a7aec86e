/**
 * The profile edit screen's running chart (profile-edit-machine.ts) for the signed-in account, with its snapshot
 * and the reader's request to load the profile again after a failure.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { profileEditMachine, ProfileEditSnapshot } from '../../machines/profile-edit.machine';
import { useAppServices } from '../app-services/app-services';
import { profileEditMachineFor } from './profile-edit-machine';

export interface ProfileEdit {
  actor: ActorRefFrom<typeof profileEditMachine>;
  snapshot: ProfileEditSnapshot;
  /** asks for the profile again after its load failed */
  retry(): void;
}

export function useProfileEdit(): ProfileEdit {
  const { api, store, alerts, session } = useAppServices();
  const machine = useMemo(() => profileEditMachineFor({ api, store, alerts, session }), [api, store, alerts, session]);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, retry: () => actor.send({ type: 'RETRY' }) };
}
