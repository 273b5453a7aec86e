/**
 * The server's own description (GET v2/instance) as one resource per account, the one source every feature
 * detected from it reads (services/server-info/use-server-info.ts): the navigation's kmyblue places, the organise
 * and saved screens' gates, the lists' kmyblue switches, the deck's column types, the about page. So a retry from
 * any of them, or an automatic one, brings the answer to all of them at once, with no reload. It reads through the
 * instance cache (api/instance-cache.ts), which the streaming URL and the composer share, so an answer one of them
 * already has is not asked for again. The contact account goes into the store (the about page shows it); one the
 * store cannot take is left out of the answer kept, so every reader finds the contact in the store or not at all.
 *
 * A failure raises no alert: the views say it in place (one quiet line with Retry, views/server-info/). While it
 * lasts, the chart tries again by itself when the page comes back into view or the network comes back
 * (page-retry-chances.ts), throttled by the resource chart.
 */
import { instanceOf } from '../../api/instance-cache';
import type { ApiInstance } from '../../../domain/entities/api-types';
import { isRecord } from '../../../domain/entities/coerce';
import { pageRetryChances } from '../../server-info/page-retry-chances';
import { importAccount } from '../../store';
import { defineResource } from '../define-resource';

export const serverInstanceData = defineResource<null, ApiInstance>({
  name: 'instance',
  callId: 'instance.get',
  keyOf: () => '',
  alerts: { skipAlert: true },
  revisit: 'retry',
  retryChances: () => pageRetryChances(),
  async load({ api, store }) {
    const instance = await instanceOf({ api, store });
    const contact = isRecord(instance.contact) ? instance.contact : null;
    if (contact === null || contact.account === null || contact.account === undefined) return instance;
    if (importAccount(store, contact.account) !== null) return instance;
    return { ...instance, contact: { ...contact, account: null } };
  },
});
