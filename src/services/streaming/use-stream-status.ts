/**
 * The connection status of a streaming service for views ("Live updates paused" and a Resume button):
 * re-renders only when the status changes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { StreamConnectionStatus, StreamingService } from './streaming-types';

export function useStreamStatus(streaming: StreamingService): StreamConnectionStatus {
  const subscribe = useCallback((onChange: () => void) => streaming.onStatusChange(onChange), [streaming]);
  const getStatus = useCallback(() => streaming.getStatus(), [streaming]);
  return useSyncExternalStore(subscribe, getStatus, getStatus);
}
