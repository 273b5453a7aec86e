/** Direct conversation: participant accounts and the last status are held as ids. */
import { asBoolean, asId, isRecord, mapDefined } from './coerce';

export interface Conversation {
  id: string;
  unread: boolean;
  accountIds: string[];
  lastStatusId: string | null;
}

export function normaliseConversation(raw: unknown): Conversation | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  return {
    id,
    unread: asBoolean(raw.unread, false),
    accountIds: mapDefined(raw.accounts, (a) => (isRecord(a) ? asId(a.id) : null)),
    lastStatusId: isRecord(raw.last_status) ? asId(raw.last_status.id) : null,
  };
}
