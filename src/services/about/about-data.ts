/**
 * The about page's server data besides the summary (which it reads from the shared instance chart,
 * server-summary.ts): the extended description (server HTML, sanitised by the view) and the moderated servers,
 * as resources. Both fail silently (the page says so in place, with Retry); a server that keeps its moderated
 * servers to itself is an answer of its own, never a failure.
 */
import { asString, isRecord } from '../../domain/entities/coerce';
import { defineResource } from '../data/define-resource';
import { isUnpublished, moderatedServersOf, type ModeratedServers } from './moderated-servers';

export interface ExtendedDescription {
  /** when the server last changed it (ISO time; '' when not given) */
  updatedAt: string;
  /** server HTML; '' when the server has written none */
  content: string;
}

export const extendedDescriptionData = defineResource<null, ExtendedDescription>({
  name: 'about.extendedDescription',
  callId: 'instance.extendedDescription',
  keyOf: () => '',
  alerts: { skipAlert: true },
  revisit: 'refresh',
  async load({ api }, _params, signal) {
    const raw: unknown = await api.instance.extendedDescription({ signal });
    const record = isRecord(raw) ? raw : {};
    return { updatedAt: asString(record.updated_at), content: asString(record.content).trim() };
  },
});

export const moderatedServersData = defineResource<null, ModeratedServers>({
  name: 'about.moderatedServers',
  callId: 'instance.domainBlocks',
  keyOf: () => '',
  revisit: 'refresh',
  async load({ api }, _params, signal) {
    try {
      return moderatedServersOf(await api.instance.domainBlocks({ signal }));
    } catch (error) {
      if (isUnpublished(error)) return { published: false };
      throw error;
    }
  },
});
