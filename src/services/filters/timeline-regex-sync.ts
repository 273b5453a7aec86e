/**
 * The per-timeline regex filters follow a signed-in reader: an expression saved here is kept on this device at
 * once, then the account's settings sync sends the whole client settings object to the server (PUT
 * api/web/settings, throttled; timeline-regex-stored.ts says how the section is read). Signed out, it stays on
 * this device.
 */
import type { Api } from '../api';
import type { EntityStore } from '../store';
import { regexAccountKey, writeTimelineRegex } from './timeline-regex-setting';

/** Saves an expression on this device and, signed in, hands the change to the account's settings sync. */
export function saveTimelineRegex(
  services: { server: string; me: string | null; api: Pick<Api, 'settings'>; store: EntityStore },
  timeline: string,
  body: string,
): void {
  const account = regexAccountKey(services.server, services.me);
  writeTimelineRegex(account, timeline, body);
  // the sync's code comes when first needed: the timeline settings that save here are on the first screens' way
  if (services.me !== null)
    void import('../settings/settings-sync').then(({ settingsSyncOf }) => {
      // an account let go meanwhile sends nothing (its expression is kept on this device)
      if (!services.store.scope.disposed)
        settingsSyncOf(account, { api: services.api, store: services.store }).changed();
    });
}
