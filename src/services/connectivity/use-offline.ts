/** Whether the current account's server is taken as unreachable (the offline line, actions that need it). */
import { useSelector } from '@xstate/react';
import { isOffline } from '../../machines/connectivity.machine';
import { useAppServices } from '../app-services/app-services';
import { connectivityOf } from './connectivity';

export function useOffline(): boolean {
  return useSelector(connectivityOf(useAppServices()), isOffline);
}
