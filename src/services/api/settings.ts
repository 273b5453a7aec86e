/** Client settings stored on the server (session-mode endpoint api/web/settings): `settings.*`. */
import type { CallOptions } from './client';
import { defineCall, entry } from './calls/call-spec';
import { anyJson } from './answers/more-shapes';

/** Saves the settings; the local `saved` flag is never sent. */
export const save = defineCall(
  entry('settings.save', 'PUT', '/api/web/settings', anyJson),
  (call, settings: Readonly<Record<string, unknown>>, options: CallOptions = {}): Promise<unknown> => {
    const { saved: _saved, ...data } = settings;
    return call.answer({ ...options, body: { data } });
  },
);
