/**
 * Views' way to what the server says of itself: the account's one shared instance chart
 * (data/definitions/server-instance.ts), and what a view reads from its answer. Every feature detected from
 * the answer goes through here, so they all come back together when the answer arrives.
 */
import { useMemo } from 'react';
import type { ApiInstance } from '../../domain/entities/api-types';
import { serverInstanceData } from '../data/definitions/server-instance';
import { useResource } from '../data/use-data';
import { failureReason } from '../alerts/failure-reason';

export interface ServerInfoView<T> {
  /** what the view reads from the server's answer; null until the answer has come */
  value: T | null;
  /**
   * The answer could not be loaded (and is perhaps being asked again): the features that depend on it are
   * hidden, and the view says so with Retry.
   */
  missing: boolean;
  /**
   * it is missing because the server could not be reached at all (offline): asked again by itself once a call
   * reaches the server, so a view whose other content does not wait for it may leave it to the offline line
   */
  unreached: boolean;
  /** a request for the answer is on its way */
  busy: boolean;
  /** asks the server again (the reader's Retry) */
  retry(): void;
}

/** `select` reads what the view needs from the answer; give a function defined once (it is memoised on it). */
export function useServerInfo<T>(select: (instance: ApiInstance) => T): ServerInfoView<T> {
  const { status, value, busy, retry } = useResource(serverInstanceData, null);
  const selected = useMemo(() => (value === null ? null : select(value)), [value, select]);
  // a failed load, or another try after one (the failure stays known until an answer comes)
  const failure = status.kind === 'failed' ? status.error : status.kind === 'loading' ? status.lastError : null;
  const missing = status.kind === 'failed' || failure !== null;
  return { value: selected, missing, unreached: missing && failureReason(failure) === 'network', busy, retry };
}
